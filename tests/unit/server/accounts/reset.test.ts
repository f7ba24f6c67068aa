// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { otps, passwordResets, smsOutbox } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { hashToken } from "@/server/auth/sessions";
import { resetDeliveriesSettled } from "@/server/accounts/reset";
import { tokenGrant } from "@/lib/api/contract/auth";
import { th } from "@/lib/i18n/th";
import { api, json, lastCode, notThe, post, quietSms } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

beforeEach(async () => {
  quietSms();
  await database.execute(sql`DELETE FROM rate_events`); // limits are tested on their own below
});

const known = { phone: DEMO_MEMBER.phone, ufabet_username: DEMO_MEMBER.username };
const wrongUsername = { phone: DEMO_MEMBER.phone, ufabet_username: "gm000000000" };
const unknownPhone = { phone: "0970000001", ufabet_username: "gm970000001" };
const outboxCount = (phone: string) => database.$count(smsOutbox, eq(smsOutbox.phone, phone));

async function start(who: { phone: string; ufabet_username: string }) {
  const res = await post("/api/reset-password/start", who);
  await resetDeliveriesSettled(); // a known pair's SMS goes out after the answer
  return { res, body: await json(res) };
}

async function login(phone: string, password: string) {
  return post("/api/login", { phone, password });
}

/** Keys and value types: what an observer can compare between two answers. */
const shapeOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k === "token" ? (v as string).length : typeof v === "boolean" ? v : typeof v]));

