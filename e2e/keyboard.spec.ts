import { createHmac } from "node:crypto";
import { CREDIT_POLL_MS } from "@/lib/wallet/credit-check";
import { expect, test, type Locator, type Page } from "./fixtures";
import { freshPhone, latestCode, registerViaApi } from "./members";
import { mockMode, openOnClock, pollAfter, t } from "./support";

/**
 * The member's main paths with the keyboard only (Tab, Shift+Tab, Enter, Space, Escape): log in, register up to the
 * bank step, a deposit up to its transfer box, a withdrawal, the credit check. Every element focus lands on shows a
 * focus indicator. Dialogs: focus moves in, stays in, goes back to the opener; Esc never dismisses the deposit
 * warning. Fresh members only: the demo member's credit stays as the other specs expect it.
 */
test.skip(mockMode, "the embedded API's registration, ledger and webhooks");

const DEMO_BANK_WEBHOOK_SECRET = "demo-bank-statement-webhook-secret-do-not-use-in-production";

/** What is wrong with the focus indicator of the focused element, or "" when it shows one. */
function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "nothing is focused";
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`;
    const box = el.getBoundingClientRect();
    // A visually hidden input (a custom checkbox or radio, the OTP field over its boxes) draws its focus on what
    // stands for it beside or around it.
    const hidden = box.width <= 2 || box.height <= 2 || Number(getComputedStyle(el).opacity) < 0.1;
    if (!hidden && (box.bottom < 0 || box.top > innerHeight)) return `${name} is focused off screen`;
    const drawn = (e: Element | null) => {
      if (!e) return false;
      const cs = getComputedStyle(e);
      return (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) >= 1) || cs.boxShadow !== "none";
    };
    // A text box may show its focus as its frame's gold border (the bank sheet's search), as every field's border does.
    const goldFrame = (e: Element | null) => !!e && getComputedStyle(e).borderTopColor === "rgb(217, 154, 30)";
    const framed = el.matches("input, textarea") && (goldFrame(el) || goldFrame(el.parentElement));
    const own = !hidden && (drawn(el) || framed);
    const drawnWithin = (root: Element | null) => !!root && (drawn(root) || [...root.querySelectorAll("*")].some((d) => d !== el && drawn(d)));
    const around = hidden && (drawnWithin(el.parentElement) || drawnWithin(el.parentElement?.parentElement ?? null));
    return own || around ? "" : `${name} shows no focus indicator`;
  });
}

async function expectVisibleFocus(page: Page) {
  expect(await focusProblem(page)).toBe("");
}

const isFocused = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until one of `target`'s elements has focus (none when it has it already, as a step's
 * field the page focuses itself), checking the indicator at each stop. Past the page's last stop focus goes to the
 * browser's own controls (nothing in the page is focused); the next press comes back to the first.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await expect(target.first()).toBeVisible();
  if (await isFocused(target)) {
    await expectVisibleFocus(page);
    return;
  }
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const problem = await focusProblem(page);
    if (problem !== "nothing is focused") expect(problem).toBe("");
    if (await isFocused(target)) return;
  }
  throw new Error(`not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}: ${target}`);
}

function signed(body: unknown) {
  const raw = JSON.stringify(body);
  const ts = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", DEMO_BANK_WEBHOOK_SECRET).update(`${ts}.${raw}`).digest("hex");
  return { data: raw, headers: { "content-type": "application/json", "x-timestamp": String(ts), "x-signature": signature } };
}

test("registration with the keyboard up to the bank step; the bank sheet opens, keeps and gives back focus", async ({ page }, info) => {
  const phone = freshPhone(60, info.project.name);
  // The visitor's own address, as registerViaApi gives each member (the API counts codes per address).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${Number(phone.slice(-2))}.1` });
  await page.goto("/register");
  await tabTo(page, page.getByLabel(t.phone));
  await page.keyboard.type(phone);
  // Native selects: a closed select takes arrow keys and typed text.
  await tabTo(page, page.getByLabel("วัน", { exact: true }));
  await page.keyboard.type("15");
  await tabTo(page, page.getByLabel("เดือน", { exact: true }));
  await page.keyboard.press("ArrowDown");
  await tabTo(page, page.getByLabel("ปี พ.ศ."));
  await page.keyboard.type("2533");
  await expect(page.getByLabel("เดือน", { exact: true })).toHaveValue("1");
  await expect(page.getByLabel("ปี พ.ศ.")).toHaveValue("2533");
  await tabTo(page, page.getByRole("checkbox", { name: "ข้าพเจ้ามีอายุ 20 ปีขึ้นไป" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "ข้าพเจ้ามีอายุ 20 ปีขึ้นไป" })).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "ขอรหัส OTP" }));
  await page.keyboard.press("Enter");

  const code = await latestCode(page.request, phone);
  await tabTo(page, page.getByLabel("รหัส OTP 6 หลัก"));
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "ตั้งรหัสผ่าน" })).toBeVisible();
  await tabTo(page, page.getByLabel("รหัสผ่าน", { exact: true }));
  await page.keyboard.type("Secret123");
  await tabTo(page, page.getByLabel("ยืนยันรหัสผ่าน", { exact: true }));
  await page.keyboard.type("Secret123");
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "บัญชีธนาคาร" })).toBeVisible();
  const trigger = page.getByTestId("bank-picker");
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const sheet = page.getByTestId("bank-sheet");
  await expect(sheet).toHaveAttribute("open");
  expect(await sheet.evaluate((d) => d.contains(document.activeElement)), "focus moved into the sheet").toBe(true);
  await expectVisibleFocus(page);
  // Shift+Tab from the sheet's first stop wraps to its last, never to the page behind.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await sheet.evaluate((d) => d.contains(document.activeElement)), "focus stays in the sheet").toBe(true);
    await expectVisibleFocus(page);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).not.toHaveAttribute("open");
  await expect(trigger, "focus is back on what opened the sheet").toBeFocused();
  await expectVisibleFocus(page);
});

