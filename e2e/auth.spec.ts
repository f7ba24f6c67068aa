import { expect, test } from "./fixtures";
import { asDemo, demo, fillLogin, isMobile, loginViaApi, storedCredit, t } from "./support";

test("demo login reaches the dashboard with the credit, and logout goes to /login", { tag: "@layout" }, async ({ page }, info) => {
  await page.goto("/login");
  await fillLogin(page, demo.phone, demo.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("balance")).toHaveText(await storedCredit(page));
  await expect(page.getByRole("link", { name: "ฝากเงิน" }).first()).toBeVisible();
  const expiry = await page.evaluate(() => Number(localStorage.getItem("tokenExpiration")));
  expect(expiry).toBeGreaterThan(Date.now());
  // The bearer is HttpOnly: page scripts never see it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("jwt=");
  await page.screenshot({ path: info.outputPath("dashboard.png"), fullPage: false });

  if (isMobile(page)) {
    await page.getByRole("button", { name: "เมนู" }).click();
    const drawer = page.getByTestId("drawer");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("081-234-5678")).toBeVisible();
    await page.screenshot({ path: info.outputPath("drawer.png") });
    await drawer.getByRole("button", { name: t.logout }).click();
  } else {
    await page.getByRole("button", { name: "เมนู" }).click();
    await page.getByTestId("drawer").getByRole("button", { name: t.logout }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("tokenExpiration"))).toBeNull();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "jwt")).toBeUndefined();
  // The session is gone for real: the profile call is refused.
  const profile = await page.request.get("/api/customers/profile");
  expect(profile.status()).toBe(401);
});

test("a wrong password shows the §8 message as an alert and a toast", async ({ page }) => {
  await page.goto("/login");
  await fillLogin(page, demo.phone, "Wrong12345");
  await expect(page.getByTestId("login-error")).toHaveText(t.loginFailed);
  await expect(page.getByRole("alert").filter({ hasText: t.loginFailed })).toHaveCount(2); // the form's alert and the toast
  await expect(page).toHaveURL(/\/login$/);
});

test("bad input is refused in Thai before anything is sent", async ({ page }) => {
  await page.goto("/login");
  let sent = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/login")) sent = true;
  });
  await fillLogin(page, "12345", "");
  await expect(page.getByText("เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09")).toBeVisible();
  await expect(page.getByText("กรุณากรอกรหัสผ่าน")).toBeVisible();
  expect(sent).toBe(false);
});

test("/deposit while logged out goes to /login, and back to /deposit after login", async ({ page }) => {
  await page.goto("/deposit");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdeposit$/);
  await fillLogin(page, demo.phone, demo.password);
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole("heading", { name: "ฝากเงิน" })).toBeVisible();
});

test("a hostile return target goes to /", async ({ page }) => {
  await page.goto("/login?redirect=%2F%2Fevil.example%2Fsteal");
  await fillLogin(page, demo.phone, demo.password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("a member visiting /login is sent home", async ({ page }) => {
  await asDemo(page);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
});

test("an expired session at start logs out", async ({ page, context, baseURL }) => {
  // A session of its own: the logout ends it on the server.
  await loginViaApi(page);
  // The readable expiry says the session has ended: the guard treats the visitor as logged out.
  const url = new URL(baseURL!);
  await context.addCookies([{ name: "expirationDate", value: String(Date.now() - 1000), domain: url.hostname, path: "/" }]);
  await page.goto("/deposit");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdeposit$/);
});