describe("reset: no user enumeration", () => {
  it("answers known and unknown pairs with the same status and shape", async () => {
    const answers = [];
    for (const who of [known, wrongUsername, unknownPhone]) {
      await database.execute(sql`DELETE FROM rate_events`);
      const { res, body } = await start(who);
      answers.push({ status: res.status, shape: shapeOf(body) });
    }
    expect(answers[0]).toEqual({ status: 200, shape: { success: true, token: 43, resend_in: "number" } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("sends an SMS only to a known pair; unknown pairs never write to the outbox", async () => {
    const before = await outboxCount(DEMO_MEMBER.phone);
    await start(wrongUsername);
    expect(await outboxCount(DEMO_MEMBER.phone)).toBe(before);
    await start(unknownPhone);
    expect(await outboxCount(unknownPhone.phone)).toBe(0);
    await database.execute(sql`DELETE FROM rate_events`);
    await start(known);
    expect(await outboxCount(DEMO_MEMBER.phone)).toBe(before + 1);
  });

  it("stores nothing for an unknown pair: no reset, no code, and none of the phone's codes voided", async () => {
    const before = { resets: await database.$count(passwordResets), codes: await database.$count(otps) };
    const live = () => database.$count(otps, sql`${otps.phone} = ${DEMO_MEMBER.phone} AND ${otps.consumedAt} IS NULL`);
    await start(known);
    const liveBefore = await live();
    expect(liveBefore).toBe(1);
    await database.execute(sql`DELETE FROM rate_events`);
    const { res, body } = await start(wrongUsername);
    await start(unknownPhone);
    expect(res.status).toBe(200);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(await database.$count(passwordResets)).toBe(before.resets + 1); // the known pair's only
    expect(await database.$count(otps)).toBe(before.codes + 1);
    expect(await live()).toBe(liveBefore);
  });

  it("leaves a member's code working when a stranger starts a reset with a wrong username in between", async () => {
    const mine = await start(known);
    const code = await lastCode(database, DEMO_MEMBER.phone);
    expect((await start(wrongUsername)).res.status).toBe(200);
    const confirmed = await post("/api/reset-password/confirm-otp", { ...known, token: mine.body.token, otp: code });
    expect(await json(confirmed)).toEqual({ success: true });
    expect(confirmed.status).toBe(200);
  });

  it("answers an unknown pair's token as a known pair's with wrong codes: 5 wrong, then too many, expired, start again", async () => {
    const answersFor = async (who: typeof known) => {
      await database.execute(sql`DELETE FROM rate_events`);
      const { body } = await start(who);
      const code = who === known ? await lastCode(database, DEMO_MEMBER.phone) : "123456";
      const confirm = async () => {
        const res = await post("/api/reset-password/confirm-otp", { ...who, token: body.token, otp: notThe(code) });
        return { status: res.status, body: await json(res) };
      };
      const tries = [];
      for (let i = 0; i < 6; i++) tries.push(await confirm());
      // 5 minutes on: the code has expired; 15: the token has.
      const hashed = hashToken(body.token as string);
      const clock = vi.spyOn(Date, "now");
      clock.mockReturnValue(Date.now() + 301_000);
      await database.execute(sql`UPDATE otps SET expires_at = now() - interval '1 second' WHERE phone = ${DEMO_MEMBER.phone}`);
      const expired = await confirm();
      clock.mockReturnValue(Date.now() + 901_000);
      await database.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashed}`);
      const gone = await confirm();
      clock.mockRestore();
      return [...tries, expired, gone];
    };
    const unknown = await answersFor(wrongUsername);
    const member = await answersFor(known);
    expect(unknown).toEqual(member);
    expect(member.map((a) => a.body.errors)).toEqual([
      ...Array(5).fill({ otp: [th.accounts.otpInvalid] }),
      { otp: [th.accounts.otpAttempts] },
      { otp: [th.accounts.otpExpired] },
      { token: [th.accounts.resetInvalid] },
    ]);
  });

  it("answers a guessed code for an unknown pair exactly like a wrong code for a known one", async () => {
    const unknownStart = await start(unknownPhone);
    const unknownAnswer = await post("/api/reset-password/confirm-otp", { ...unknownPhone, token: unknownStart.body.token, otp: "123456" });

    const knownStart = await start(known);
    const code = await lastCode(database, DEMO_MEMBER.phone);
    const knownAnswer = await post("/api/reset-password/confirm-otp", { ...known, token: knownStart.body.token, otp: notThe(code) });

    expect(unknownAnswer.status).toBe(422);
    expect(knownAnswer.status).toBe(422);
    expect(await unknownAnswer.json()).toEqual(await knownAnswer.json());
  });

  it("applies the same send limits to unknown pairs (429 with Retry-After)", async () => {
    for (const who of [unknownPhone, known]) {
      await database.execute(sql`DELETE FROM rate_events`);
      expect((await start(who)).res.status).toBe(200);
      const again = await start(who);
      expect(again.res.status).toBe(429);
      expect(Number(again.res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});

describe("reset: the whole flow", () => {
  it("start → code → confirm-otp → confirm-password: the new password works, the old fails, every session ended", async () => {
    const s1 = tokenGrant.parse(await (await login(DEMO_MEMBER.phone, DEMO_MEMBER.password)).json()).access_token;
    const s2 = tokenGrant.parse(await (await login(DEMO_MEMBER.phone, DEMO_MEMBER.password)).json()).access_token;

    const { body } = await start(known);
    const token = body.token as string;
    const code = await lastCode(database, DEMO_MEMBER.phone);

    // Setting the password before the code is confirmed is refused.
    const early = await post("/api/reset-password/confirm-password", { ...known, token, otp: code, password: "Reset1234", password_confirmation: "Reset1234" });
    expect(early.status).toBe(422);
    expect((await json(early)).errors).toEqual({ token: [th.accounts.resetInvalid] });

    const confirmed = await post("/api/reset-password/confirm-otp", { ...known, token, otp: code });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true });

    // A different username than the member's is refused even with a verified token.
    const otherName = await post("/api/reset-password/confirm-password", {
      ...wrongUsername,
      token,
      otp: code,
      password: "Reset1234",
      password_confirmation: "Reset1234",
    });
    expect(otherName.status).toBe(422);

    const done = await post("/api/reset-password/confirm-password", { ...known, token, otp: code, password: "Reset1234", password_confirmation: "Reset1234" });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ success: true });

    expect((await login(DEMO_MEMBER.phone, "Reset1234")).status).toBe(200);
    expect((await login(DEMO_MEMBER.phone, DEMO_MEMBER.password)).status).toBe(401);
    for (const t of [s1, s2]) expect((await api("/api/customers/profile", { token: t })).status).toBe(401);

    // The token is used up.
    const again = await post("/api/reset-password/confirm-password", { ...known, token, otp: code, password: "Again1234", password_confirmation: "Again1234" });
    expect(again.status).toBe(422);
    // And the code is spent.
    const reuse = await post("/api/reset-password/confirm-otp", { ...known, token, otp: code });
    expect(reuse.status).toBe(422);
  });

  it("refuses a token given with another phone, an unknown token, and an expired token", async () => {
    const { body } = await start(known);
    const token = body.token as string;
    const code = await lastCode(database, DEMO_MEMBER.phone);
    const otherPhone = await post("/api/reset-password/confirm-otp", { ...unknownPhone, token, otp: code });
    expect((await json(otherPhone)).errors).toEqual({ token: [th.accounts.resetInvalid] });
    const madeUp = await post("/api/reset-password/confirm-otp", { ...known, token: "x".repeat(43), otp: code });
    expect((await json(madeUp)).errors).toEqual({ token: [th.accounts.resetInvalid] });
    await database.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(token)}`);
    const expired = await post("/api/reset-password/confirm-otp", { ...known, token, otp: code });
    expect(expired.status).toBe(422);
    expect((await json(expired)).errors).toEqual({ token: [th.accounts.resetInvalid] });
  });

  it("refuses an earlier token's code once a newer reset was started", async () => {
    const first = await start(known);
    const firstCode = await lastCode(database, DEMO_MEMBER.phone);
    await database.execute(sql`DELETE FROM rate_events`);
    await start(known);
    const res = await post("/api/reset-password/confirm-otp", { ...known, token: first.body.token, otp: firstCode });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ otp: [th.accounts.otpExpired] });
  });

  it("never lets an unknown pair set a password, even with a verified token", async () => {
    const { body } = await start(unknownPhone);
    // A reset stored for an unknown pair (as they were before unknown pairs stored nothing), verified.
    await database.insert(passwordResets).values({
      tokenHash: hashToken(body.token as string),
      phone: unknownPhone.phone,
      memberId: null,
      verifiedAt: new Date(),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const res = await post("/api/reset-password/confirm-password", {
      ...unknownPhone,
      token: body.token,
      otp: "123456",
      password: "Reset1234",
      password_confirmation: "Reset1234",
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ token: [th.accounts.resetInvalid] });
  });
});
