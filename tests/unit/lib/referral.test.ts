// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { REFERRAL_COOKIE, REFERRAL_MAX_AGE, referralKeyOf } from "@/lib/referral";
import { proxy } from "@/proxy";

describe("referralKeyOf: the ck-refferal cookie rule", () => {
  it.each(["GOLD2024", "a", "abc_DEF-123", "x".repeat(64)])("keeps %s", (key) => {
    expect(referralKeyOf(key)).toBe(key);
  });

  it.each(["", "x".repeat(65), "a b", "<script>", "abc;path=/", "ab/c", "é", "abc\n", "a.b", "%41"])("ignores %j", (key) => {
    expect(referralKeyOf(key)).toBeNull();
  });

  it("ignores anything that is not a string", () => {
    for (const v of [null, undefined, 12, {}, ["a"]]) expect(referralKeyOf(v)).toBeNull();
  });

  it("never lets a character outside [A-Za-z0-9_-] through", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const key = referralKeyOf(s);
        return key === null || /^[A-Za-z0-9_-]{1,64}$/.test(key);
      }),
    );
  });
});

const visit = (path: string, cookies: Record<string, string> = {}) => {
  const request = new NextRequest(new URL(path, "https://site.example"));
  for (const [k, v] of Object.entries(cookies)) request.cookies.set(k, v);
  return proxy(request);
};
const location = (res: Response) => res.headers.get("location");
const cookieHeader = (res: Response) => res.headers.get("set-cookie") ?? "";

describe("proxy: referral links", () => {
  it("/u/{key} stores the key for 30 days (path /, Lax, readable by JS) and goes to /register", () => {
    const res = visit("/u/GOLD2024");
    expect(res.status).toBe(307);
    expect(location(res)).toBe("https://site.example/register");
    const cookie = cookieHeader(res);
    expect(cookie).toContain(`${REFERRAL_COOKIE}=GOLD2024`);
    expect(cookie).toContain(`Max-Age=${REFERRAL_MAX_AGE}`);
    expect(cookie).toContain("Path=/");
    expect(cookie.toLowerCase()).toContain("samesite=lax");
    expect(cookie.toLowerCase()).not.toContain("httponly");
    expect(REFERRAL_MAX_AGE).toBe(30 * 24 * 3600);
  });

  it("/u goes to /register without a cookie", () => {
    const res = visit("/u");
    expect(location(res)).toBe("https://site.example/register");
    expect(cookieHeader(res)).toBe("");
  });

  it("a malformed key is ignored but still leads to /register", () => {
    for (const path of ["/u/bad%20key", "/u/%3Cscript%3E", `/u/${"x".repeat(65)}`, "/u/%E0"]) {
      const res = visit(path);
      expect(location(res)).toBe("https://site.example/register");
      expect(cookieHeader(res)).toBe("");
    }
  });

  it("?ref={key} on any page stores the key and goes to /register", () => {
    const res = visit("/promotion?ref=abc_123&x=1");
    expect(location(res)).toBe("https://site.example/register");
    expect(cookieHeader(res)).toContain(`${REFERRAL_COOKIE}=abc_123`);
    expect(location(visit("/register?ref=abc"))).toBe("https://site.example/register");
  });

  it("leaves other pages alone", () => {
    expect(location(visit("/promotion"))).toBeNull();
    expect(location(visit("/users"))).toBeNull();
  });
});

describe("proxy: guards", () => {
  const member = { jwt: "t", expirationDate: String(Date.now() + 60_000) };

  it("sends a member away from /register and /forgetpassword, but not from /authenticate(ion)", () => {
    expect(location(visit("/register", member))).toBe("https://site.example/");
    expect(location(visit("/forgetpassword", member))).toBe("https://site.example/");
    expect(location(visit("/authenticate?code=abc", member))).toBeNull();
    expect(location(visit("/authentication?code=abc", member))).toBeNull();
  });

  it("sends a visitor from /changepassword to /login with the return target", () => {
    expect(location(visit("/changepassword"))).toBe("https://site.example/login?redirect=%2Fchangepassword");
    expect(location(visit("/authenticate?code=abc"))).toBeNull();
  });
});
