// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { tokenGrant } from "@/lib/api/contract/auth";
import { th } from "@/lib/i18n/th";
import { api, json, post } from "./helpers";

setupDatabase();

async function login(password: string): Promise<string> {
  const res = await post("/api/login", { phone: DEMO_MEMBER.phone, password });
  expect(res.status).toBe(200);
  return tokenGrant.parse(await res.json()).access_token;
}

const change = (token: string, old_password: string, password: string, password_confirmation = password) =>
  post("/api/customers/update-password", { old_password, password, password_confirmation }, token);

describe("POST /api/customers/update-password", () => {
  it("refuses a wrong old password with 422 on old_password, and the session lives on", async () => {
    const token = await login(DEMO_MEMBER.password);
    const res = await change(token, "Wrong1234", "Changed123");
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ old_password: [th.accounts.oldPasswordWrong] });
    expect((await api("/api/customers/profile", { token })).status).toBe(200);
  });

  it("refuses the old password as the new one with 422 on password", async () => {
    const token = await login(DEMO_MEMBER.password);
    const res = await change(token, DEMO_MEMBER.password, DEMO_MEMBER.password);
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ password: [th.accounts.samePassword] });
  });

  it("refuses a confirmation that does not match, and a weak new password", async () => {
    const token = await login(DEMO_MEMBER.password);
    expect((await json(await change(token, DEMO_MEMBER.password, "Changed123", "Changed124"))).errors).toHaveProperty("password_confirmation");
    expect((await json(await change(token, DEMO_MEMBER.password, "alllowercase1"))).errors).toHaveProperty("password");
  });

  it("refuses without a session", async () => {
    const res = await post("/api/customers/update-password", { old_password: "a", password: "Changed123", password_confirmation: "Changed123" });
    expect(res.status).toBe(401);
  });

  it("sets the new password and ends every session of the member, this one included", async () => {
    const current = await login(DEMO_MEMBER.password);
    const other = await login(DEMO_MEMBER.password);
    const res = await change(current, DEMO_MEMBER.password, "Changed123");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    for (const token of [current, other]) expect((await api("/api/customers/profile", { token })).status).toBe(401);
    expect((await post("/api/login", { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password })).status).toBe(401);
    expect((await post("/api/login", { phone: DEMO_MEMBER.phone, password: "Changed123" })).status).toBe(200);
  });
});
