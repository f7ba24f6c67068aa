// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { members, otps, sessions, smsOutbox } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { hashToken } from "@/server/auth/sessions";
import { tokenGrant } from "@/lib/api/contract/auth";
import { th } from "@/lib/i18n/th";
import { api, json, lastCode, notThe, post, quietSms } from "./helpers";

let database: DB;
let phoneSeq = 0;
const nextPhone = () => `089${String(++phoneSeq).padStart(7, "0")}`;

setupDatabase((d) => {
  database = d;
});

beforeEach(quietSms);

const startBody = (phone: string, extra: Record<string, unknown> = {}) => ({
  phone,
  ip: "",
  birth_date: "1995-03-14",
  age_confirmed: true,
  ...extra,
});

/** Phone → OTP → the registration token. */
async function registrationToken(phone: string, extra: Record<string, unknown> = {}): Promise<string> {
  expect((await post("/api/register/phone", startBody(phone, extra))).status).toBe(200);
  const res = await post("/api/register/otp", { phone, otp: await lastCode(database, phone) });
  expect(res.status).toBe(200);
  return tokenGrant.parse(await res.json()).access_token;
}

async function loginDemo(): Promise<string> {
  const res = await post("/api/login", { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
  expect(res.status).toBe(200);
  return tokenGrant.parse(await res.json()).access_token;
}

const sessionCount = async () => (await database.select({ n: sql<number>`count(*)::int` }).from(sessions))[0]!.n;
const bank = { bank: "scb", name: "ทดสอบ ระบบ", line: "" };

describe("registration: the whole flow", () => {
  it("phone → SMS code → otp → password → bank account → a member session that reads the new profile", async () => {
    const phone = nextPhone();
    const { referralKey: demoKey } = (await database.select().from(members).where(eq(members.phone, DEMO_MEMBER.phone)))[0]!;

    const started = await post("/api/register/phone", startBody(phone, { referral_key: demoKey }));
    expect(started.status).toBe(200);
    const startedText = await started.text();
    expect(JSON.parse(startedText)).toEqual({ success: true, resend_in: 30, expires_in: 300 });
    const code = await lastCode(database, phone);
    expect(startedText).not.toContain(code);

    const otp = await post("/api/register/otp", { phone, otp: code });
    expect(otp.status).toBe(200);
    const registration = tokenGrant.parse(await otp.json());
    expect(registration.expires_in).toBe(1800);
    expect(registration.token_type).toBe("bearer");

    const [pending] = await database.select().from(members).where(eq(members.phone, phone));
    expect(pending).toMatchObject({ status: "pending", username: `gm${phone.slice(1)}`, birthDate: "1995-03-14", passwordHash: null });
    expect(pending!.referralKey).toMatch(/^[a-z2-9]{8}$/);
    expect(pending!.referredBy).toBe((await database.select().from(members).where(eq(members.phone, DEMO_MEMBER.phone)))[0]!.id);

    const pw = await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, registration.access_token);
    expect(pw.status).toBe(200);
    expect(await pw.json()).toEqual({ success: true });
    const [withPassword] = await database.select().from(members).where(eq(members.phone, phone));
    expect(withPassword!.passwordHash).toMatch(/^\$argon2id\$/);

    const done = await post(
      "/api/register/bank-account",
      { phone, ...bank, account_number: "111-222-3333", line: "line.me" },
      registration.access_token,
    );
    expect(done.status).toBe(200);
    const grant = tokenGrant.parse(await done.json());
    expect(grant.expires_in).toBe(86400);

    const profile = await api("/api/customers/profile", { token: grant.access_token });
    expect(profile.status).toBe(200);
    const { data } = (await profile.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ phone, bank: "scb", account_number: "1112223333", name: "ทดสอบ ระบบ" });
    expect((await database.select().from(members).where(eq(members.phone, phone)))[0]!.status).toBe("active");

    // The registration token ended with registration; the new member can log in with the password.
    expect((await post("/api/register/password", { password: "Other1234", password_confirmation: "Other1234" }, registration.access_token)).status).toBe(401);
    expect((await post("/api/login", { phone, password: "Newpass12" })).status).toBe(200);
  });

  it("lets a pending member start again, with a new code and a new token; the earlier token stops working", async () => {
    const phone = nextPhone();
    const first = await registrationToken(phone);
    await database.execute(sql`DELETE FROM rate_events`); // the 30 s cooldown is not this test's subject
    const second = await registrationToken(phone);
    expect(await database.$count(members, eq(members.phone, phone))).toBe(1);
    expect((await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, first)).status).toBe(401);
    expect((await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, second)).status).toBe(200);
  });

  it("answers a pending member's failed login like any failed login", async () => {
    const phone = nextPhone();
    const token = await registrationToken(phone);
    await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, token);
    const res = await post("/api/login", { phone, password: "Newpass12" });
    expect(res.status).toBe(401);
  });
});

