// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { DEMO_MEMBER, OPERATOR_ACCOUNT } from "@/server/db/seed-data";
import { dispatch } from "@/server/api/dispatch";
import { customersProfile } from "@/lib/api/contract/customers";

const ORIGIN = "http://127.0.0.1:3000";

const call = (path: string, init: RequestInit = {}) => dispatch(new Request(`${ORIGIN}${path}`, init));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(): Promise<string> {
  const res = await call("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

setupDatabase();

describe("dispatch: routing", () => {
  it("answers an unknown path with a 404 in JSON", async () => {
    const res = await call("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toHaveProperty("message");
  });

  it("answers an unknown game category with a 404, not a 422", async () => {
    const res = await call("/api/customers/not-a-category");
    expect(res.status).toBe(404);
  });

  it("answers a known path with the wrong method with a 405", async () => {
    const res = await call("/api/login");
    expect(res.status).toBe(405);
    expect(await res.json()).toHaveProperty("message");
  });

  it("answers a path with a malformed escape with a 404, not a 500", async () => {
    const res = await call("/api/customers/%E0");
    expect(res.status).toBe(404);
  });

  it("prefers the static /api/customers/profile over /api/customers/{product}", async () => {
    const res = await call("/api/customers/profile");
    expect(res.status).toBe(401);
  });

  it("serves the games of a category", async () => {
    const res = await call("/api/customers/slot");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { category: string }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((g) => g.category === "slot")).toBe(true);
  });
});

describe("dispatch: sessions", () => {
  it("answers the profile without a token with exactly {\"message\":\"Unauthenticated.\"}", async () => {
    const res = await call("/api/customers/profile");
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('{"message":"Unauthenticated."}');
  });

  it("answers the profile with a made-up token with the same 401", async () => {
    const res = await call("/api/customers/profile", { headers: bearer("made-up-token-0123456789") });
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('{"message":"Unauthenticated."}');
  });

  it("answers the profile with the token: the demo member, credit 1250.00, the operator's account", async () => {
    const token = await login();
    const res = await call("/api/customers/profile", { headers: bearer(token) });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { data: Record<string, unknown> };
    expect(json.data).toMatchObject({
      phone: DEMO_MEMBER.phone,
      name: DEMO_MEMBER.name,
      bank: DEMO_MEMBER.bank,
      account_number: DEMO_MEMBER.accountNumber,
      ufabet_credit: "1250.00",
      to_bank: OPERATOR_ACCOUNT.bank,
      to_account_number: OPERATOR_ACCOUNT.accountNumber,
      to_name: OPERATOR_ACCOUNT.name,
      credit_checking: 0,
    });
    expect(customersProfile.response.safeParse(json).success).toBe(true);
    expect(JSON.stringify(json)).not.toMatch(/password/i);
  });

  it("refuses the token after POST /api/logout", async () => {
    const token = await login();
    const out = await call("/api/logout", { method: "POST", headers: bearer(token) });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });

    const res = await call("/api/customers/profile", { headers: bearer(token) });
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('{"message":"Unauthenticated."}');
  });

  it("keeps other sessions alive when one logs out", async () => {
    const a = await login();
    const b = await login();
    await call("/api/logout", { method: "POST", headers: bearer(a) });
    expect((await call("/api/customers/profile", { headers: bearer(b) })).status).toBe(200);
  });
});