test("a member with the keyboard: log in, a deposit to its transfer box, a withdrawal, the credit check", async ({ page, request, playwright, baseURL }, info) => {
  test.setTimeout(60_000);
  const phone = freshPhone(61, info.project.name);
  await registerViaApi(request, phone, "Secret123"); // its own context: the page is still a visitor's

  // Log in.
  await page.goto("/login");
  await tabTo(page, page.getByLabel(t.phone));
  await page.keyboard.type(phone);
  await tabTo(page, page.getByLabel(t.password, { exact: true }));
  await page.keyboard.type("Secret123");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);

  // A deposit: the warning takes focus, Esc leaves it open, Tab stays inside, Enter acknowledges it.
  await tabTo(page, page.getByTestId("member-strip-header").getByRole("link", { name: "ฝากเงิน" }));
  await page.keyboard.press("Enter");
  const warning = page.getByTestId("deposit-warning");
  const acknowledge = warning.getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" });
  await expect(acknowledge).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(warning).toHaveAttribute("open");
  await expect(page).toHaveURL(/\/deposit$/);
  await page.keyboard.press("Tab");
  await expect(warning.getByRole("button", { name: "ปิด" })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Tab");
  await expect(acknowledge, "Tab wraps inside the warning").toBeFocused();
  await page.keyboard.press("Enter");
  await expect(warning).not.toHaveAttribute("open");
  await tabTo(page, page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)"));
  await page.keyboard.type("500");
  await page.keyboard.press("Enter");
  const box = page.getByTestId("deposit-box");
  await expect(box.getByTestId("deposit-countdown")).toBeVisible();
  const amount = (await box.getByTestId("deposit-amount").textContent())!.replace("฿", "");

  // The bank's statement line credits it (the feed is another caller), as the operator's would.
  const feed = await playwright.request.newContext({ baseURL });
  expect((await feed.post("/api/webhooks/bank-statement", signed({ statement_id: `kbd-${phone}`, amount }))).ok()).toBe(true);
  await feed.dispose();
  await expect
    .poll(async () => Number(((await (await page.request.get("/api/customers/profile")).json()) as { data: { ufabet_credit: string } }).data.ufabet_credit))
    .toBeCloseTo(Number(amount), 2);

  // A withdrawal.
  await page.goto("/withdraw");
  await tabTo(page, page.getByLabel("จำนวนเงินที่ต้องการถอน (บาท)"));
  await page.keyboard.type("100");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("withdraw-process")).toContainText("คำขอถอน 100.00 บาท ถูกส่งแล้ว");

  // The credit check, announced in a live region; its polls move on the page's clock.
  await openOnClock(page, "/");
  const refresh = page.getByTestId("member-strip-header").getByRole("button", { name: "รีเฟรชเครดิต" });
  await tabTo(page, refresh);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^ดำเนินการเช็คเครดิต$/ })).toBeVisible();
  await pollAfter(page, CREDIT_POLL_MS);
  await expect(page.getByRole("status").filter({ hasText: /^เช็คเครดิตเรียบร้อย$/ })).toBeVisible();
});
