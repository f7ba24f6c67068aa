// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { otps, passwordResets, smsOutbox } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { resetDeliveriesSettled } from "@/server/accounts/reset";
import { serverEnv } from "@/server/env";
import { solve, type Challenge } from "@/lib/security/pow";
import { json, lastCode, postFrom, quietSms } from "../accounts/helpers";

/**
 * Abuse limits (docs/security.md#abuse-limits): what one client or a stranger who knows a phone number can do to
 * everyone else's SMS and to a member's login.
 */
let database: DB;
setupDatabase((d) => {
  database = d;
});

beforeEach(async () => {
  quietSms();
  await database.execute(sql`DELETE FROM rate_events`);
});

const ADULT = "1990-01-15";
const registerPhone = (phone: string, ip: string, challenge?: unknown) =>
  postFrom("/api/register/phone", { phone, birth_date: ADULT, age_confirmed: true, challenge }, ip);
const resetStart = (who: { phone: string; ufabet_username: string }, ip: string, challenge?: unknown) =>
  postFrom("/api/reset-password/start", { ...who, challenge }, ip);
const login = (phone: string, password: string, ip: string, device?: string) =>
  postFrom("/api/login", { phone, password }, ip, device ? { "x-device-token": device } : {});
const member = { phone: DEMO_MEMBER.phone, ufabet_username: DEMO_MEMBER.username };

/** Sends once; when the API asks for a proof of work, solves it as the site's pages do and sends again. */
async function asVisitor(send: (challenge?: unknown) => Promise<Response>) {
  const first = await send();
  if (first.status !== 429) return { res: first, solvedMs: 0, bits: 0 };
  const { challenge } = (await first.json()) as { challenge?: Challenge };
  if (!challenge) return { res: first, solvedMs: 0, bits: 0 };
  const started = performance.now();
  const solution = await solve(challenge);
  return { res: await send(solution), solvedMs: Math.round(performance.now() - started), bits: challenge.bits };
}

describe("an SMS flood from 500 rotating addresses", () => {
  it("is bounded, and a real visitor's registration and a member's reset still work", async () => {
    const statuses = { sent: 0, challenged: 0, limited: 0 };
    // Five times the sends that are free (SMS_CHALLENGE_AFTER, 100): every address after them is a new one.
    for (let round = 0; round < 2; round++) {
      for (let batch = 0; batch < 250; batch += 25) {
        const answers = await Promise.all(
          Array.from({ length: 25 }, (_, k) => {
            const i = batch + k;
            const phone = `09${String(10_000_000 + ((i * 7919 + round * 104_729) % 89_999_999)).padStart(8, "0")}`;
            return registerPhone(phone, `10.${i % 250}.${Math.floor(i / 250)}.${1 + round}`);
          }),
        );
        for (const res of answers) {
          const body = (await res.json()) as { challenge?: unknown };
          if (res.status === 200) statuses.sent++;
          else if (res.status === 429 && body.challenge) statuses.challenged++;
          else if (res.status === 429) statuses.limited++;
          else throw new Error(`flood answered ${res.status}`);
        }
      }
    }
    const smsSent = await database.$count(smsOutbox);
    expect(statuses.sent + statuses.challenged + statuses.limited).toBe(500);
    expect(smsSent).toBe(statuses.sent);
    expect(statuses.sent).toBeLessThanOrEqual(serverEnv().SMS_CHALLENGE_AFTER);

    const visitorPhone = "0899990001";
    const visitor = await asVisitor((challenge) => registerPhone(visitorPhone, "198.51.100.77", challenge));
    expect(visitor.res.status).toBe(200);
    const otp = await lastCode(database, visitorPhone);
    expect((await postFrom("/api/register/otp", { phone: visitorPhone, otp }, "198.51.100.77")).status).toBe(200);

    const reset = await asVisitor((challenge) => resetStart(member, "198.51.100.78", challenge));
    expect(reset.res.status).toBe(200);
    await resetDeliveriesSettled();
    expect(await database.$count(smsOutbox, eq(smsOutbox.phone, DEMO_MEMBER.phone))).toBe(1);

    const figure =
      `flood: 500 register/phone from 500 addresses → ${statuses.sent} SMS, ${statuses.challenged} asked for a proof of work, ` +
      `${statuses.limited} refused by budgets; a visitor solved ${visitor.bits} bits in ${visitor.solvedMs} ms and registered`;
    console.log(`[measured] ${figure}`);
  }, 600_000);

  it("cannot use one solution twice, nor one solved for another phone", async () => {
    await database.execute(sql`INSERT INTO rate_events (key) SELECT 'otp:global' FROM generate_series(1, ${serverEnv().SMS_CHALLENGE_AFTER})`);
    const first = await registerPhone("0899990002", "198.51.100.80");
    const { challenge } = (await first.json()) as { challenge: Challenge };
    const solution = await solve(challenge);
    expect((await registerPhone("0899990003", "198.51.100.80", solution)).status).toBe(429); // another phone
    expect((await registerPhone("0899990002", "198.51.100.80", { ...solution, nonce: "1" })).status).toBe(429);
    expect((await registerPhone("0899990002", "198.51.100.80", solution)).status).toBe(200);
    await database.execute(sql`DELETE FROM rate_events WHERE key LIKE 'otp:resend:%'`);
    const replay = await registerPhone("0899990002", "198.51.100.81", solution);
    expect(replay.status).toBe(429);
    expect(await replay.json()).toMatchObject({ challenge: { bits: expect.any(Number) } }); // spent: a new one
  });
});

