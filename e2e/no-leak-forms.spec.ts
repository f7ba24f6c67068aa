import { expect, test, type Page, type TestInfo } from "./fixtures";
import { leaksIn } from "./leak";
import { freshPhone, latestCode, registerViaApi, submitRegisterPhone } from "./members";
import { demo, mockMode, t } from "./support";

/**
 * A form submitted before the page's JavaScript has taken it over (a slow phone, or JavaScript
 * off) must not send what was typed in an address. Every request URL, every Referer, every redirect's Location, the
 * tab's history and the final address are recorded; none may hold a password, an OTP, an amount or the phone.
 * Without JavaScript the login and the password change really work (app/form/*); the multi-step and money forms
 * come back asking the member to wait. With the scripts held back until the form is sent, the same holds, and once
 * they have run (still late) the pages' own flows still work.
 */
test.skip(mockMode, "the embedded API's registration and outbox");

const wait = "หน้าเว็บยังโหลดไม่เสร็จ";
const changed = "เปลี่ยนรหัสผ่านเรียบร้อย";

/** Everything an address could have carried, recorded for one browser context. */
class Trail {
  readonly urls = new Set<string>();
  private readonly pending: Promise<void>[] = [];
  readonly posts: string[] = [];

  constructor(private readonly page: Page) {
    const context = page.context();
    context.on("request", (r) => {
      this.urls.add(r.url());
      if (r.method() === "POST") this.posts.push(new URL(r.url()).pathname);
      this.pending.push(
        r.headerValue("referer").then(
          (referer) => void (referer && this.urls.add(referer)),
          () => undefined,
        ),
      );
    });
    context.on("response", (r) => {
      const location = r.headers()["location"];
      if (location) this.urls.add(new URL(location, r.url()).href);
    });
  }

  /** The tab's history entries, as the browser keeps them (Chromium's own list, through CDP). */
  async history(): Promise<string[]> {
    // A session opened while a navigation commits can lose its target: the document settles first, and one retry.
    await this.page.waitForLoadState("domcontentloaded");
    for (let attempt = 1; ; attempt++) {
      try {
        const cdp = await this.page.context().newCDPSession(this.page);
        const { entries } = await cdp.send("Page.getNavigationHistory");
        await cdp.detach();
        return entries.map((e) => e.url);
      } catch (error) {
        if (attempt >= 3) throw error;
        await this.page.waitForTimeout(200);
      }
    }
  }

  /** Fails with every place a secret was found. Digit-only secrets are not looked for in build assets' hashed names. */
  async expectClean(secrets: Record<string, string[]>) {
    await Promise.all(this.pending);
    const history = await this.history();
    const all = [...this.urls, ...history, this.page.url()];
    expect(history.length).toBeGreaterThan(0);
    const words = Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, v.filter((s) => !/^\d+$/.test(s))]));
    const digits = Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, v.filter((s) => /^\d+$/.test(s))]));
    const leaks = [...leaksIn(all, words), ...leaksIn(all.filter((u) => !u.includes("/_next/static/")), digits)];
    expect(leaks).toEqual([]);
    return { urls: all.length, history };
  }
}

/**
 * Every form has method=post and an action under /form/; no named input sits outside a form. Soft: on a page that
 * fails this, the test still submits and reports what leaked.
 */
async function expectSafeForms(page: Page) {
  const found = await page.evaluate(() => ({
    forms: [...document.querySelectorAll("form")].map((f) => ({ method: f.getAttribute("method"), action: f.getAttribute("action") })),
    stray: [...document.querySelectorAll("input[name], select[name], textarea[name]")].filter((el) => !(el as HTMLInputElement).form).length,
  }));
  for (const form of found.forms) {
    expect.soft(form.method).toBe("post");
    expect.soft(form.action).toMatch(/^\/form\/(login|change-password|wait)\b/);
  }
  expect.soft(found.stray).toBe(0);
  return found.forms.length;
}

/** React has attached its props to the element: the page's script has taken the form over. */
const hydrated = (page: Page, selector = "form") =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$")));

