import { expect, test, type Page } from "./fixtures";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { asDemo, fillLogin, mockMode, t } from "./support";
import { expectNoViolation, hydrated, NONCE_POLICY, watchPolicy } from "./page-policy";

/**
 * The pages under their Content-Security-Policy (proxy.ts, lib/security-headers.ts): a toast's style, the demo slot and
 * its spins, the service worker and the offline page it stores, with no CSP violation (e2e/page-policy.ts); every
 * page as a visitor and as the demo member is walked by e2e/a11y.spec.ts, which watches the policy too. And the policy
 * is live: an injected script is blocked.
 */

/** Visits a page sent with the nonce policy and waits until Next's scripts (which carry the nonce) have run. */
async function visit(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  expect(res!.headers()["content-security-policy"], path).toMatch(NONCE_POLICY);
  await page.waitForLoadState("networkidle");
  await hydrated(page);
}

test("a toast's own <style> runs under the policy (style-src): a failed login shows one", async ({ page, context }) => {
  const seen = await watchPolicy(context);
  await visit(page, paths.login());
  await fillLogin(page, "0899999999", "Wrong1234");
  await expect(page.getByRole("alert").filter({ hasText: t.loginFailed })).toHaveCount(2); // the form's alert and the toast
  await expectNoViolation(page, seen);
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
  await expectNoViolation(tab, seen);
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
    await hydrated(page);
  } finally {
    await context.setOffline(false);
  }
  await expectNoViolation(page, seen);
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