describe("a stranger who knows a member's phone number", () => {
  it("cannot lock the member out of their own known device with wrong passwords", async () => {
    const first = await login(member.phone, DEMO_MEMBER.password, "198.51.100.10");
    expect(first.status).toBe(200);
    const device = (await json(first)).device_token as string;
    expect(device).toMatch(/^\d+\.\d+\.[\w-]+\.[\w-]+$/);

    for (let i = 0; i < 12; i++) await login(member.phone, "Wrong1234", `203.0.113.${i + 1}`);
    // A new device is held by the lock; the member's own phone is not, and its login lifts the lock for all.
    expect((await login(member.phone, DEMO_MEMBER.password, "198.51.100.11")).status).toBe(429);
    expect((await login(member.phone, DEMO_MEMBER.password, "198.51.100.10", device)).status).toBe(200);
    expect((await login(member.phone, DEMO_MEMBER.password, "198.51.100.11")).status).toBe(200);
  });

  it("cannot use a device token of another member, or a forged one", async () => {
    for (let i = 0; i < 10; i++) await login(member.phone, "Wrong1234", `203.0.114.${i + 1}`);
    const forged = ["", "1.1.x.y", `${"9".repeat(300)}`, "1.9999999999.abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"];
    for (const device of forged) expect((await login(member.phone, DEMO_MEMBER.password, "198.51.100.12", device)).status).toBe(429);
  });

  it("is slowed down: three tries free per address, then a doubling wait", async () => {
    for (let i = 0; i < 3; i++) expect((await login("0931000010", "Wrong1234", "203.0.115.1")).status).toBe(401);
    const fourth = await login("0931000010", "Wrong1234", "203.0.115.1");
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBe(1);
    expect((await login("0931000010", "Wrong1234", "203.0.115.2")).status).toBe(401); // another address
  });

  it("cannot spend the member's reset SMS with wrong usernames, nor by registering their phone", async () => {
    for (let i = 0; i < 12; i++) {
      await resetStart({ phone: member.phone, ufabet_username: `gm00000000${i % 10}` }, `203.0.117.${i + 1}`);
      await registerPhone(member.phone, `203.0.118.${i + 1}`);
    }
    const own = await resetStart(member, "198.51.100.14");
    expect(own.status).toBe(200);
  });
  it("cannot shut the member's reset or their number block with 300 guesses at the username", async () => {
    const neighbour = `${DEMO_MEMBER.phone.slice(0, 6)}9911`; // the member's block of 10,000 numbers
    const stored = async () => ({
      resets: await database.$count(passwordResets),
      codes: await database.$count(otps),
      sms: await database.$count(smsOutbox),
    });
    const before = await stored();
    const answers: Record<string, number> = {};
    for (let batch = 0; batch < 300; batch += 25) {
      const round = await Promise.all(
        Array.from({ length: 25 }, (_, k) => {
          const i = batch + k;
          const who = { phone: member.phone, ufabet_username: `gm${String(100_000_000 + i * 7)}` };
          const ip = `10.${i % 250}.${Math.floor(i / 250)}.9`;
          // One in ten also asks to register the member's phone, the other question a stranger can ask of it.
          return Promise.all([resetStart(who, ip), ...(i % 10 === 0 ? [registerPhone(member.phone, ip)] : [])]);
        }),
      );
      for (const res of round.flat()) answers[res.status] = (answers[res.status] ?? 0) + 1;
    }
    const afterGuesses = await stored();

    const own = await resetStart(member, "198.51.100.15");
    const registration = await registerPhone(neighbour, "198.51.100.16");
    expect([own.status, registration.status]).toEqual([200, 200]);
    await resetDeliveriesSettled();
    const otp = await lastCode(database, member.phone);
    const token = (await json(own)).token as string;
    expect((await postFrom("/api/reset-password/confirm-otp", { ...member, token, otp }, "198.51.100.15")).status).toBe(200);
    expect(answers[200]).toBe(300); // every reset guess answered as a member's first ask is
    expect(afterGuesses).toEqual(before); // and none stored or sent anything
    const figure =
      `300 reset guesses (rotated usernames and addresses) and 30 registrations of the member's phone → ` +
      `${JSON.stringify(answers)}; then the member's reset ${own.status}, its code confirmed, the neighbour's registration ${registration.status}`;
    console.log(`[measured] ${figure}`);
  }, 600_000);

  // Last: it changes the demo member's password.
  it("a completed password reset lifts the lock", async () => {
    for (let i = 0; i < 10; i++) await login(member.phone, "Wrong1234", `203.0.116.${i + 1}`);
    expect((await login(member.phone, DEMO_MEMBER.password, "198.51.100.13")).status).toBe(429);
    const start = await json(await resetStart(member, "198.51.100.13"));
    await resetDeliveriesSettled();
    const otp = await lastCode(database, member.phone);
    const token = start.token as string;
    expect((await postFrom("/api/reset-password/confirm-otp", { ...member, token, otp }, "198.51.100.13")).status).toBe(200);
    const password = "Fresh1234";
    const confirm = { ...member, token, otp, password, password_confirmation: password };
    expect((await postFrom("/api/reset-password/confirm-password", confirm, "198.51.100.13")).status).toBe(200);
    expect((await login(member.phone, password, "198.51.100.13")).status).toBe(200);
  });
});

