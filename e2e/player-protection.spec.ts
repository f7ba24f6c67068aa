import { createHmac } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { fillLogin, isMobile, mockMode } from "./support";
import { HTML_BUDGET } from "../scripts/bench/routes";

/**
 * Player protection in the browser: /account's sections against the real API (and, in QA mode, against the
 * MSW backend through the BFF: PUT and DELETE calls, the server-side exclusion read). Each test has fresh members.
 */
const PASSWORD = "Secret123";
/** The bank-statement feed's demo key (server/env.ts); the gateway signs with its own. */
const DEMO_BANK_WEBHOOK_SECRET = "demo-bank-statement-webhook-secret-do-not-use-in-production";
const DATE = /\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d/;

/** RFC 6238 (SHA-1, 30 s, 6 digits) from the base32 secret the page shows, as an authenticator app computes it. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...secret.replace(/[\s=]/g, "").toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0")).join("");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const h = createHmac("sha1", key).update(counter).digest();
  const o = h[19]! & 0xf;
  const n = ((h[o]! & 0x7f) << 24) | (h[o + 1]! << 16) | (h[o + 2]! << 8) | h[o + 3]!;
  return String(n % 1_000_000).padStart(6, "0");
}

/** A deposit credited through the embedded API: prepare, then the bank statement line signed as the operator's feed. */
async function credit(request: APIRequestContext, feed: APIRequestContext, amount: number) {
  const opened = await request.post("/api/requests/deposit/prepare", { data: { amount, promotion_id: null, ip: "" } });
  expect(opened.status()).toBe(200);
  const { data } = (await opened.json()) as { data: { id: number; amount: number | string } };
  const raw = JSON.stringify({ statement_id: `e2e-account-${data.id}`, amount: Number(data.amount) });
  const ts = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", DEMO_BANK_WEBHOOK_SECRET).update(`${ts}.${raw}`).digest("hex");
  const delivered = await feed.post("/api/webhooks/bank-statement", {
    data: raw,
    headers: { "content-type": "application/json", "x-timestamp": String(ts), "x-signature": signature },
  });
  expect(((await delivered.json()) as { outcome: string }).outcome).toBe("credited");
}

/** The notification dialog (components/popups): its message, then ตกลง. */
async function readNotification(page: Page, message: RegExp) {
  const popup = page.getByTestId("notification-popup");
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByTestId("notification-message")).toHaveText(message);
  await popup.getByRole("button", { name: "ตกลง" }).click();
  await expect(popup).toBeHidden();
}

test("a deposit limit: set on /account, then a deposit over it is refused with the Thai message; a raise waits 24 hours", async ({ page }, info) => {
  await registerViaApi(page.request, freshPhone(80, info.project.name), PASSWORD);
  await page.goto("/account#limits");
  const limits = page.getByTestId("account-limits");
  await limits.getByLabel("วงเงินรายวัน (บาท)").fill("500");
  await limits.getByRole("button", { name: "บันทึกวงเงิน" }).click();
  await expect(limits.getByTestId("limits-saved")).toContainText("การลดวงเงินมีผลทันที");
  await expect(limits.getByTestId("limit-daily")).toContainText("฿500.00");

  await page.goto("/deposit");
  await page.getByTestId("deposit-warning").getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();
  await expect(page.getByTestId("deposit-limit-note")).toContainText("ฝากได้อีก ฿500.00");
  await page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)").fill("600");
  await page.getByRole("button", { name: "ทำรายการฝาก" }).click();
  await expect(page.getByTestId("deposit-error")).toHaveText(
    /^ยอดนี้เกินวงเงินฝากรายวันที่คุณตั้งไว้ ฝากได้อีก 500\.00 บาท วงเงินเริ่มรอบใหม่ \d\d\/\d\d\/\d\d 00:00:00$/,
  );

  await page.goto("/account#limits");
  await limits.getByLabel("วงเงินรายวัน (บาท)").fill("1000");
  await limits.getByRole("button", { name: "บันทึกวงเงิน" }).click();
  await expect(limits.getByTestId("limit-daily-pending")).toHaveText(new RegExp(`^รอเพิ่มเป็น ฿1,000.00 มีผล ${DATE.source}$`));
  await expect(limits.getByTestId("limit-daily")).toContainText("฿500.00");
});

