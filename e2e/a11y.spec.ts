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

/** The contrast ratio of two computed colours ("rgb(…)"/"rgba(…)", opaque), as WCAG defines it. */
function contrastIn(page: Page, selector: string, glyph = false) {
  return page.locator(selector).first().evaluate((el, glyph) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const fg = getComputedStyle(glyph ? el.querySelector("i") ?? el : el).color;
    const bg = getComputedStyle(el).backgroundColor;
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  }, glyph);
}

// axe leaves both undecided (the ribbon sits on the game's picture; the button is an icon), so they are measured here.
test("the HOT ribbon's text and the floating LINE button's icon stand out from their ground", async ({ page }) => {
  await page.goto("/");
  // The ribbon itself, not the game's picture box around it (which holds no other text).
  const hot = page.locator("span:not(:has(*))", { hasText: /^HOT$/ }).first();
  await expect(hot).toBeVisible();
  await hot.evaluate((el) => el.setAttribute("data-probe", "hot"));
  expect(await contrastIn(page, '[data-probe="hot"]'), "HOT ribbon, text (4.5:1)").toBeGreaterThanOrEqual(4.5);
  await expect(page.getByTestId("line-float")).toBeVisible();
  expect(await contrastIn(page, '[data-testid="line-float"] a', true), "LINE button, icon (3:1)").toBeGreaterThanOrEqual(3);
});

test("with reduced motion asked, nothing on a member's pages animates or transitions for longer than a blink", async ({ page }) => {
  await asDemo(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const moving: string[] = [];
  for (const path of ["/", "/promotion", "/deposit"]) {
    await open(page, path);
    const found = await page.evaluate(() => {
      const seconds = (list: string) => Math.max(...list.split(",").map((d) => parseFloat(d) * (d.trim().endsWith("ms") ? 0.001 : 1)));
      const out: string[] = [];
      for (const el of document.querySelectorAll("*")) {
        for (const pseudo of [null, "::before", "::after"]) {
          const cs = getComputedStyle(el, pseudo);
          const longest = Math.max(cs.animationName === "none" ? 0 : seconds(cs.animationDuration), seconds(cs.transitionDuration));
          if (longest > 0.001) out.push(`${el.tagName.toLowerCase()}.${el.className}${pseudo ?? ""}: ${longest}s`);
        }
      }
      return out.slice(0, 5);
    });
    moving.push(...found.map((f) => `${path}: ${f}`));
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/reduced-motion${path.replace(/\//g, "-")}.png` });
  }
  expect(moving).toEqual([]);
});
