import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { expectHomeAfterOutcome, expectTitleClear, mockMode, nextDepositPoll, scrollToEnd } from "./support";

/**
 * The wallet in the browser against the embedded API: a PromptPay QR deposit paid by the sandbox gateway, a
 * cancelled and an expired deposit, and a withdrawal approved by the operator (`npm run ops`) down to its history
 * row. QA mode has its own wallet-ui.spec.ts.
 */
test.skip(mockMode, "the embedded API's ledger, jobs and operator commands");

const npm = (script: string, ...args: string[]) =>
  execFileSync("npm", ["run", "--silent", script, "--", ...args], { env: process.env, encoding: "utf8" });

type Profile = { ufabet_credit: number; pending_request: { id: number } | null };
async function profileOf(request: APIRequestContext): Promise<Profile> {
  const { data } = (await (await request.get("/api/customers/profile")).json()) as { data: Profile & { ufabet_credit: string | number } };
  return { ...data, ufabet_credit: Number(data.ufabet_credit) };
}

/** The phone's open deposit as the demo API sees it (null when none is open). */
async function openDeposit(request: APIRequestContext, phone: string) {
  const { data } = (await (await request.get(`/api/demo/open-deposit?phone=${phone}`)).json()) as {
    data: { id: number; method: string; amount: number } | null;
  };
  return data;
}

/** "14:58" → 898 s. */
const secondsOf = (text: string) => {
  const [, m, s] = /(\d\d):(\d\d)/.exec(text) ?? [];
  return Number(m) * 60 + Number(s);
};

/** /deposit, past the warning, the amount and the method; submits and returns the box. */
async function openDepositInBrowser(page: Page, amount: string, method: "bank" | "qr") {
  await page.goto("/deposit");
  await page.getByTestId("deposit-warning").getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();
  await page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)").fill(amount);
  if (method === "qr") await page.getByText("สแกน QR พร้อมเพย์", { exact: true }).click();
  await page.getByRole("button", { name: "ทำรายการฝาก" }).click();
  const box = page.getByTestId(method === "qr" ? "deposit-qr-box" : "deposit-box");
  await expect(box).toBeVisible();
  const id = Number(/รายการเลขที่ (\d+)/.exec((await box.textContent()) ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return { box, id };
}

/** The one row of /history?tab=2 whose status reads `status` (the member's other rows have other states). */
async function historyRow(page: Page, status: string) {
  const row = page.getByTestId("history-row").filter({ has: page.locator('td[data-label="สถานะ"]', { hasText: new RegExp(`^${status}$`) }) });
  await expect(row).toHaveCount(1);
  return row;
}
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);

test("a QR deposit: the PromptPay code, a running countdown, the gateway's callback, the success text and the credit", async ({ page, baseURL }, info) => {
  test.setTimeout(90_000);
  const phone = freshPhone(40, info.project.name);
  await registerViaApi(page.request, phone);
  // The page's clock is the test's: the countdown and the deposit watch's 10 s reads move when the test says.
  await page.clock.install();
  const { box, id } = await openDepositInBrowser(page, "200", "qr");

  const qr = box.getByTestId("qr-code");
  await expect(qr).toHaveAttribute("aria-label", "QR พร้อมเพย์ ยอด 200.00 บาท");
  // An EMVCo PromptPay payload (its application id) carrying the amount (tag 54).
  await expect(qr).toHaveAttribute("data-payload", /A000000677010111.*5406200\.00/);
  await expect(box.getByTestId("deposit-amount")).toHaveText("฿200.00");
  const open = await openDeposit(page.request, phone);
  expect(open).toMatchObject({ id, method: "gateway", amount: 200 });

  // The countdown starts near 15:00 and runs.
  const countdown = box.getByTestId("deposit-countdown");
  await expect(countdown).toContainText(/เหลือเวลาทำรายการ\s*1[45]:\d\d/);
  const first = secondsOf((await countdown.textContent())!);
  await page.clock.fastForward(3_000);
  await expect.poll(async () => first - secondsOf((await countdown.textContent())!)).toBeGreaterThanOrEqual(3);
  expect(first - secondsOf((await countdown.textContent())!)).toBeLessThanOrEqual(5);

  npm("simulate", "gateway", String(id), "--base", baseURL!);
  await nextDepositPoll(page);
  await expect(page.getByTestId("deposit-outcome")).toHaveText(/คุณทำการฝากเงินจำนวน 200\.00 บาท เรียบร้อยแล้ว/);
  await expectHomeAfterOutcome(page);
  await expect(page.getByTestId("balance")).toHaveText("฿200.00");
  expect((await profileOf(page.request)).ufabet_credit).toBe(200);
  expect(await openDeposit(page.request, phone)).toBeNull();
});

test("cancelling a transfer deposit: back to the form with nothing open, cancelled in the history", async ({ page }, info) => {
  const phone = freshPhone(41, info.project.name);
  await registerViaApi(page.request, phone);
  const { box, id } = await openDepositInBrowser(page, "150", "bank");
  const amount = (await box.getByTestId("deposit-amount").textContent())!.replace("฿", "");
  expect(amount).toMatch(/^150\.\d\d$/);
  expect((await openDeposit(page.request, phone))?.id).toBe(id);

  await box.getByRole("button", { name: "ยกเลิกรายการฝาก" }).click();
  await expect(page.getByTestId("deposit-form")).toBeVisible();
  await expect(page.getByTestId("deposit-box")).toHaveCount(0);
  expect(await openDeposit(page.request, phone)).toBeNull();
  expect((await profileOf(page.request)).pending_request).toBeNull();
  // A reload does not resume it either.
  await page.reload();
  await page.getByTestId("deposit-warning").getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();
  await expect(page.getByTestId("deposit-form")).toBeVisible();
  await expect(page.getByTestId("deposit-box")).toHaveCount(0);

  await page.goto("/history?tab=2");
  const row = await historyRow(page, "ยกเลิก");
  await expect(page.getByTestId("history-row")).toHaveCount(1);
  await expect(cell(row, "จำนวนเงิน (บาท)")).toHaveText(amount);
  await expect(cell(row, "ประเภท")).toHaveText(/^ฝาก\s*สมาชิกยกเลิกรายการเอง$/);
});

