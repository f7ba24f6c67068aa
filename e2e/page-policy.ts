import { expect, type BrowserContext, type Page } from "./fixtures";

/** The policy every page is sent with (proxy.ts, lib/security-headers.ts): Next's scripts run by their nonce alone. */
export const NONCE_POLICY = /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/;

/**
 * Every CSP violation in the context's pages, popups included, watched both as `securitypolicyviolation` events and
 * as the browser's own console reports (which also name Permissions-Policy mistakes).
 */
export async function watchPolicy(context: BrowserContext): Promise<string[]> {
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

/** Violations are reported asynchronously: let the last ones arrive before judging. */
export async function expectNoViolation(page: Page, seen: string[]) {
  await page.waitForTimeout(300);
  expect(seen).toEqual([]);
}

/** Next's own scripts ran (they carry the nonce): the page is hydrated. */
export const hydrated = (page: Page) =>
  expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version)), { message: page.url() }).toBe(true);
