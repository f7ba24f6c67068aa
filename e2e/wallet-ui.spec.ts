import { expect, test, type Page } from "./fixtures";
import { expectTitleClear, mockMode, scrollToEnd, restoreSession } from "./support";

/**
 * The wallet's pages in QA mode (E2E_API=mock): the MSW backend settles a deposit on the first profile read 5 s
 * after it opened (the watch's 10 s poll) and fails a 13-baht deposit with a deleted_cause, which the reference API
 * cannot do yet. Each viewport project uses its own wallet member (tests/msw/fixtures.ts fixtureWalletMembers, logged in
 * once by sessions-setup.ts), so the demo member's figures that other specs check never move.
 */
test.skip(!mockMode, "QA mode only until the reference API has the wallet");

async function login(page: Page) {
  await restoreSession(page, test.info().project.name.startsWith("mobile") ? "wallet-mobile-375" : "wallet-desktop-1280");
}

async function openDepositForm(page: Page) {
  await page.goto("/deposit");
  const warning = page.getByTestId("deposit-warning");
  await expect(warning.getByRole("heading", { name: "คำเตือน" })).toBeVisible();
  await warning.getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();
  await expect(page.getByTestId("deposit-form")).toBeVisible();
}

test("deposit by transfer: the box with the exact amount and countdown, then the success text and home", async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await openDepositForm(page);
  await page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)").fill("250");
  await page.getByRole("button", { name: "ทำรายการฝาก" }).click();
  const box = page.getByTestId("deposit-box");
  await expect(box.getByTestId("to-account")).toHaveText("4071234567");
  await expect(box.getByTestId("deposit-countdown")).toContainText(/1[45]:\d\d/);
  const amount = (await box.getByTestId("deposit-amount").textContent())!.replace("฿", "");
  expect(amount).toMatch(/^250\.\d\d$/);
  await scrollToEnd(page);
  await expect(page.getByTestId("deposit-outcome")).toHaveText(new RegExp(`คุณทำการฝากเงินจำนวน ${amount.replace(".", "\\.")} บาท เรียบร้อยแล้ว`), { timeout: 20_000 });
  await expectTitleClear(page);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test("a deposit that fails shows ไม่สามารถฝากเงิน with its deleted_cause, then goes home", async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await openDepositForm(page);
  await page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)").fill("13");
  await page.getByRole("button", { name: "ทำรายการฝาก" }).click();
  await expect(page.getByTestId("deposit-box")).toBeVisible();
  await scrollToEnd(page);
  await expect(page.getByTestId("deposit-outcome")).toContainText("ไม่สามารถฝากเงิน (หมดเวลาทำรายการฝาก)", { timeout: 20_000 });
  await expectTitleClear(page);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test("QR deposit shows a QR with a running countdown; cancel returns to the form", async ({ page }) => {
  await login(page);
  await openDepositForm(page);
  await page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)").fill("300");
  await page.getByText("สแกน QR พร้อมเพย์").click();
  await page.getByRole("button", { name: "ทำรายการฝาก" }).click();
  const box = page.getByTestId("deposit-qr-box");
  await expect(box.getByTestId("qr-code")).toBeVisible();
  const first = await box.getByTestId("deposit-countdown").textContent();
  await expect(box.getByTestId("deposit-countdown")).not.toHaveText(first!, { timeout: 3_000 });
  await box.getByRole("button", { name: "ยกเลิกรายการฝาก" }).click();
  await expect(page.getByTestId("deposit-form")).toBeVisible();
});

test("withdraw → WithdrawProcess → the request in history tab 2", async ({ page }) => {
  await login(page);
  await page.goto("/withdraw");
  await expect(page.getByTestId("withdraw-credit")).toContainText("฿");
  await page.getByLabel("จำนวนเงินที่ต้องการถอน (บาท)").fill("100");
  await scrollToEnd(page);
  await page.getByRole("button", { name: "ยืนยันการถอน" }).click();
  await expect(page.getByTestId("withdraw-process")).toContainText("ทีมงานจะตรวจสอบรายการ");
  await expectTitleClear(page);
  await page.getByRole("link", { name: "ดูข้อมูลฝาก-ถอน" }).click();
  await expect(page).toHaveURL(/\/history\?tab=2$/);
  const first = page.getByTestId("history-row").first();
  await expect(first).toContainText("ถอน");
  await expect(first).toContainText("100.00");
  await expect(first).toContainText("รอดำเนินการ");
  await expect(page.getByTestId("net-deposit")).toBeVisible();
});