/** Each test its own address (the API limits SMS and failed logins per address), as a proxy would report it. */
const address = (slot: number, info: TestInfo) => `198.51.100.${slot * 2 + (info.project.name.startsWith("desktop") ? 1 : 0)}`;

async function fillChangePassword(page: Page, old: string, next: string) {
  await page.getByLabel("รหัสผ่านเดิม", { exact: true }).fill(old);
  await page.getByLabel("รหัสผ่านใหม่", { exact: true }).fill(next);
  await page.getByLabel("ยืนยันรหัสผ่านใหม่", { exact: true }).fill(next);
  await page.getByRole("button", { name: "เปลี่ยนรหัสผ่าน" }).click();
}

async function fillForgot(page: Page, phone: string) {
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel("ชื่อผู้ใช้").fill(`gm${phone.slice(1)}`);
  await page.getByRole("button", { name: "ขอรหัส OTP" }).click();
}

/**
 * Runs `submit` (fill and send a form before any script handles it), waits for the page the browser lands on and
 * checks at once that no address holds a secret: a GET form fails here, naming the URL.
 */
async function submitted(page: Page, trail: Trail, secrets: Record<string, string[]>, submit: () => Promise<void>) {
  const landed = page.waitForEvent("framenavigated", { predicate: (f) => f === page.mainFrame() });
  await submit();
  await landed;
  await trail.expectClean(secrets);
}

const loginButton = (page: Page) => page.getByRole("button", { name: t.login, exact: true });

async function fillLoginForm(page: Page, phone: string, password: string) {
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await loginButton(page).click();
}

