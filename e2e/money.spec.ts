import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { expect, test, type APIRequestContext } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { expectHomeAfterOutcome, expectTitleClear, mockMode, nextDepositPoll, scrollToEnd } from "./support";
import { expectLogLine, scrapeMetrics, seriesValue } from "./scraper";

/**
 * Money through the real API (docs/api.md#money): a bank-transfer deposit credited by a signed statement line from
 * `npm run simulate`, exactly once; bad signatures refused; Idempotency-Key replays; withdrawal refusals and hold.
 */
test.skip(mockMode, "the embedded API's ledger");

/** Each sender's demo key (server/env.ts): the bank-statement feed's and the payment gateway's. */
const DEMO_BANK_WEBHOOK_SECRET = "demo-bank-statement-webhook-secret-do-not-use-in-production";
const DEMO_GATEWAY_WEBHOOK_SECRET = "demo-payment-gateway-webhook-secret-do-not-use-in-production";

type Profile = { ufabet_credit: number; completed_requests: { id: number; status: string }[] };
/** The profile as the raw API sends it (money as decimal strings), credit as a number. */
async function profileOf(request: APIRequestContext): Promise<Profile> {
  const { data } = (await (await request.get("/api/customers/profile")).json()) as { data: Profile & { ufabet_credit: string | number } };
  return { ...data, ufabet_credit: Number(data.ufabet_credit) };
}

function signed(body: unknown, secret = DEMO_BANK_WEBHOOK_SECRET, ts = Math.floor(Date.now() / 1000)) {
  const raw = JSON.stringify(body);
  const signature = createHmac("sha256", secret).update(`${ts}.${raw}`).digest("hex");
  return { data: raw, headers: { "content-type": "application/json", "x-timestamp": String(ts), "x-signature": signature } };
}

const simulate = (...args: string[]) =>
  execFileSync("npm", ["run", "--silent", "simulate", "--", ...args], { env: process.env, encoding: "utf8" });