test("the reality check appears over a member page when the interval comes round, counted from the server's session start", { tag: "@layout" }, async ({ page }, info) => {
  await registerViaApi(page.request, freshPhone(81, info.project.name), PASSWORD);
  await page.clock.install();
  await page.goto("/account#reality-check");
  await page.getByTestId("reality-choices").getByText("15 นาที").click();
  await expect(page.getByTestId("reality-saved")).toHaveText("ตั้งค่าแล้ว: เตือนทุก 15 นาที");

  // A member page: the watcher loads once idle and reads the session's start and the server's time.
  await page.goto("/");
  // The watcher has read the session's start and scheduled the reminder (it notes when on the page's root).
  await expect(page.locator("html")).toHaveAttribute("data-reality-check-at", /^\d+$/);
  await page.clock.fastForward("14:00");
  await expect(page.getByTestId("reality-check")).toBeHidden();
  await page.clock.fastForward("01:30");
  const dialog = page.getByTestId("reality-check");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("reality-check-elapsed")).toHaveText(/^1[56] นาที$/);
  await expect(dialog.getByTestId("reality-check-figures")).toContainText("ฝากเงิน");
  await expect(dialog.getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
  await dialog.getByRole("button", { name: "เล่นต่อ" }).click();
  await expect(dialog).toBeHidden();
  // The next one an interval later, not at once.
  await page.clock.fastForward("10:00");
  await expect(page.getByTestId("reality-check")).toBeHidden();
});

test("self-excluded: a confirmation that it cannot be undone, then the lobby's play buttons and the deposit page say why; withdraw and history stay open", { tag: "@layout" }, async ({
  page,
  context,
}, info) => {
  await registerViaApi(page.request, freshPhone(82, info.project.name), PASSWORD);
  await page.goto("/account#exclusion");
  const section = page.getByTestId("account-exclusion");
  await section.getByText("6 เดือน", { exact: true }).click();
  await section.getByLabel("รหัสผ่านของคุณ (เพื่อยืนยัน)", { exact: true }).fill(PASSWORD);
  await section.getByRole("button", { name: "ดำเนินการต่อ" }).click();
  const confirm = page.getByTestId("exclusion-confirm");
  await expect(confirm).toContainText("ยืนยันการระงับบัญชีตนเอง");
  await expect(confirm.getByTestId("exclusion-confirm-until")).toHaveText(new RegExp(`^6 เดือน · ตั้งแต่ตอนนี้จนถึง ${DATE.source}`));
  await expect(confirm).toContainText("เมื่อยืนยันแล้ว ยกเลิกหรือย่นระยะเวลาไม่ได้ แม้ติดต่อเจ้าหน้าที่");
  await confirm.getByRole("button", { name: "ยืนยันระงับบัญชี" }).click();
  await expect(section.getByTestId("exclusion-done")).toHaveText(new RegExp(`^คุณระงับบัญชีตนเองไว้จนถึง ${DATE.source}`));

  // The lobby: the reason above the cards; a tap opens no game tab.
  await page.goto("/");
  const note = page.locator("[data-play-note]");
  await expect(note).toHaveText(new RegExp(`^คุณระงับบัญชีตนเองไว้จนถึง ${DATE.source} ระหว่างนี้เข้าเล่นเกมไม่ได้ดูรายละเอียด$`));
  let opened = 0;
  context.on("page", () => opened++);
  await page.locator("[data-play]").first().click();
  await expect(note).toBeFocused();
  await page.waitForTimeout(500);
  expect(opened).toBe(0);
  if (isMobile(page)) {
    await expect(page.getByTestId("enter-game-blocked")).toHaveText("พักการเล่น");
    await expect(page.getByTestId("enter-game-blocked")).toHaveAttribute("href", "/account#exclusion");
  }
  await page.goto("/slot");
  await expect(page.locator("[data-play-note]")).toBeVisible();
  // The notes cost the page little: its HTML stays within the budget every page keeps to.
  for (const path of ["/", "/slot", "/deposit"]) expect(Buffer.byteLength(await (await page.request.get(path)).text()), path).toBeLessThanOrEqual(HTML_BUDGET);

  // The deposit page says why instead of a form.
  await page.goto("/deposit");
  await expect(page.getByTestId("deposit-blocked")).toContainText("ฝากเงินไม่ได้ระหว่างพักการเล่น");
  await expect(page.getByTestId("deposit-blocked")).toContainText(new RegExp(`คุณระงับบัญชีตนเองไว้จนถึง ${DATE.source}`));
  await expect(page.getByTestId("deposit-form")).toHaveCount(0);
  // The API refuses too, whatever the page shows.
  const refused = await page.request.post("/api/requests/deposit/prepare", { data: { amount: 100, promotion_id: null, ip: "" } });
  expect(((await refused.json()) as { msg: string }).msg).toMatch(/^คุณระงับบัญชีตนเองไว้จนถึง/);

  await page.getByTestId("deposit-blocked").getByRole("link", { name: "ถอนเงิน" }).click();
  await expect(page.getByTestId("withdraw-form")).toBeVisible();
  await page.goto("/history?tab=2");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/history\?tab=2$/);
});

