// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/server/boot/database";
import { sessions } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { dispatch } from "@/server/api/dispatch";
import { hashToken } from "@/server/auth/sessions";
import { th } from "@/lib/i18n/th";

const ORIGIN = "http://127.0.0.1:3000";

function postLogin(body: unknown, headers: Record<string, string> = {}) {
  return dispatch(
    new Request(`${ORIGIN}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

setupDatabase();

describe("POST /api/login", () => {
  it("logs the demo member in: 200 with access_token and expires_in", async () => {
    const res = await postLogin({ phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password, ip: "" });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { access_token: string; expires_in: number; token_type: string };
    expect(json.access_token.length).toBeGreaterThanOrEqual(32);
    expect(json.expires_in).toBe(86400);
    expect(json.token_type).toBe("bearer");

    const [row] = await (await db()).select().from(sessions).where(eq(sessions.tokenHash, hashToken(json.access_token)));
    expect(row).toBeDefined();
    expect(row!.ip).toBe("203.0.113.7");
  });

  it("accepts the phone typed with dashes and spaces", async () => {
    const res = await postLogin({ phone: "081-234 5678", password: DEMO_MEMBER.password });
    expect(res.status).toBe(200);
  });

  it("records the device the browser reported", async () => {
    const device = { type: "mobile", os: "iOS", osVersion: "17.4", browser: "Mobile Safari", browserVersion: "17.4", browserVendor: "Apple" };
    const res = await postLogin({ phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password, device }, { "user-agent": "test-ua" });
    const { access_token } = (await res.json()) as { access_token: string };
    const [row] = await (await db()).select().from(sessions).where(eq(sessions.tokenHash, hashToken(access_token)));
    expect(row!.userAgent).toBe("test-ua");
    expect(row!.device).toEqual(device);
  });

  it("reads the device off the user agent when the client sent none", async () => {
    const ua = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    const res = await postLogin({ phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password }, { "user-agent": ua });
    const { access_token } = (await res.json()) as { access_token: string };
    const [row] = await (await db()).select().from(sessions).where(eq(sessions.tokenHash, hashToken(access_token)));
    expect(row!.device).toMatchObject({ type: "mobile", os: "iOS", browser: "Mobile Safari" });
  });

  it.each([
    ["a wrong password", { phone: DEMO_MEMBER.phone, password: "Wrong1234" }],
    ["an unknown phone", { phone: "0898765432", password: DEMO_MEMBER.password }],
  ])("answers %s with 401 and the Thai message", async (_label, body) => {
    const res = await postLogin(body);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "เบอร์โทร, รหัสผ่านไม่ถูกต้อง" });
  });

  it("answers a bad phone with a 422 in Laravel's shape and a Thai phone message", async () => {
    const res = await postLogin({ phone: "12345", password: DEMO_MEMBER.password });
    expect(res.status).toBe(422);
    const json = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(json.errors.phone).toEqual([th.validation.phoneFormat]);
    expect(json.message).toBe(th.validation.phoneFormat);
  });

  it("answers a missing password with a 422 on password", async () => {
    const res = await postLogin({ phone: DEMO_MEMBER.phone });
    expect(res.status).toBe(422);
    const json = (await res.json()) as { errors: Record<string, string[]> };
    expect(json.errors.password).toEqual([th.validation.passwordRequired]);
  });

  it("answers invalid JSON with a 422, not a 500", async () => {
    const res = await postLogin("{ phone: 0812345678");
    expect(res.status).toBe(422);
    const json = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(json.message).toBe(th.validation.invalidJson);
    expect(json.errors).toBeDefined();
  });

  it("answers a JSON body that is not an object with a 422", async () => {
    const res = await postLogin("[1,2]");
    expect(res.status).toBe(422);
  });
});
