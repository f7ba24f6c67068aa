import { expect, test, type APIResponse } from "./fixtures";
import { demo } from "./support";

/**
 * The browser security headers over real HTTP from the production build (`next start`): pages carry a nonce policy
 * that matches their scripts, API answers a policy that allows nothing, and both the common headers.
 */

function expectCommon(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h["x-content-type-options"], what).toBe("nosniff");
  expect(h["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(h["x-frame-options"], what).toBe("DENY");
  expect(h["permissions-policy"], what).toMatch(/(^|, )camera=\(\)/);
  expect(h["permissions-policy"], what).toMatch(/(^|, )geolocation=\(\)/);
  expect(h["permissions-policy"], what).toMatch(/(^|, )microphone=\(\)/);
  expect(h["strict-transport-security"], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
}

for (const path of ["/", "/login"]) {
  test(`${path}: a nonce policy matching every script of the page, and the common headers`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expectCommon(res, path);
    const csp = res.headers()["content-security-policy"]!;
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})' 'strict-dynamic';/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const again = await request.get(path);
    expect(again.headers()["content-security-policy"]).not.toContain(nonce);
  });
}

test("/api/customers/profile: a policy that allows nothing, and the common headers", async ({ request }) => {
  const res = await request.get("/api/customers/profile");
  expect(res.status()).toBe(401);
  expectCommon(res, "api");
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
});

test("the Origin check compares the scheme too: the site's host on https:// may not post to it on http://", async ({ request, baseURL }) => {
  const site = new URL(baseURL!);
  const login = (origin: string) =>
    request.post("/api/login", { data: { phone: demo.phone, password: demo.password, ip: "" }, headers: { origin } });
  const otherScheme = await login(`https://${site.host}`);
  expect(otherScheme.status()).toBe(403);
  expect(otherScheme.headers()["set-cookie"]).toBeUndefined();
  expect((await login("http://evil.example")).status()).toBe(403);
  const same = await login(site.origin);
  expect(same.status()).toBe(200);
});
