// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { handleApi } from "@/server/api/bff";
import { dispatch } from "@/server/api/dispatch";

const SITE = "http://127.0.0.1:3000";
const sameSite = { origin: SITE, host: "127.0.0.1:3000" };

function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const { method = "GET", headers = {}, body } = init;
  return new Request(`${SITE}${path}`, {
    method,
    headers: { host: "127.0.0.1:3000", ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const credentials = { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password, ip: "" };

/** Set-Cookie lines by cookie name. */
function cookiesOf(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) out.set(line.slice(0, line.indexOf("=")), line);
  return out;
}
const valueOf = (line: string) => decodeURIComponent(line.slice(line.indexOf("=") + 1).split(";")[0]!);
const attrs = (line: string) => line.split(";").map((p) => p.trim().toLowerCase());

async function loginThroughBff(headers: Record<string, string> = {}) {
  const res = await handleApi(request("/api/login", { method: "POST", headers: { ...sameSite, ...headers }, body: credentials }));
  expect(res.status).toBe(200);
  const jwt = cookiesOf(res).get("jwt");
  expect(jwt).toBeDefined();
  return { res, token: valueOf(jwt!) };
}

setupDatabase();

describe("handleApi: login", () => {
  it("keeps the token out of the body and puts it in an HttpOnly, SameSite=Lax jwt cookie", async () => {
    const { res, token } = await loginThroughBff();
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ success: true, expires_in: 86400 });
    expect(JSON.stringify(body)).not.toContain(token);

    const jwt = attrs(cookiesOf(res).get("jwt")!);
    expect(jwt).toContain("httponly");
    expect(jwt).toContain("samesite=lax");
    expect(jwt).toContain("path=/");
    expect(jwt).toContain("max-age=86400");
  });

  it("keeps the device token in its own HttpOnly cookie for 180 days, and passes it back on the next login", async () => {
    const { res } = await loginThroughBff();
    const line = cookiesOf(res).get("gm_device");
    expect(line).toBeDefined();
    expect(attrs(line!)).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/", `max-age=${180 * 86400}`]));
    expect(JSON.stringify(await res.json())).not.toContain("device");
    // A stranger's guesses lock the phone; this browser, holding the cookie, still gets in.
    for (let i = 0; i < 10; i++) {
      const wrong = { ...credentials, password: "Wrong1234" };
      await handleApi(request("/api/login", { method: "POST", headers: { ...sameSite, "x-forwarded-for": `203.0.113.${i}` }, body: wrong }));
    }
    const stranger = await handleApi(request("/api/login", { method: "POST", headers: sameSite, body: credentials }));
    expect(stranger.status).toBe(429);
    const cookie = `gm_device=${encodeURIComponent(valueOf(line!))}`;
    await loginThroughBff({ cookie });
  });

  it("sets a readable expirationDate cookie with the same Max-Age, holding the expiry time", async () => {
    const before = Date.now();
    const { res } = await loginThroughBff();
    const line = cookiesOf(res).get("expirationDate")!;
    expect(line).toBeDefined();
    expect(attrs(line)).not.toContain("httponly");
    expect(attrs(line)).toContain("max-age=86400");
    const at = Number(valueOf(line));
    expect(at).toBeGreaterThanOrEqual(before + 86400_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 86400_000);
  });

  it("issues a token the API accepts", async () => {
    const { token } = await loginThroughBff();
    const res = await dispatch(request("/api/customers/profile", { headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
  });

  it("sets no cookie on a failed login and passes the 401 through", async () => {
    const res = await handleApi(
      request("/api/login", { method: "POST", headers: sameSite, body: { ...credentials, password: "Wrong1234" } }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "เบอร์โทร, รหัสผ่านไม่ถูกต้อง" });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("marks cookies Secure by the COOKIE_SECURE setting (off here, as for plain-http tests), never by a request header", async () => {
    const plain = await loginThroughBff();
    for (const line of plain.res.headers.getSetCookie()) expect(attrs(line)).not.toContain("secure");

    // A header anyone can send decides nothing (secure-cookies.test.ts: on in production, whatever the request says).
    const claimed = await loginThroughBff({ "x-forwarded-proto": "https" });
    const lines = claimed.res.headers.getSetCookie();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(attrs(line)).not.toContain("secure");
  });

  it("answers no-store", async () => {
    const { res } = await loginThroughBff();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("handleApi: cookie sessions", () => {
  it("turns the jwt cookie into the bearer: a cookie-only profile request works", async () => {
    const { token } = await loginThroughBff();
    const res = await handleApi(request("/api/customers/profile", { headers: { cookie: `other=1; jwt=${token}` } }));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { phone: string; ufabet_credit: string } };
    expect(data.phone).toBe(DEMO_MEMBER.phone);
    expect(data.ufabet_credit).toBe("1250.00");
  });

  it("answers a request with no cookie and no bearer with the 401 and sets no cookie", async () => {
    const res = await handleApi(request("/api/customers/profile"));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthenticated." });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("clears both cookies when a cookie request gets a 401", async () => {
    const res = await handleApi(request("/api/customers/profile", { headers: { cookie: "jwt=stale-token-0123456789" } }));
    expect(res.status).toBe(401);
    const cookies = cookiesOf(res);
    for (const name of ["jwt", "expirationDate"]) {
      expect(cookies.get(name), name).toBeDefined();
      expect(valueOf(cookies.get(name)!)).toBe("");
      expect(attrs(cookies.get(name)!)).toContain("max-age=0");
    }
  });

  it("refuses a POST from a foreign Origin with 403, and nothing changes", async () => {
    const { token } = await loginThroughBff();
    const res = await handleApi(
      request("/api/logout", { method: "POST", headers: { origin: "https://evil.example", host: "127.0.0.1:3000", cookie: `jwt=${token}` } }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
    const still = await handleApi(request("/api/customers/profile", { headers: { cookie: `jwt=${token}` } }));
    expect(still.status).toBe(200);
  });

  it("refuses a login POST from a foreign Origin without issuing a token", async () => {
    const res = await handleApi(
      request("/api/login", { method: "POST", headers: { origin: "https://evil.example", host: "127.0.0.1:3000" }, body: credentials }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a POST from the same host on another scheme (a page on https:// posting to http://, or back)", async () => {
    const res = await handleApi(
      request("/api/login", { method: "POST", headers: { origin: "https://127.0.0.1:3000", host: "127.0.0.1:3000" }, body: credentials }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("refuses an Origin of null on a POST", async () => {
    const res = await handleApi(
      request("/api/login", { method: "POST", headers: { origin: "null", host: "127.0.0.1:3000" }, body: credentials }),
    );
    expect(res.status).toBe(403);
  });
});

describe("handleApi: logout", () => {
  it("revokes the session and clears both cookies", async () => {
    const { token } = await loginThroughBff();
    const res = await handleApi(request("/api/logout", { method: "POST", headers: { ...sameSite, cookie: `jwt=${token}` } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const cookies = cookiesOf(res);
    expect(valueOf(cookies.get("jwt")!)).toBe("");
    expect(attrs(cookies.get("jwt")!)).toContain("max-age=0");
    expect(attrs(cookies.get("jwt")!)).toContain("httponly");
    expect(valueOf(cookies.get("expirationDate")!)).toBe("");
    expect(attrs(cookies.get("expirationDate")!)).toContain("max-age=0");

    const after = await dispatch(request("/api/customers/profile", { headers: { authorization: `Bearer ${token}` } }));
    expect(after.status).toBe(401);
  });

  it("clears both cookies even when the session was already gone", async () => {
    const { token } = await loginThroughBff();
    await handleApi(request("/api/logout", { method: "POST", headers: { ...sameSite, cookie: `jwt=${token}` } }));
    const again = await handleApi(request("/api/logout", { method: "POST", headers: { ...sameSite, cookie: `jwt=${token}` } }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true });
    const cookies = cookiesOf(again);
    expect(attrs(cookies.get("jwt")!)).toContain("max-age=0");
    expect(attrs(cookies.get("expirationDate")!)).toContain("max-age=0");
  });

  it("clears both cookies when there was no cookie at all", async () => {
    const res = await handleApi(request("/api/logout", { method: "POST", headers: sameSite }));
    expect(res.status).toBe(200);
    expect([...cookiesOf(res).keys()].sort()).toEqual(["expirationDate", "jwt"]);
  });
});

describe("handleApi: password change (endsSession after a change)", () => {
  const change = (token: string, old_password: string, password: string) =>
    handleApi(
      request("/api/customers/update-password", {
        method: "POST",
        headers: { ...sameSite, cookie: `jwt=${token}` },
        body: { old_password, password, password_confirmation: password },
      }),
    );

  it("passes a refusal through and keeps the session and its cookies", async () => {
    const { token } = await loginThroughBff();
    const res = await change(token, "Wrong1234", "Changed123");
    expect(res.status).toBe(422);
    expect(await res.json()).toHaveProperty("errors.old_password");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await handleApi(request("/api/customers/profile", { headers: { cookie: `jwt=${token}` } }))).status).toBe(200);
  });

  it("clears the session cookies when the password was changed", async () => {
    const { token } = await loginThroughBff();
    const res = await change(token, DEMO_MEMBER.password, "Changed123");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const cookies = cookiesOf(res);
    expect(attrs(cookies.get("jwt")!)).toContain("max-age=0");
    expect(attrs(cookies.get("expirationDate")!)).toContain("max-age=0");
    // Put the demo password back for any test after this one.
    const relogin = await handleApi(request("/api/login", { method: "POST", headers: sameSite, body: { ...credentials, password: "Changed123" } }));
    const again = valueOf(cookiesOf(relogin).get("jwt")!);
    expect((await change(again, "Changed123", DEMO_MEMBER.password)).status).toBe(200);
  });
});