describe("registration: refusals", () => {
  it.each([
    ["otp_bypass: true", { otp_bypass: true }],
    ["bypass: 1", { bypass: 1 }],
  ])("refuses a bypass flag (%s) with 422, no token and no session", async (_label, flag) => {
    const phone = nextPhone();
    await post("/api/register/phone", startBody(phone));
    const before = await sessionCount();
    const res = await post("/api/register/otp", { phone, otp: "000000", ...flag });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body).not.toHaveProperty("access_token");
    expect(body.errors).toBeDefined();
    expect(await sessionCount()).toBe(before);
    expect(await database.$count(members, eq(members.phone, phone))).toBe(0);
  });

  it("refuses a bypass flag on the phone step too", async () => {
    const res = await post("/api/register/phone", startBody(nextPhone(), { otp_bypass: true }));
    expect(res.status).toBe(422);
  });

  it("refuses a placeholder OTP that is not the code sent", async () => {
    const phone = nextPhone();
    await post("/api/register/phone", startBody(phone));
    const before = await sessionCount();
    const res = await post("/api/register/otp", { phone, otp: notThe(await lastCode(database, phone)) });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.errors).toEqual({ otp: [th.accounts.otpInvalid] });
    expect(body).not.toHaveProperty("access_token");
    expect(await sessionCount()).toBe(before);
  });

  it("refuses an OTP for a phone that was never sent one", async () => {
    const res = await post("/api/register/otp", { phone: nextPhone(), otp: "123456" });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ otp: [th.accounts.otpExpired] });
  });

  it("refuses the right code after 5 wrong tries", async () => {
    const phone = nextPhone();
    await post("/api/register/phone", startBody(phone));
    const code = await lastCode(database, phone);
    for (let i = 0; i < 5; i++) expect((await post("/api/register/otp", { phone, otp: notThe(code) })).status).toBe(422);
    const res = await post("/api/register/otp", { phone, otp: code });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ otp: [th.accounts.otpAttempts] });
  });

  it("refuses an under-20 birth date with 422 naming birth_date, and sends nothing", async () => {
    const phone = nextPhone();
    const now = new Date();
    const nineteen = `${now.getUTCFullYear() - 19}-01-01`;
    const res = await post("/api/register/phone", startBody(phone, { birth_date: nineteen }));
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty("birth_date");
    expect(await database.$count(smsOutbox, eq(smsOutbox.phone, phone))).toBe(0);
  });

  it("refuses a phone step without the age confirmation", async () => {
    const res = await post("/api/register/phone", startBody(nextPhone(), { age_confirmed: false }));
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty("age_confirmed");
  });

  it("refuses an active member's phone with errors.phone and a top-level error, and sends nothing", async () => {
    const before = await database.$count(smsOutbox, eq(smsOutbox.phone, DEMO_MEMBER.phone));
    const res = await post("/api/register/phone", startBody(DEMO_MEMBER.phone));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: th.accounts.phoneTaken,
      errors: { phone: [th.accounts.phoneTaken] },
      error: th.accounts.phoneTaken,
    });
    expect(await database.$count(smsOutbox, eq(smsOutbox.phone, DEMO_MEMBER.phone))).toBe(before);
  });

  it("answers a second send within 30 seconds with 429 and Retry-After", async () => {
    const phone = nextPhone();
    expect((await post("/api/register/phone", startBody(phone))).status).toBe(200);
    const res = await post("/api/register/phone", startBody(phone));
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "Too Many Attempts." });
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(28);
    expect(wait).toBeLessThanOrEqual(30);
  });

  it("refuses a bank account already registered to another member (the demo member's kbank 0123456789)", async () => {
    const phone = nextPhone();
    const token = await registrationToken(phone);
    await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, token);
    const res = await post("/api/register/bank-account", { phone, ...bank, bank: "kbank", account_number: DEMO_MEMBER.accountNumber }, token);
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ account_number: [th.accounts.accountTaken] });
    expect((await database.select().from(members).where(eq(members.phone, phone)))[0]!.status).toBe("pending");
  });

  it("settles a race for one bank account through the unique index: one member gets it, the other a 422", async () => {
    const a = nextPhone();
    const b = nextPhone();
    const ta = await registrationToken(a);
    const tb = await registrationToken(b);
    for (const t of [ta, tb]) await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, t);
    const results = await Promise.all([
      post("/api/register/bank-account", { phone: a, ...bank, account_number: "5550001111" }, ta),
      post("/api/register/bank-account", { phone: b, ...bank, account_number: "5550001111" }, tb),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it("refuses a bank account before the password is set", async () => {
    const phone = nextPhone();
    const token = await registrationToken(phone);
    const res = await post("/api/register/bank-account", { phone, ...bank, account_number: "2223334445" }, token);
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ password: [th.accounts.passwordNotSet] });
  });

  it("refuses another phone than the one confirmed, and an unknown bank", async () => {
    const phone = nextPhone();
    const token = await registrationToken(phone);
    await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, token);
    const mismatch = await post("/api/register/bank-account", { phone: nextPhone(), ...bank, account_number: "3334445556" }, token);
    expect(mismatch.status).toBe(422);
    expect((await json(mismatch)).errors).toEqual({ phone: [th.accounts.phoneMismatch] });
    const unknownBank = await post("/api/register/bank-account", { phone, ...bank, bank: "zzbank", account_number: "3334445556" }, token);
    expect(unknownBank.status).toBe(422);
    expect((await json(unknownBank)).errors).toEqual({ bank: [th.accounts.bankUnknown] });
  });

  it("refuses a password confirmation that does not match", async () => {
    const token = await registrationToken(nextPhone());
    const res = await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass13" }, token);
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ password_confirmation: [th.validation.passwordMismatch] });
  });
});

