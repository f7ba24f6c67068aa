import { test as base, expect, type Browser, type BrowserContext } from "@playwright/test";

/**
 * Every spec imports `test` and `expect` from here: a test fails at its end when any page of any of its browser
 * contexts (the `context` fixture and every `browser.newContext()`/`newPage()` it made) threw an uncaught error
 * (`pageerror`), reported a Content-Security-Policy violation (a console message naming the policy, or "Refused to …") or
 * warned of a preload it never used. Real errors are
 * bugs to fix. A test that provokes one on purpose says so with `test.use({ expectedPageErrors: [/pattern/] })`:
 * only errors matching a pattern are let through.
 */
export type GuardOptions = { expectedPageErrors: RegExp[] };

const CSP = /Refused to |Content.Security.Policy/i;
/** Chromium's warning for a preload the page never used: bytes fetched for nothing on a phone's first load. */
const UNUSED_PRELOAD = /preloaded using link preload but not used/i;

function watch(context: BrowserContext, seen: string[], watched: WeakSet<BrowserContext>) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on("weberror", (e) => seen.push(`uncaught on ${e.page()?.url() ?? "?"}: ${e.error().message}`));
  context.on("console", (m) => {
    if (CSP.test(m.text())) seen.push(`CSP on ${m.page()?.url() ?? "?"}: ${m.text()}`);
    if (UNUSED_PRELOAD.test(m.text())) seen.push(`unused preload on ${m.page()?.url() ?? "?"}: ${m.text()}`);
  });
}

export const test = base.extend<GuardOptions & { pageErrorGuard: void }>({
  expectedPageErrors: [[], { option: true }],
  pageErrorGuard: [
    async ({ context, browser, expectedPageErrors }, run, info) => {
      const seen: string[] = [];
      const watched = new WeakSet<BrowserContext>();
      watch(context, seen, watched);
      // Contexts a test opens itself (other members, other devices) are watched too, for this test only.
      const b = browser as Browser & { newContext: Browser["newContext"]; newPage: Browser["newPage"] };
      const { newContext, newPage } = b;
      b.newContext = async (...args) => {
        const c = await newContext.apply(browser, args);
        watch(c, seen, watched);
        return c;
      };
      b.newPage = async (...args) => {
        const p = await newPage.apply(browser, args);
        watch(p.context(), seen, watched);
        return p;
      };
      try {
        await run();
      } finally {
        b.newContext = newContext;
        b.newPage = newPage;
      }
      const errors = seen.filter((e) => !expectedPageErrors.some((re) => re.test(e)));
      if (errors.length && info.status === info.expectedStatus) {
        expect(errors, "uncaught page errors or CSP violations (e2e/fixtures.ts)").toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
// Types (Page, Locator, …) come along, so a spec imports everything from here.
export * from "@playwright/test";