test("an expired deposit: the watch shows the API's 'deposit time ended' in Thai, then the member can deposit again", async ({ page, baseURL }, info) => {
  test.setTimeout(90_000);
  const phone = freshPhone(42, info.project.name);
  await registerViaApi(page.request, phone);
  await page.clock.install(); // the deposit watch's 10 s reads pass when the test says
  const { box, id } = await openDepositInBrowser(page, "120", "bank");
  const amount = (await box.getByTestId("deposit-amount").textContent())!.replace("฿", "");
  await expect(box.getByTestId("deposit-countdown")).toContainText(/1[45]:\d\d/);

  // The server's deadline ends now (the browser's own countdown still shows minutes): only the watch can tell.
  await scrollToEnd(page);
  expect(npm("simulate", "expire", phone, "--base", baseURL!)).toContain(`deposit ${id}: countdown ended`);
  // The scheduler's next tick expires it (a read runs no job), then the watch's next poll sees it.
  await expect.poll(() => openDeposit(page.request, phone)).toBeNull();
  await nextDepositPoll(page);
  await expect(page.getByTestId("deposit-outcome")).toHaveText(/ไม่สามารถฝากเงิน \(หมดเวลาทำรายการฝาก\)/);
  await expectTitleClear(page);
  await expectHomeAfterOutcome(page);

  expect(await openDeposit(page.request, phone)).toBeNull();
  const { box: again, id: next } = await openDepositInBrowser(page, "120", "bank");
  expect(next).toBeGreaterThan(id);
  await expect(again.getByTestId("deposit-countdown")).toContainText(/เหลือเวลาทำรายการ\s*1[45]:\d\d/);
  await again.getByRole("button", { name: "ยกเลิกรายการฝาก" }).click();
  await expect(page.getByTestId("deposit-form")).toBeVisible();

  await page.goto("/history?tab=2");
  const row = await historyRow(page, "หมดเวลา");
  await expect(cell(row, "จำนวนเงิน (บาท)")).toHaveText(amount);
  await expect(cell(row, "ประเภท")).toHaveText(/^ฝาก\s*หมดเวลาทำรายการฝาก$/);
  await expect(cell(await historyRow(page, "ยกเลิก"), "ประเภท")).toContainText("ฝาก");
});

test("a withdrawal: WithdrawProcess, the operator approves it, the history shows it completed", async ({ page, baseURL }, info) => {
  // `npm run ops` opens the database itself; the embedded PGlite admits one process at a time (the running app).
  test.skip(!process.env.DATABASE_URL, "needs PostgreSQL (DATABASE_URL): npm run ops cannot open the app's PGlite while it runs");
  test.setTimeout(90_000);
  const phone = freshPhone(43, info.project.name);
  await registerViaApi(page.request, phone);
  const prepared = await page.request.post("/api/requests/deposit/prepare", { data: { amount: 300, promotion_id: null, ip: "" } });
  const deposit = Number(((await prepared.json()) as { data: { amount: number | string } }).data.amount);
  npm("simulate", "transfer", phone, "--base", baseURL!);
  await expect.poll(async () => (await profileOf(page.request)).ufabet_credit).toBeCloseTo(deposit, 2);

  await page.goto("/withdraw");
  await expect(page.getByTestId("withdraw-credit")).toHaveText(`฿${deposit.toFixed(2)}`);
  await page.getByLabel("จำนวนเงินที่ต้องการถอน (บาท)").fill("100");
  await scrollToEnd(page);
  await page.getByRole("button", { name: "ยืนยันการถอน" }).click();
  const process_ = page.getByTestId("withdraw-process");
  await expect(process_).toContainText("กำลังดำเนินการถอนเงิน");
  await expectTitleClear(page);
  await expect(process_.getByTestId("withdraw-process-amount")).toHaveText("฿100.00");
  await expect(process_).toContainText("คำขอถอน 100.00 บาท ถูกส่งแล้ว");
  expect((await profileOf(page.request)).ufabet_credit).toBeCloseTo(deposit - 100, 2);

  const listed = npm("ops", "withdrawals", "list").split("\n").find((line) => line.includes(phone));
  expect(listed).toMatch(/^#\d+\s+pending\s+100\.00 THB/);
  const withdrawal = /^#(\d+)/.exec(listed!)![1]!;
  expect(npm("ops", "withdrawals", "approve", withdrawal)).toContain(`withdrawal #${withdrawal} completed`);

  await process_.getByRole("link", { name: "ดูข้อมูลฝาก-ถอน" }).click();
  await expect(page).toHaveURL(/\/history\?tab=2$/);
  await expect(page.getByTestId("history-row")).toHaveCount(2); // the deposit and the withdrawal, both completed
  const row = page.getByTestId("history-row").filter({ has: page.locator('td[data-label="ประเภท"]', { hasText: /^ถอน$/ }) });
  await expect(row).toHaveCount(1);
  await expect(cell(row, "จำนวนเงิน (บาท)")).toHaveText("100.00");
  await expect(cell(row, "สถานะ")).toHaveText("สำเร็จ");
  await expect(page.getByTestId("net-deposit")).toHaveText(`฿${(deposit - 100).toFixed(2)}`);
});
