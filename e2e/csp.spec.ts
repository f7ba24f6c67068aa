import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { categoryKeys } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { accountPath } from "@/lib/protection/paths";
import { asDemo, fillLogin, mockMode, t } from "./support";

/**
 * The pages under their Content-Security-Policy (proxy.ts, lib/security-headers.ts): every page, as a visitor and as
 * the demo member, the demo slot and its spins, the service worker and the offline page it stores, with no CSP
 * violation — watched both as `securitypolicyviolation` events in every page of the context and as the browser's own
 * console reports (which also name Permissions-Policy mistakes). And the policy is live: an injected script is blocked.
 */

/** Every violation and every CSP or Permissions-Policy console report in the context, popups included. */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding("__policyViolation", ({ page }, text: string) => seen.push(`${page?.url()} ${text}`));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __policyViolation: (t: string) => void }).__policyViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on("console", (m) => {
    if (/Content.Security.Policy|Refused to|Permissions.Policy|Unrecognized feature/i.test(m.text())) seen.push(`console ${m.page()?.url()} ${m.text()}`);
  });
  return seen;
}

/** Visits a page and checks that Next.js's own scripts ran (they carry the nonce) and the page is hydrated. */
async function visit(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  expect(res!.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version)), { message: path }).toBe(true);
}

/** Violations are reported asynchronously: let the last ones arrive before judging. */
async function expectNone(page: Page, seen: string[]) {
  await page.waitForTimeout(300);
  expect(seen).toEqual([]);
}

const categoryPages = categoryKeys.map((c) => paths.category(c));

test("every page as a visitor: scripts run under the nonce policy, no violation", async ({ page, context }) => {
  test.setTimeout(120_000);
  const seen = await watchPolicy(context);
  const pages = [
    paths.home(),
    paths.login(),
    paths.register(),
    paths.forgetPassword(),
    paths.privacy(),
    paths.cheat(),
    ...categoryPages,
    "/game?g=1",
    "/activity?target=football",
    "/authenticate?code=not-a-code",
    "/offline",
    "/no-such-page",
    "/demo-provider/link-invalid",
    "/demo-provider/link-invalid?ended=self_exclusion",
    "/demo-provider/session-ended?reason=timeout",
  ];
  for (const path of pages) await visit(page, path);
  // Toasts inject their own <style> when one shows (style-src): a failed login shows one (a phone no member has).
  await page.goto(paths.login());
  await fillLogin(page, "0899999999", "Wrong1234");
  await expect(page.getByRole("status").filter({ hasText: t.loginFailed })).toBeVisible();
  await expectNone(page, seen);
});

test("every page as the demo member: no violation", async ({ page, context }) => {
  test.setTimeout(120_000);
  const seen = await watchPolicy(context);
  await asDemo(page);
  const pages = [
    paths.home(),
    paths.deposit(),
    paths.withdraw(),
    paths.history(0),
    paths.history(1),
    paths.history(2),
    paths.changePassword(),
    accountPath(),
    paths.cheat(),
    paths.privacy(),
    ...categoryPages,
  ];
  for (const path of pages) await visit(page, path);
  await expectNone(page, seen);
});

test("the demo slot opens from a game card and spins under its policy", async ({ page, context }) => {
  test.skip(mockMode, "the embedded demo provider");
  const seen = await watchPolicy(context);
  await asDemo(page);
  await page.goto(paths.home());
  const [tab] = await Promise.all([context.waitForEvent("page"), page.locator("[data-play]").first().click()]);
  await tab.waitForURL(/\/demo-provider\/play\/[a-z0-9-]+$/);
  await expect(tab.getByTestId("demo-badge")).toBeVisible();
  const spun = tab.waitForResponse((r) => r.url().endsWith("/demo-provider/api/spin") && r.request().method() === "POST");
  await tab.getByTestId("spin").click();
  const res = await spun;
  expect(res.status()).toBe(200);
  expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
  await expect(tab.getByTestId("spin")).toBeEnabled({ timeout: 6_000 });
  await expectNone(tab, seen);
});

test("the service worker registers, stores /offline, and the offline page runs under the policy it was stored with", async ({ page, context }) => {
  const seen = await watchPolicy(context);
  await visit(page, paths.home());
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if ((await cache.keys()).some((r) => new URL(r.url).pathname === "/offline")) return true;
        }
        return false;
      }),
    )
    .toBe(true);
  await page.reload();
  await context.setOffline(true);
  try {
    await page.goto(paths.privacy());
    await expect(page.getByRole("heading", { name: th.errors.offlineTitle })).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version))).toBe(true);
  } finally {
    await context.setOffline(false);
  }
  await expectNone(page, seen);
});

test.describe("the injected script", () => {
  // The one violation this suite causes on purpose; the guard (fixtures.ts) lets exactly it through.
  test.use({ expectedPageErrors: [/^CSP on .*\/privacy-policy: Executing inline script violates/] });

  test("the policy is live: a script injected into a page without the nonce does not run, and is reported", async ({ page, context }) => {
    const seen = await watchPolicy(context);
    await page.route("**/privacy-policy", async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace("</body>", "<script>window.__injected = 1</script></body>");
      await route.fulfill({ response: res, body: html });
    });
    await page.goto(paths.privacy());
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    expect(seen.join("\n")).toMatch(/script-src/);
  });
});

test("a javascript: URL from the backend never runs: not as a launch URL, not as an activity ticket", async ({ page }) => {
  await asDemo(page);
  await page.route("**/api/games/launch", (route) => route.fulfill({ json: { url: "javascript:window.__pwned=1" } }));
  await page.route("**/api/activity/ticket", (route) => route.fulfill({ json: { url: " JAVASCRIPT:window.__pwned=2" } }));

  await page.goto("/game?g=1");
  await expect(page.getByText(th.game.unsafeUrl)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(page.url()).toMatch(/\/game\?g=1$/);

  await page.goto("/activity?target=lotto");
  await expect(page.getByText(th.activity.unsafeUrl)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