function report(info: TestInfo, what: string) {
  info.annotations.push({ type: "measured", description: what });
  console.log(`[measured] ${info.project.name}: ${what}`);
}

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the login posts, logs in with the BFF's cookies and lands on the return target", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(60, info) });
    const trail = new Trail(page);
    const secrets = { phone: [demo.phone], password: [demo.password] };
    await page.goto("/login?redirect=%2Fhistory%3Ftab%3D2");
    expect.soft(await expectSafeForms(page)).toBe(1);
    await submitted(page, trail, secrets, () => fillLoginForm(page, demo.phone, demo.password));

    await expect(page).toHaveURL(/\/history\?tab=2$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "jwt")?.httpOnly).toBe(true);
    expect(Number(cookies.find((c) => c.name === "expirationDate")?.value)).toBeGreaterThan(Date.now());
    expect((await page.request.get("/api/customers/profile")).status()).toBe(200);
    expect(trail.posts).toContain("/form/login");

    const { urls, history } = await trail.expectClean(secrets);
    const visited = history.filter((u) => u.startsWith("http")).map((u) => new URL(u).pathname + new URL(u).search);
    expect(visited).toEqual(["/login?redirect=%2Fhistory%3Ftab%3D2", "/history?tab=2"]);
    report(info, `no-JS login: ${urls} URLs and history entries checked, 0 leaks`);
  });

  test("a refused login comes back to /login with the Thai reason and the return target, nothing typed in the address", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(61, info) });
    const trail = new Trail(page);
    const phone = freshPhone(60, info.project.name);
    const secrets = { phone: [phone, "12345"], password: ["Wrong1234"] };
    await page.goto("/login?redirect=%2Fdeposit");
    await submitted(page, trail, secrets, () => fillLoginForm(page, phone, "Wrong1234"));
    await expect(page.getByTestId("form-notice")).toHaveText(t.loginFailed);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/deposit");
    expect((await context.cookies()).find((c) => c.name === "jwt")).toBeUndefined();

    // The phone's format is checked by the API and its Thai message comes back the same way.
    await submitted(page, trail, secrets, () => fillLoginForm(page, "12345", "Wrong1234"));
    await expect(page.getByTestId("form-notice")).toHaveText("เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09");
  });

  test("change password: a wrong old password comes back with the reason; the right one ends the session; the new one logs in", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(62, info) });
    const phone = freshPhone(61, info.project.name);
    await registerViaApi(context.request, phone, "OldPass123");
    const trail = new Trail(page);
    const secrets = { phone: [phone], password: ["OldPass123", "Wrong1234", "NewPass456"] };

    await page.goto("/changepassword");
    expect.soft(await expectSafeForms(page)).toBe(1);
    await submitted(page, trail, secrets, () => fillChangePassword(page, "Wrong1234", "NewPass456"));
    await expect(page).toHaveURL(/\/changepassword\?notice=/);
    await expect(page.getByTestId("form-notice")).toHaveText("รหัสผ่านเดิมไม่ถูกต้อง");

    await submitted(page, trail, secrets, () => fillChangePassword(page, "OldPass123", "NewPass456"));
    await expect(page).toHaveURL(/\/login\?notice=password\.changed$/);
    await expect(page.getByTestId("form-notice")).toContainText(changed);
    expect((await context.cookies()).find((c) => c.name === "jwt")).toBeUndefined();

    await submitted(page, trail, secrets, () => fillLoginForm(page, phone, "NewPass456"));
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/customers/profile")).status()).toBe(200);
  });

  test("registration and forgotten password come back asking to wait: no SMS sent, nothing typed in the address", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(63, info) });
    const trail = new Trail(page);
    const phone = freshPhone(62, info.project.name);
    const secrets = { phone: [phone, demo.phone], username: [`gm${demo.phone.slice(1)}`] };

    await page.goto("/register");
    expect.soft(await expectSafeForms(page)).toBe(1);
    await submitted(page, trail, secrets, () => submitRegisterPhone(page, phone));
    await expect(page).toHaveURL(/\/register\?notice=forms\.wait$/);
    await expect(page.getByTestId("form-notice")).toContainText(wait);
    const outbox = await (await page.request.get(`/api/demo/outbox?phone=${phone}`)).json();
    expect(outbox.data).toEqual([]);

    await page.goto("/forgetpassword");
    expect.soft(await expectSafeForms(page)).toBe(1);
    await submitted(page, trail, secrets, () => fillForgot(page, demo.phone));
    await expect(page).toHaveURL(/\/forgetpassword\?notice=forms\.wait$/);
    await expect(page.getByTestId("form-notice")).toContainText(wait);
  });

  test("deposit and withdraw render no amount field before their script; a post to their fallback only asks to wait", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(64, info) });
    await registerViaApi(context.request, freshPhone(63, info.project.name), "Member123");
    for (const path of ["/deposit", "/withdraw"]) {
      await page.goto(path);
      await expectSafeForms(page);
      await expect(page.locator("input[name=amount]")).toHaveCount(0);
    }
    // What the deposit form would send, were it ever posted before its script: nothing is done, nothing echoed.
    const res = await page.request.post("/form/wait?to=%2Fdeposit", {
      form: { amount: "1357.25", promotion: "", method: "bank" },
      maxRedirects: 0,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(303);
    expect(res.headers()["location"]).toBe("/deposit?notice=forms.wait");
    await page.goto(res.headers()["location"]!);
    await expect(page.getByTestId("form-notice")).toContainText(wait);
  });
});