describe("registration: tokens stay in their lane", () => {
  it("refuses a registration token on member routes", async () => {
    const token = await registrationToken(nextPhone());
    expect((await api("/api/customers/profile", { token })).status).toBe(401);
    expect((await post("/api/logout", {}, token)).status).toBe(401);
  });

  it("refuses a member session on registration routes", async () => {
    const token = await loginDemo();
    const res = await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthenticated." });
    const bankRes = await post("/api/register/bank-account", { phone: DEMO_MEMBER.phone, ...bank, account_number: "9998887776" }, token);
    expect(bankRes.status).toBe(401);
  });

  it("stores the registration session as kind registration, hashed", async () => {
    const token = await registrationToken(nextPhone());
    const [row] = await database.select().from(sessions).where(and(eq(sessions.tokenHash, hashToken(token))));
    expect(row!.kind).toBe("registration");
  });
});

describe("GET /api/demo/outbox (demo mode)", () => {
  it("returns the latest messages for the phone with the code picked out", async () => {
    const phone = nextPhone();
    await post("/api/register/phone", startBody(phone));
    const res = await api(`/api/demo/outbox?phone=${phone}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { phone: string; code: string | null; text: string; created_at: string }[] };
    expect(data).toHaveLength(1);
    expect(data[0]!.code).toBe(await lastCode(database, phone));
    expect(data[0]!.phone).toBe(phone);
    expect(Number.isNaN(Date.parse(data[0]!.created_at))).toBe(false);
  });

  it("keeps OTP rows hashed: the outbox is the only place the code exists", async () => {
    const phone = nextPhone();
    await post("/api/register/phone", startBody(phone));
    const code = await lastCode(database, phone);
    const rows = await database.select().from(otps).where(eq(otps.phone, phone));
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});
