import net from "node:net";
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

/** One raw HTTP/1.1 exchange: fetch refuses TRACE and normalises a path, which is what the request gate must survive. */
function raw(origin: string, method: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("end", () => resolve({ status: Number(text.split(" ", 2)[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) }));
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  });
}

test("the request gate answers what Next would fail on, in the running server: TRACE 405, a malformed escape 400", async ({ baseURL }) => {
  // Behind the front, each instance is asked directly: the gate is the app's own, there with or without a proxy.
  const origin = process.env.E2E_INSTANCES?.split(",")[0] ?? baseURL!;
  const trace = await raw(origin, "TRACE", "/");
  expect(trace.status).toBe(405);
  expect(JSON.parse(trace.body).message).toMatch(/[\u0E00-\u0E7F]/);
  const escape = await raw(origin, "GET", "/%E0");
  expect(escape.status).toBe(400);
  expect(JSON.parse(escape.body).message).toMatch(/[\u0E00-\u0E7F]/);
});