test("ending another device's session from /account logs that device out; its login was a new-device notice", async ({ page, browser }, info) => {
  const phone = freshPhone(83, info.project.name);
  await registerViaApi(page.request, phone, PASSWORD);
  // The second device logs in through the page.
  const other = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: info.project.use.viewport });
  const device = await other.newPage();
  await device.goto("/login");
  await fillLogin(device, phone, PASSWORD);
  await expect(device).toHaveURL(/\/$/);

  await page.goto("/account#sessions");
  // The first device is told of the new one (the embedded API's notices; the QA backend has none).
  if (!mockMode) await readNotification(page, /^มีการเข้าสู่ระบบบัญชีของคุณจากอุปกรณ์ใหม่: .+ \(IP .+\) เมื่อ \d\d\/\d\d\/\d\d/);
  const sessions = page.getByTestId("account-sessions");
  await expect(sessions.getByTestId("session-current")).toContainText("อุปกรณ์นี้");
  const others = sessions.getByTestId("session-other");
  await expect(others).toHaveCount(1);
  await others.getByRole("button", { name: /^ออกจากระบบ / }).click();
  await expect(sessions.getByTestId("sessions-only-this")).toBeVisible();
  if (!mockMode) await expect(sessions.getByTestId("login-history").getByTestId("login-ok")).toHaveCount(1);

  // The ended device's next call is refused: the site there logs out to /login.
  await device.goto("/deposit");
  await expect(device).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(device.getByRole("button", { name: "เข้าสู่ระบบ", exact: true })).toBeVisible();
  // This device stays in.
  await page.reload();
  await expect(page.getByTestId("account-sessions").getByTestId("session-current")).toBeVisible();
  await other.close();
});

