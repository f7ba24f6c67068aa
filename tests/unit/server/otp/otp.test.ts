// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { otps } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { issueOtp, otpError, verifyOtp, type OtpPurpose } from "@/server/otp/otp";
import { th } from "@/lib/i18n/th";

let database: DB;
let phoneSeq = 0;
const nextPhone = () => `087${String(++phoneSeq).padStart(7, "0")}`;

setupDatabase((d) => {
  database = d;
});

const issue = (phone: string, purpose: OtpPurpose = "register", meta?: Record<string, string>) =>
  database.transaction((tx) => issueOtp(tx, { phone, purpose, meta, ip: "203.0.113.5" }));
const verify = (phone: string, code: string, purpose: OtpPurpose = "register") =>
  database.transaction((tx) => verifyOtp(tx, { phone, purpose, code }));
/** A 6-digit code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("issueOtp / verifyOtp", () => {
  it("issues 6 digits that verify once, with the meta they were sent with", async () => {
    const phone = nextPhone();
    const otp = await issue(phone, "register", { birth_date: "1990-01-01" });
    expect(otp.code).toMatch(/^\d{6}$/);
    expect(otp.expiresIn).toBe(300);
    const result = await verify(phone, otp.code);
    expect(result).toEqual({ ok: true, id: otp.id, meta: { birth_date: "1990-01-01" } });
  });

  it("stores an HMAC of purpose, phone and code, never the code", async () => {
    const phone = nextPhone();
    const otp = await issue(phone);
    const [row] = await database.select().from(otps).where(eq(otps.id, otp.id));
    expect(row!.codeHash).not.toContain(otp.code);
    expect(JSON.stringify(row)).not.toContain(otp.code);
    const expected = createHmac("sha256", serverEnv().OTP_SECRET).update(`register:${phone}:${otp.code}`).digest("hex");
    expect(row!.codeHash).toBe(expected);
    const seconds = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(seconds).toBe(300);
  });

  it("refuses a wrong code as wrong, and the right one still works after it", async () => {
    const phone = nextPhone();
    const otp = await issue(phone);
    expect(await verify(phone, other(otp.code))).toEqual({ ok: false, reason: "wrong" });
    expect((await verify(phone, otp.code)).ok).toBe(true);
  });

  it("refuses an expired code as expired", async () => {
    const phone = nextPhone();
    const otp = await issue(phone);
    await database.execute(sql`UPDATE otps SET expires_at = now() - interval '1 second' WHERE id = ${otp.id}`);
    expect(await verify(phone, otp.code)).toEqual({ ok: false, reason: "expired" });
  });

  it("allows 5 attempts: the sixth is refused even with the right code", async () => {
    const phone = nextPhone();
    const otp = await issue(phone);
    for (let i = 0; i < 5; i++) expect(await verify(phone, other(otp.code))).toEqual({ ok: false, reason: "wrong" });
    expect(await verify(phone, otp.code)).toEqual({ ok: false, reason: "attempts" });
    const [row] = await database.select().from(otps).where(eq(otps.id, otp.id));
    expect(row!.attempts).toBe(5);
    expect(row!.consumedAt).toBeNull();
  });

  it("counts the right code as an attempt too: 4 wrong, then the right one, works", async () => {
    const phone = nextPhone();
    const otp = await issue(phone);
    for (let i = 0; i < 4; i++) await verify(phone, other(otp.code));
    expect((await verify(phone, otp.code)).ok).toBe(true);
  });

  it("works once: the same right code twice → the second is refused as used", async () => {
    const phone = nextPhone();
    const otp = await issue(phone);
    expect((await verify(phone, otp.code)).ok).toBe(true);
    expect(await verify(phone, otp.code)).toEqual({ ok: false, reason: "expired" });
  });

  it("lets exactly one of two simultaneous right verifications through", async () => {
    const phone = nextPhone();
    const otp = await issue(phone);
    const results = await Promise.all([verify(phone, otp.code), verify(phone, otp.code), verify(phone, otp.code)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("voids the older code when a newer one is issued", async () => {
    const phone = nextPhone();
    const first = await issue(phone);
    const second = await issue(phone);
    const [old] = await database.select().from(otps).where(eq(otps.id, first.id));
    expect(old!.consumedAt).not.toBeNull();
    if (first.code !== second.code) expect((await verify(phone, first.code)).ok).toBe(false);
    expect((await verify(phone, second.code)).ok).toBe(true);
  });

  it("binds the code to its phone and purpose", async () => {
    const phone = nextPhone();
    const otp = await issue(phone, "reset");
    expect((await verify(phone, otp.code, "register")).ok).toBe(false);
    expect((await verify(nextPhone(), otp.code, "reset")).ok).toBe(false);
    expect((await verify(phone, otp.code, "reset")).ok).toBe(true);
  });

  it("answers no code at all as expired", async () => {
    expect(await verify(nextPhone(), "123456")).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a code bound to another reset", async () => {
    const phone = nextPhone();
    const otp = await issue(phone, "reset", { reset: "1" });
    const check = (value: string) =>
      database.transaction((tx) => verifyOtp(tx, { phone, purpose: "reset", code: otp.code, bind: { key: "reset", value } }));
    expect(await check("2")).toEqual({ ok: false, reason: "expired" });
    expect((await check("1")).ok).toBe(true);
  });

  it("maps each failure to a 422 on otp with its Thai message", () => {
    expect(otpError("wrong").body).toEqual({ message: th.accounts.otpInvalid, errors: { otp: [th.accounts.otpInvalid] } });
    expect(otpError("expired").body.errors).toEqual({ otp: [th.accounts.otpExpired] });
    expect(otpError("attempts").status).toBe(422);
    expect(otpError("attempts").body.errors).toEqual({ otp: [th.accounts.otpAttempts] });
  });
});