test("a bank-transfer deposit is credited once from the statement feed, then the member can withdraw", async ({ request, playwright, baseURL }, info) => {
  // The bank feed is another caller: no member cookies.
  const feed = await playwright.request.newContext({ baseURL });
  const phone = freshPhone(30, info.project.name);
  await registerViaApi(request, phone);
  expect((await request.post("/api/requests/withdraw", { data: { phone, amount: 50 } })).status()).toBeGreaterThanOrEqual(400);

  const key = `e2e-${phone}-prepare`;
  const prepare = () =>
    request.post("/api/requests/deposit/prepare", { data: { amount: 500, promotion_id: null, ip: "" }, headers: { "idempotency-key": key } });
  const first = await prepare();
  expect(first.status()).toBe(200);
  const opened = (await first.json()) as { success: boolean; data: { id: number; amount: number | string; to_account_number: string } };
  const amount = Number(opened.data.amount);
  expect(opened.success).toBe(true);
  expect(amount).toBeGreaterThan(500);
  expect(amount).toBeLessThan(501);
  // The same key replays the first answer; it opens nothing new.
  expect(await (await prepare()).json()).toEqual(opened);

  // A forged or stale statement line is refused and credits nothing.
  const line = { statement_id: `e2e-${phone}`, amount };
  expect((await feed.post("/api/webhooks/bank-statement", signed(line, "not-the-secret"))).status()).toBe(401);
  // Signed with the payment gateway's key: the bank feed has its own.
  expect((await feed.post("/api/webhooks/bank-statement", signed(line, DEMO_GATEWAY_WEBHOOK_SECRET))).status()).toBe(401);
  expect((await feed.post("/api/webhooks/bank-statement", signed(line, DEMO_BANK_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301))).status()).toBe(401);
  expect((await profileOf(request)).ufabet_credit).toBe(0);

  // The operator's feed (simulated) credits it; the same line again is a duplicate.
  simulate("transfer", phone, "--base", baseURL!);
  await expect.poll(async () => (await profileOf(request)).completed_requests.find((r) => r.id === opened.data.id)?.status).toBe("completed");
  expect((await profileOf(request)).ufabet_credit).toBeCloseTo(amount, 2);
  const again = await feed.post("/api/webhooks/bank-statement", signed({ ...line, statement_id: `e2e-${phone}-copy` }));
  expect(again.ok()).toBe(true); // no open deposit matches: manual review, not a second credit
  expect((await profileOf(request)).ufabet_credit).toBeCloseTo(amount, 2);

  // Withdraw: more than the balance is refused; a fair amount is held (the credit leaves the game account).
  expect((await (await request.post("/api/requests/withdraw", { data: { phone, amount: 100_000 } })).json()).success).toBe(false);
  const withdrawal = await request.post("/api/requests/withdraw", { data: { phone, amount: 100 }, headers: { "idempotency-key": `e2e-${phone}-w` } });
  expect((await withdrawal.json()).success).toBe(true);
  expect((await profileOf(request)).ufabet_credit).toBeCloseTo(amount - 100, 2);
  expect((await (await request.post("/api/requests/withdraw", { data: { phone, amount: 1 } })).json()).success).toBe(false); // one pending at a time

  const history = (await (await request.get("/api/customers/history?type=deposit-withdraw")).json()) as { data: unknown[] };
  expect(history.data.length).toBeGreaterThanOrEqual(2);
  await feed.dispose();

  // Every call answered carries its request id; the scraper sees the money move and the calls that made it.
  expect(first.headers()["x-request-id"]).toMatch(/^([0-9a-f-]{36}|[0-9a-f]{32})$/); // the app's own, or the front's
  const scrape = await scrapeMetrics(request);
  expect(seriesValue(scrape, 'money_events_total{event="deposit_credited"}')).toBeGreaterThanOrEqual(1);
  expect(seriesValue(scrape, 'money_events_total{event="withdrawal_requested"}')).toBeGreaterThanOrEqual(1);
  expect(seriesValue(scrape, 'http_requests_total{route="/api/requests/deposit/prepare",method="POST",status="200"}')).toBeGreaterThanOrEqual(2);
});

test("in the browser: deposit by transfer, the statement arrives, the success text, the credit, home", { tag: "@layout" }, async ({ page, baseURL }, info) => {
  test.setTimeout(90_000);
  const phone = freshPhone(31, info.project.name);
  await registerViaApi(page.request, phone);
  await page.clock.install(); // the deposit watch's 10 s reads pass when the test says
  await page.goto("/deposit");
  await page.getByTestId("deposit-warning").getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();
  await page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)").fill("250");
  const prepared = page.waitForResponse((r) => r.url().endsWith("/api/requests/deposit/prepare") && r.request().method() === "POST");
  await page.getByRole("button", { name: "ทำรายการฝาก" }).click();
  const box = page.getByTestId("deposit-box");
  await expect(box.getByTestId("deposit-countdown")).toContainText(/1[45]:\d\d/);
  const amount = (await box.getByTestId("deposit-amount").textContent())!.replace("฿", "");
  // The request id the browser saw: the server's log line of this deposit must carry it (scripts/check-server-logs.mjs).
  expectLogLine({ req_id: (await prepared).headers()["x-request-id"]!, money: "deposit_opened" });
  expect(amount).toMatch(/^250\.\d\d$/);

  await scrollToEnd(page);
  simulate("transfer", phone, "--base", baseURL!);
  await nextDepositPoll(page);
  await expect(page.getByTestId("deposit-outcome")).toHaveText(new RegExp(`คุณทำการฝากเงินจำนวน ${amount.replace(".", "\\.")} บาท เรียบร้อยแล้ว`));
  await expectTitleClear(page);
  await expectHomeAfterOutcome(page);
  await expect(page.getByTestId("balance")).toHaveText(`฿${amount}`);
});
