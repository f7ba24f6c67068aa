// @vitest-environment node
import { describe, expect, it } from "vitest";
import { allCalls } from "@/lib/api/contract";

/**
 * The API family's calls. `GET /customers/{product}` lives under /api like the others; the external IP lookup is the
 * site's own /api/ip; `POST {token}` (the game launch with the member's password) is replaced by the launch-URL
 * call (no password in any URL).
 */
const FAMILY_CALLS = [
  "GET /api/maintenance",
  "POST /api/login",
  "GET /api/ip",
  "GET /api/customers/profile",
  "GET /api/customers/check-credit",
  "GET /api/customers/check-turnover",
  "POST /api/customers/update-password",
  "POST /api/reset-password/start",
  "POST /api/reset-password/confirm-otp",
  "POST /api/reset-password/confirm-password",
  "POST /api/register/phone",
  "POST /api/register/otp",
  "POST /api/register/password",
  "POST /api/register/bank-account",
  "POST /api/requests/deposit/payment-gateway",
  "POST /api/requests/deposit/prepare",
  "POST /api/requests/deposit/{id}/cancel",
  "POST /api/requests/withdraw",
  "POST /api/customers/get-bonus/{id}",
  "GET /api/customers/{product}",
  "POST /api/games/launch",
];

describe("allCalls", () => {
  const present = new Set(allCalls.map((c) => `${c.method} ${c.path}`));

  it.each(FAMILY_CALLS)("contains %s", (call) => {
    expect(present).toContain(call);
  });

  it("has no method and path twice", () => {
    expect(present.size).toBe(allCalls.length);
  });

  it("gives every call a summary and a response schema", () => {
    for (const c of allCalls) {
      expect(c.summary, `${c.method} ${c.path}`).not.toBe("");
      expect(typeof c.response.safeParse).toBe("function");
      expect(c.path.startsWith("/api/")).toBe(true);
    }
  });

  it("marks the member calls as authenticated and login as not", () => {
    const auth = (key: string) => allCalls.find((c) => `${c.method} ${c.path}` === key)?.auth;
    expect(auth("POST /api/login")).toBe(false);
    expect(auth("GET /api/customers/profile")).toBe(true);
    expect(auth("POST /api/requests/withdraw")).toBe(true);
    expect(auth("POST /api/register/password")).toBe("registration");
  });
});
