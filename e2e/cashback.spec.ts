import { execFileSync } from "node:child_process";
import { expect, test, type Locator } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";

/**
 * The weekly cashback, end to end against the real API: a member deposits, loses at the demo slot this week
 * (one spin at the slot's page, the rest played server-side by `POST /api/demo/play`, the same spins without the
 * 2.5 s wait), sees the week's cashback so far on the wallet strip, the week's cashback is published (`npm run
 * simulate -- cashback <phone>`), and the member claims it from /promotion: the credit, history tab 1 and the strip
 * all show it.
 */
test.skip(mockMode, "the embedded API's demo slot and cashback job");

const simulate = (...args: string[]) =>
  execFileSync("npm", ["run", "--silent", "simulate", "--", ...args], { env: process.env, encoding: "utf8" });
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);
const baht = (satang: number) => (satang / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("a member who lost at the demo slot this week claims the cashback from /promotion", async ({ page, baseURL }, info) => {
  test.setTimeout(120_000);
  const phone = freshPhone(36, info.project.name);
  await registerViaApi(page.request, phone);
  const prepared = await page.request.post("/api/requests/deposit/prepare", { data: { amount: 1000, promotion_id: null, ip: "" } });
  expect(prepared.ok()).toBe(true);
  simulate("transfer", phone, "--base", baseURL!);
  await page.goto("/");
  await expect(page.getByTestId("balance")).toHaveText(/^฿1,000\.\d\d$/, { timeout: 20_000 });

  // One spin at the slot's own page, as the member plays it.
  const launched = await page.request.post("/api/games/launch", { data: { host: 1 } });
  await page.goto(((await launched.json()) as { url: string }).url);
  await page.waitForURL(/\/demo-provider\/play\//);
  const spun = page.waitForResponse((r) => r.url().endsWith("/demo-provider/api/spin") && r.request().method() === "POST");
  await page.getByTestId("spin").click();
  expect((await spun).status()).toBe(200);

  // The rest of a losing week: at least 200 baht down since Monday.
  const played = await page.request.post(`/api/demo/play?phone=${phone}&lose=200`);
  expect(played.status()).toBe(200);
  const { data: week } = (await played.json()) as { data: { stopped: string; week_net_loss_satang: number; balance_satang: number } };
  expect(week.stopped).toBe("reached");
  expect(week.week_net_loss_satang).toBeGreaterThanOrEqual(20_000);
  const cashback = Math.floor((week.week_net_loss_satang * 5) / 100);

  // Before Monday: the strip shows what the week will pay so far.
  await page.goto("/");
  const strip = page.getByTestId("bonus-strip");
  await expect(strip.getByTestId("strip-cashback-week")).toHaveText(`สัปดาห์นี้ ฿${baht(cashback)}`);
  await expect(strip.getByTestId("strip-bonus-pending")).toContainText("฿0.00");

  expect(simulate("cashback", phone, "--base", baseURL!)).toContain("1 new bonuses");
  await page.goto("/promotion");
  const mine = page.getByTestId("member-bonuses");
  const row = mine.getByTestId("claimable-bonus").filter({ hasText: "คืนยอดเสีย" });
  await expect(row).toContainText(`${baht(cashback)} บาท`);
  await row.getByRole("button", { name: "รับโบนัส", exact: true }).click();
  const dialog = page.getByTestId("bonus-claim-dialog");
  await expect(dialog).toContainText(`รับโบนัส ${baht(cashback)} บาท เรียบร้อยแล้ว`);
  await dialog.getByRole("button", { name: "ปิด" }).first().click();
  await expect(mine.getByTestId("claimable-bonus")).toHaveCount(0);

  // The credit: the provider's balance after the week's play, plus the cashback.
  await page.goto("/");
  await expect(page.getByTestId("balance")).toHaveText(`฿${baht(week.balance_satang + cashback)}`);
  await expect(strip.getByTestId("strip-bonus-total")).toContainText(`฿${baht(cashback)}`);
  await expect(strip.getByTestId("strip-bonus-pending")).toContainText("฿0.00");
  if (info.project.name.startsWith("mobile")) await page.screenshot({ path: info.outputPath("cashback-strip-375.png") });

  await page.goto("/history?tab=1");
  const rows = page.getByTestId("history-bonus").getByTestId("history-row");
  await expect(rows).toHaveCount(1);
  await expect(cell(rows.first(), "ประเภท")).toContainText("คืนยอดเสีย");
  await expect(cell(rows.first(), "จำนวนเงิน (บาท)")).toHaveText(baht(cashback));
  await expect(cell(rows.first(), "สถานะ")).toHaveText("รับแล้ว");
  await expect(cell(rows.first(), "เทิร์นโอเวอร์")).toHaveText(`1 เท่า · ${baht(cashback)} บาท`);
});