test("two-factor: set up from the QR's secret with a code computed here, then withdraw with the current code; other devices are told", async ({
  page,
  browser,
  playwright,
  baseURL,
}, info) => {
  test.skip(mockMode, "real TOTP codes and a credited deposit: the embedded API");
  test.setTimeout(90_000);
  const phone = freshPhone(84, info.project.name);
  await registerViaApi(page.request, phone, PASSWORD);
  const feed = await playwright.request.newContext({ baseURL });
  await credit(page.request, feed, 300);
  await feed.dispose();
  // Another device, logged in before two-factor goes on.
  const other = await browser.newContext({ baseURL, viewport: info.project.use.viewport });
  const device = await other.newPage();
  await device.goto("/login");
  await fillLogin(device, phone, PASSWORD);
  await expect(device).toHaveURL(/\/$/);

  await page.goto("/account#two-factor");
  const section = page.getByTestId("account-two-factor");
  if (!mockMode) await readNotification(page, /^มีการเข้าสู่ระบบบัญชีของคุณจากอุปกรณ์ใหม่/);
  await section.getByRole("button", { name: "เปิดใช้งาน" }).click();
  const setup = section.getByTestId("two-factor-setup");
  await expect(setup.getByTestId("qr-code")).toHaveAttribute("data-payload", /^otpauth:\/\/totp\/GOLDMOON(?::|%3A)\d+\?secret=[A-Z2-7]+&issuer=GOLDMOON/);
  const secret = (await setup.getByTestId("two-factor-secret").getAttribute("data-secret"))!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel("รหัส 6 หลักจากแอป").fill(totp(secret));
  await setup.getByRole("button", { name: "ยืนยันและเปิดใช้" }).click();
  const codes = section.getByTestId("recovery-codes");
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  const recovery = (await codes.getByRole("listitem").allTextContents()).map((c) => c.trim());
  await codes.getByRole("button", { name: "เก็บรหัสแล้ว" }).click();
  await expect(section.getByTestId("two-factor-status")).toHaveText("เปิดใช้งานอยู่ · รหัสกู้คืนเหลือ 10 รหัส");

  // The other device is told.
  await device.reload();
  await readNotification(device, /^เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว เมื่อ \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d จาก /);
  await other.close();

  // Withdraw: the form asks for the code; the enable code's time step is used up, so the next step's code (one step of
  // drift is allowed), as an app shows it a moment later.
  await page.goto("/withdraw");
  const form = page.getByTestId("withdraw-form");
  await form.getByLabel("จำนวนเงินที่ต้องการถอน (บาท)").fill("100");
  await form.getByRole("button", { name: "ยืนยันการถอน" }).click();
  await expect(form).toContainText("กรุณากรอกรหัส 6 หลักจากแอปยืนยันตัวตน หรือรหัสกู้คืน");
  await form.getByLabel("รหัสยืนยันตัวตน (2FA)").fill(totp(secret, Date.now() + 30_000));
  await form.getByRole("button", { name: "ยืนยันการถอน" }).click();
  await expect(page.getByTestId("withdraw-process")).toContainText("฿100.00");

  // Off again: the password and a recovery code.
  await page.goto("/account#two-factor");
  const off = section.getByTestId("two-factor-disable");
  await off.getByLabel("รหัสผ่าน", { exact: true }).fill(PASSWORD);
  await off.getByLabel("รหัส 6 หลัก หรือรหัสกู้คืน").fill(recovery[0]!);
  await off.getByRole("button", { name: "ปิดการใช้งาน" }).click();
  await expect(section.getByRole("button", { name: "เปิดใช้งาน" })).toBeVisible();
});

test("/account is reachable from the drawer and the footer, each section by its anchor", { tag: "@layout" }, async ({ page }, info) => {
  await registerViaApi(page.request, freshPhone(85, info.project.name), PASSWORD);
  await page.goto("/promotion");
  await page.getByRole("contentinfo").getByRole("link", { name: "พักการเล่น / ระงับบัญชี" }).click();
  await expect(page).toHaveURL(/\/account#exclusion$/);
  await expect(page.getByTestId("account-exclusion")).toBeInViewport();
  await page.goto("/");
  await page.getByRole("button", { name: "เมนู" }).first().click();
  await page.getByTestId("drawer").getByRole("link", { name: "พักการเล่น / ระงับบัญชี" }).click();
  await expect(page).toHaveURL(/\/account#exclusion$/);
  for (const id of ["limits", "reality-check", "exclusion", "sessions", "two-factor"]) {
    await page.goto(`/account#${id}`);
    await expect(page.locator(`section#${id}`)).toBeInViewport();
  }
  // Everything loads in the browser: the page's HTML stays small.
  expect(Buffer.byteLength(await (await page.request.get("/account")).text())).toBeLessThanOrEqual(HTML_BUDGET);
});
