import { expect, test, type Page } from "./fixtures";
import { violationsOf } from "./axe";
import { asDemo } from "./support";
import { PAGE_ROUTES, type Who } from "../scripts/bench/routes";
import { expectNoViolation, hydrated, NONCE_POLICY, watchPolicy } from "./page-policy";

/**
 * Every page, once per reader and width, for two guards at a time. WCAG 2.2 A and AA as axe-core sees them, on every route of scripts/bench/routes.ts (the list the HTML budget and the
 * bench walk) for each of its readers, at 375 and 1280 px (@layout): a visitor, and the demo member with their saved
 * session. Each page is scanned once it has hydrated, with whatever dialog it opens by itself (the pre-deposit warning,
 * /cheat's login prompt for a visitor). axe sees part of WCAG only: keyboard paths, focus and motion need tests of
 * their own. And the Content-Security-Policy: each page of ours is sent with the nonce policy, its scripts run by it,
 * and nothing on it is blocked (e2e/page-policy.ts).
 */

/** The launch pages: they ask for a launch URL and replace themselves with it (a member's activity: another site). */
const LAUNCH = /^\/(game|activity)\?/;

/** Opens `path` and waits until it has hydrated (its effects ran: dialogs open) or, for a launch page, left. */
async function open(page: Page, path: string) {
  const res = await page.goto(path);
  if (LAUNCH.test(path)) await page.waitForLoadState("networkidle");
  else {
    expect(res?.headers()["content-security-policy"], path).toMatch(NONCE_POLICY);
    await hydrated(page);
  }
  // The browser's first idle moment after load comes after React's hydration and effects (tasks of their own).
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2_000 })));
}

// A loop per reader rather than a test per page: a new browser context and page for each of 61 page views would cost
// as much again as the scans.
for (const who of ["visitor", "member"] as const satisfies readonly Who[]) {
  test(`no WCAG 2.2 A/AA violation axe finds and no CSP violation on any page, for a ${who}`, { tag: "@layout" }, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const policy = await watchPolicy(context);
    if (who === "member") await asDemo(page);
    const found: string[] = [];
    const scanned: string[] = [];
    const left: string[] = [];
    for (const route of PAGE_ROUTES.filter((r) => r.who.includes(who))) {
      await open(page, route.path);
      const at = new URL(page.url());
      // The member's activity page leaves for the activity site, another origin (unreachable here): not ours to scan.
      if (at.origin !== new URL(baseURL!).origin) {
        left.push(`${route.path} → ${at.origin}`);
        continue;
      }
      scanned.push(route.path);
      for (const v of await violationsOf(page)) found.push(`${route.path} (at ${at.pathname}${at.search}): ${v}`);
    }
    console.log(`${who}: ${scanned.length} pages scanned${left.length ? `; left the site: ${left.join(", ")}` : ""}`);
    expect(found, `axe violations for a ${who}`).toEqual([]);
    await expectNoViolation(page, policy);
  });
}