test.describe("the page's scripts held back, then late", () => {
  test.setTimeout(120_000);
  // Routes do not see what a service worker answers: keep the worker out, so every script is held. The router
  // preloads the next page's stylesheets as it starts a navigation that then waits for that page's scripts: Chrome
  // reports those preloads unused (only here, where scripts are held back on purpose).
  test.use({ serviceWorkers: "block", expectedPageErrors: [/^unused preload on .*\.css was preloaded using link preload/] });

  // Every script waits until the test has done what a member does before the page's JavaScript arrives, then comes
  // 1 s late still (the lazily loaded parts and the next page's scripts too).
  let releaseScripts: () => void = () => undefined;
  test.beforeEach(async ({ page }) => {
    const released = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await released;
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue().catch(() => undefined); // the page may have moved on meanwhile
    });
  });

  test("a login submitted at once posts and logs in; once the script has run, the page's own login works", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(70, info) });
    const trail = new Trail(page);
    const secrets = { phone: [demo.phone], password: [demo.password] };
    await page.goto("/login?redirect=%2Fchangepassword", { waitUntil: "commit" });
    await expect(loginButton(page)).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await submitted(page, trail, secrets, () => fillLoginForm(page, demo.phone, demo.password));
    await expect(page).toHaveURL(/\/changepassword$/);
    expect(trail.posts).toContain("/form/login");
    expect(trail.posts).not.toContain("/api/login");

    // Logged out, a fresh /login: wait for the script, then the fetch login as before.
    releaseScripts();
    await context.clearCookies();
    await page.goto("/login", { waitUntil: "commit" });
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
    trail.posts.length = 0;
    await fillLoginForm(page, demo.phone, demo.password);
    // Submitted the moment the page hydrates: the form's checks and the login call's contract (loaded when the browser
    // is first idle) and then the home page's scripts each come late.
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    expect(trail.posts).toContain("/api/login");
    expect(trail.posts).not.toContain("/form/login");

    const { urls } = await trail.expectClean(secrets);
    report(info, `login with scripts held back, then late: ${urls} URLs and history entries checked, 0 leaks`);
  });

  test("change password submitted at once posts; once the script has run, the page's own change works", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(71, info) });
    const phone = freshPhone(64, info.project.name);
    await registerViaApi(context.request, phone, "OldPass123");
    const trail = new Trail(page);
    const secrets = { phone: [phone], password: ["OldPass123", "Wrong1234", "NewPass456"] };

    await page.goto("/changepassword", { waitUntil: "commit" });
    await expect(page.getByLabel("รหัสผ่านเดิม", { exact: true })).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await submitted(page, trail, secrets, () => fillChangePassword(page, "Wrong1234", "NewPass456"));
    await expect(page.getByTestId("form-notice")).toHaveText("รหัสผ่านเดิมไม่ถูกต้อง");
    expect(trail.posts).toContain("/form/change-password");

    releaseScripts();
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
    trail.posts.length = 0;
    await fillChangePassword(page, "OldPass123", "NewPass456");
    await expect(page).toHaveURL(/\/login$/);
    expect(trail.posts).toContain("/api/customers/update-password");
    expect(trail.posts).not.toContain("/form/change-password");
    expect((await page.request.post("/api/login", { data: { phone, password: "NewPass456" } })).status()).toBe(200);
    await trail.expectClean(secrets);
  });

  test("registration submitted at once asks to wait; once the script has run, the whole registration works", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(72, info) });
    const trail = new Trail(page);
    const phone = freshPhone(65, info.project.name);

    await page.goto("/register", { waitUntil: "commit" });
    await expect(page.getByLabel(t.phone)).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await submitted(page, trail, { phone: [phone] }, () => submitRegisterPhone(page, phone));
    await expect(page.getByTestId("form-notice")).toContainText(wait);
    expect(trail.posts).toContain("/form/wait");

    releaseScripts();
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
    await expect(page).toHaveURL(/\/register$/); // the notice's key left the address bar
    await submitRegisterPhone(page, phone);
    await expect(page.getByTestId("form-notice")).toHaveCount(0);
    const code = await latestCode(page.request, phone);
    await page.getByLabel("รหัส OTP 6 หลัก").fill(code);
    await page.getByRole("button", { name: "ยืนยัน OTP" }).click();
    await page.getByLabel("รหัสผ่าน", { exact: true }).fill("Secret123");
    await page.getByLabel("ยืนยันรหัสผ่าน", { exact: true }).fill("Secret123");
    await page.getByRole("button", { name: "ถัดไป" }).click();
    await page.getByTestId("bank-picker").click();
    await page.getByTestId("bank-sheet").getByRole("button", { name: /ธนาคารกสิกรไทย/ }).click();
    await page.getByLabel("เลขบัญชี").fill(`4${phone.slice(1)}`);
    await page.getByLabel("ชื่อ-นามสกุล ตรงกับบัญชี").fill("สมหญิง ทดสอบ");
    await page.getByRole("button", { name: "ถัดไป" }).click();
    await page.getByRole("button", { name: "ยืนยัน", exact: true }).click();
    await expect(page.getByTestId("register-final")).toContainText("สมัครสมาชิกสำเร็จ");
    expect(trail.posts.filter((p) => p.startsWith("/form/"))).toEqual(["/form/wait"]);

    // The demo OTP notice reads the outbox by phone (demo mode only): the phone is not a secret here, the code is.
    await trail.expectClean({ otp: [code], password: ["Secret123"], account: [`4${phone.slice(1)}`] });
  });

  test("forgotten password submitted at once asks to wait; once the script has run, OTP and new password stay out of every address", async ({ page, context, browser }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(73, info) });
    const phone = freshPhone(66, info.project.name);
    const setup = await browser.newContext({ baseURL: info.project.use.baseURL, extraHTTPHeaders: { "x-forwarded-for": address(74, info) } });
    await registerViaApi(setup.request, phone, "OldPass123");
    await setup.close();
    const trail = new Trail(page);

    await page.goto("/forgetpassword", { waitUntil: "commit" });
    await expect(page.getByLabel(t.phone)).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await submitted(page, trail, { phone: [phone] }, () => fillForgot(page, phone));
    await expect(page.getByTestId("form-notice")).toContainText(wait);

    releaseScripts();
    await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
    await fillForgot(page, phone);
    const otpPopup = page.getByTestId("otp-password");
    await expect(otpPopup).toBeVisible();
    const code = await latestCode(page.request, phone);
    await otpPopup.getByLabel("รหัส OTP 6 หลัก").fill(code);
    await otpPopup.getByRole("button", { name: /ยืนยัน/ }).click();
    const newPopup = page.getByTestId("otp-newpassword");
    await newPopup.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("NewPass456");
    await newPopup.getByLabel("ยืนยันรหัสผ่านใหม่", { exact: true }).fill("NewPass456");
    await newPopup.getByRole("button", { name: "บันทึกรหัสผ่านใหม่" }).click();
    await expect(page.getByTestId("otp-complete")).toContainText("เปลี่ยนรหัสผ่านสำเร็จ");
    expect(trail.posts.filter((p) => p.startsWith("/form/"))).toEqual(["/form/wait"]);
    await trail.expectClean({ otp: [code], password: ["NewPass456"] });
  });

  test("deposit and withdraw: no amount field until the script has run, then the amount never reaches an address", async ({ page, context }, info) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address(75, info) });
    await registerViaApi(context.request, freshPhone(67, info.project.name), "Member123");
    const trail = new Trail(page);

    await page.goto("/deposit", { waitUntil: "commit" });
    await expect(page.getByTestId("deposit-loading")).toBeVisible();
    await expect(page.locator("input[name=amount]")).toHaveCount(0);
    releaseScripts();
    await page.getByTestId("deposit-warning").getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();
    await expectSafeForms(page);
    await page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)").fill("1357.25");
    await page.getByRole("button", { name: "ทำรายการฝาก" }).click();
    await expect(page.getByText("โอนเงินเข้าบัญชีนี้")).toBeVisible();

    await page.goto("/withdraw", { waitUntil: "commit" });
    await expect(page.getByTestId("withdraw-loading")).toBeVisible();
    await expect(page.locator("input[name=amount]")).toHaveCount(0);
    await expect(page.getByTestId("withdraw-form")).toBeVisible({ timeout: 20_000 });
    await expectSafeForms(page);
    await page.getByLabel("จำนวนเงินที่ต้องการถอน (บาท)").fill("0.37");
    await page.getByRole("button", { name: "ยืนยันการถอน" }).click();
    // A new member has no credit: the page itself refuses, with the amount still in the field, not in an address.
    await expect(page.getByText("ยอดถอนมากกว่าเครดิตที่มี")).toBeVisible();
    await expect(page).toHaveURL(/\/withdraw$/);
    expect(trail.posts.filter((p) => p.startsWith("/form/"))).toEqual([]);
    await trail.expectClean({ amount: ["1357.25", "1357", "0.37"] });
  });
});