describe("reset-password/start for known and unknown pairs", () => {
  it("answers before a known pair's SMS is even handed over: the same work before the answer", async () => {
    const before = await database.$count(smsOutbox, eq(smsOutbox.phone, member.phone));
    expect((await resetStart(member, "198.51.100.90")).status).toBe(200);
    expect(await database.$count(smsOutbox, eq(smsOutbox.phone, member.phone))).toBe(before);
    await resetDeliveriesSettled();
    expect(await database.$count(smsOutbox, eq(smsOutbox.phone, member.phone))).toBe(before + 1);
  });

  it("takes the same time (figure printed, not asserted: timing belongs to measurements)", async () => {
    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const wrong = { phone: member.phone, ufabet_username: "gm000000000" };
    for (let i = 0; i < 100; i++) {
      const kind = i % 2 === 0 ? "known" : "unknown";
      await database.execute(sql`DELETE FROM rate_events`);
      const started = performance.now();
      const res = await resetStart(kind === "known" ? member : wrong, `198.51.${100 + (i % 50)}.${1 + (i % 200)}`);
      times[kind].push(performance.now() - started);
      expect(res.status).toBe(200);
      await resetDeliveriesSettled();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const [k, u] = [median(times.known), median(times.unknown)];
    console.log(`[measured] reset-password/start median: known pair ${k.toFixed(3)} ms, wrong username ${u.toFixed(3)} ms (Δ ${(k - u).toFixed(3)} ms, 50 each)`);
  }, 60_000);
});
