import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * Every spec imports `test` and `expect` from here: a test fails at its end when any page of any of its browser
 * contexts (the `context` fixture and every `browser.newContext()`/`newPage()` it made) threw an uncaught error
 * (`pageerror`), reported a Content-Security-Policy violation (a console message naming the policy, or "Refused to …") or
 * preloaded a resource it never used. Real errors are
 * bugs to fix. A test that provokes one on purpose says so with `test.use({ expectedPageErrors: [/pattern/] })`:
 * only errors matching a pattern are let through.
 */
export type GuardOptions = { expectedPageErrors: RegExp[] };

const CSP = /Refused to |Content.Security.Policy/i;
/** Chromium's warning for a preload not used yet when it looks, 3 s after the window's load event. */
const UNUSED_PRELOAD = /The resource (\S+) was preloaded using link preload but not used/i;
/** How long a preload Chromium reported may take to be used before it counts as fetched for nothing. */
const PRELOAD_USE_WAIT = 10_000;

/**
 * Whether the document that preloaded `href` goes on to use it (a stylesheet, script or image): a route prefetch
 * preloads the next page's stylesheets, and a navigation that commits just after Chromium's one look (a loaded
 * machine) still uses them. A page that loads another document or closes first never did. The test's process may
 * hear the warning late (it was blocked in a child process): a document with no fetch of `href` in its resource
 * timings is a later one, which cannot say whether the one that warned used it, so the warning is not counted.
 */
async function usedLater(page: Page, href: string): Promise<boolean> {
  type Watched = Window & { __preloadWatch?: true };
  try {
    const fetchedHere = await page.evaluate((h) => {
      (window as Watched).__preloadWatch = true;
      return performance.getEntriesByName(h).length > 0;
    }, href);
    if (!fetchedHere) return true;
    const seen = await page.waitForFunction(
      (h) => {
        if (!(window as Watched).__preloadWatch) return "another document";
        const users = document.querySelectorAll("link[rel=stylesheet], script[src], img[src]");
        return [...users].some((e) => (e instanceof HTMLLinkElement ? e.href : (e as HTMLScriptElement | HTMLImageElement).src) === h);
      },
      href,
      { timeout: PRELOAD_USE_WAIT, polling: 100 },
    );
    return (await seen.jsonValue()) === true;
  } catch {
    return false; // not used in time, or the page closed
  }
}

function watch(context: BrowserContext, seen: string[], pending: Promise<void>[], watched: WeakSet<BrowserContext>) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on("weberror", (e) => seen.push(`uncaught on ${e.page()?.url() ?? "?"}: ${e.error().message}`));
  context.on("console", (m) => {
    const text = m.text();
    const page = m.page();
    if (CSP.test(text)) seen.push(`CSP on ${page?.url() ?? "?"}: ${text}`);
    const preload = UNUSED_PRELOAD.exec(text);
    if (preload) {
      const report = `unused preload on ${page?.url() ?? "?"}: ${text}`;
      pending.push((page ? usedLater(page, preload[1]!) : Promise.resolve(false)).then((used) => void (used || seen.push(report))));
    }
  });
}

export const test = base.extend<GuardOptions & { pageErrorGuard: void }>({
  expectedPageErrors: [[], { option: true }],
  pageErrorGuard: [
    async ({ context, browser, expectedPageErrors }, run, info) => {
      const seen: string[] = [];
      const pending: Promise<void>[] = [];
      const watched = new WeakSet<BrowserContext>();
      watch(context, seen, pending, watched);
      // Contexts a test opens itself (other members, other devices) are watched too, for this test only.
      const b = browser as Browser & { newContext: Browser["newContext"]; newPage: Browser["newPage"] };
      const { newContext, newPage } = b;
      b.newContext = async (...args) => {
        const c = await newContext.apply(browser, args);
        watch(c, seen, pending, watched);
        return c;
      };
      b.newPage = async (...args) => {
        const p = await newPage.apply(browser, args);
        watch(p.context(), seen, pending, watched);
        return p;
      };
      try {
        await run();
      } finally {
        b.newContext = newContext;
        b.newPage = newPage;
      }
      await Promise.all(pending);
      const errors = seen.filter((e) => !expectedPageErrors.some((re) => re.test(e)));
      if (errors.length && info.status === info.expectedStatus) {
        expect(errors, "uncaught page errors, CSP violations or unused preloads (e2e/fixtures.ts)").toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
// Types (Page, Locator, …) come along, so a spec imports everything from here.
export * from "@playwright/test";
