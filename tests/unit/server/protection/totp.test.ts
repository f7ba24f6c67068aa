// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { clock } from "@/server/protection/clock";
import { base32, codeAt, fromBase32, matchingStep, otpauthUrl, stepOf, TOTP_STEP_SECONDS } from "@/server/protection/totp-code";
import { th } from "@/lib/i18n/th";
import { body, call } from "../wallet/helpers";
import { PASSWORD, protectedMember } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The clock at the start of a fresh 30-second step, `steps` from now. */
function atStep(steps: number): Date {
  const at = new Date((stepOf(new Date()) + steps) * TOTP_STEP_SECONDS * 1000 + 1000);
  vi.spyOn(clock, "now").mockReturnValue(at);
  return at;
}

const post = async (token: string, path: string, data?: unknown) => {
  const res = await call(`/api/customers/2fa${path}`, { token, method: "POST", body: data });
  return { status: res.status, json: await body(res) };
};
const withdraw = async (token: string, totp?: string, key?: string) => {
  const res = await call("/api/requests/withdraw", { token, body: { amount: 10, ...(totp === undefined ? {} : { totp }) }, key });
  return { status: res.status, json: await body(res) };
};

/** A member with two-factor on: its secret and recovery codes. */
async function withTwoFactor() {
  const m = await protectedMember(database);
  const setup = await post(m.token, "/setup");
  expect(setup.status).toBe(200);
  const secret = fromBase32(setup.json.data.secret);
  expect(setup.json.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/GOLDMOON(?::|%3A)\d+\?secret=[A-Z2-7]+&issuer=GOLDMOON/);
  const on = await post(m.token, "/enable", { code: codeAt(secret, stepOf(atStep(0))) });
  expect(on.status).toBe(200);
  return { ...m, secret, recovery: on.json.data.recovery_codes as string[] };
}

describe("TOTP codes (RFC 6238)", () => {
  it("matches the RFC's SHA-1 test vectors (8 digits cut to 6) and round-trips base32", () => {
    const secret = Buffer.from("12345678901234567890");
    expect(codeAt(secret, Math.floor(59 / 30))).toBe("287082");
    expect(codeAt(secret, Math.floor(1111111109 / 30))).toBe("081804");
    expect(codeAt(secret, Math.floor(2000000000 / 30))).toBe("279037");
    expect(fromBase32(base32(secret)).equals(secret)).toBe(true);
    expect(createHmac("sha1", secret).digest().length).toBe(20);
  });

  it("takes a code of the step either side of now, once, and never one past the last used step", () => {
    const secret = Buffer.from("12345678901234567890");
    const at = new Date(1111111109_000);
    const now = stepOf(at);
    for (const step of [now - 1, now, now + 1]) expect(matchingStep(secret, codeAt(secret, step), at, 0)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, now - 2), at, 0)).toBeNull();
    expect(matchingStep(secret, codeAt(secret, now + 2), at, 0)).toBeNull();
    // Used at `now`: the same code is refused, the next step's is taken.
    expect(matchingStep(secret, codeAt(secret, now), at, now)).toBeNull();
    expect(matchingStep(secret, codeAt(secret, now + 1), at, now)).toBe(now + 1);
    // A code used from a clock ahead (now + 1) rules out the whole window, without an error.
    expect(matchingStep(secret, codeAt(secret, now + 1), at, now + 1)).toBeNull();
    expect(matchingStep(secret, "12345", at, 0)).toBeNull();
    expect(matchingStep(secret, "abcdef", at, 0)).toBeNull();
  });

  it("writes the otpauth URL authenticator apps read", () => {
    const url = otpauthUrl("GOLDMOON", "0812345678", Buffer.from("12345678901234567890"));
    expect(url).toBe("otpauth://totp/GOLDMOON:0812345678?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=GOLDMOON");
  });
});

describe("two-factor on withdrawals", () => {
  it("refuses a withdrawal without a code, accepts a current one once, refuses it the second time", async () => {
    const m = await withTwoFactor();
    expect((await body(await call("/api/customers/2fa", { token: m.token }))).data).toEqual({ enabled: true, recovery_codes_left: 10 });
    const none = await withdraw(m.token);
    expect(none).toEqual({ status: 400, json: { success: false, msg: th.protection.totpRequired } });

    const code = codeAt(m.secret, stepOf(atStep(1)));
    const ok = await withdraw(m.token, code);
    expect(ok.status).toBe(200);
    await database.execute(sql`UPDATE money_requests SET status = 'cancelled' WHERE member_id = ${m.id} AND type = 'withdraw'`);
    const again = await withdraw(m.token, code);
    expect(again).toEqual({ status: 400, json: { success: false, msg: th.protection.totpWrong } });
    // An earlier step's code is refused too once a later one was used.
    expect((await withdraw(m.token, codeAt(m.secret, stepOf(atStep(1)) - 1))).status).toBe(400);
    // The enable code's step is used up as well.
    expect((await withdraw(m.token, codeAt(m.secret, stepOf(atStep(0))))).status).toBe(400);
  });

  it("takes a recovery code once instead of the app's code", async () => {
    const m = await withTwoFactor();
    expect(m.recovery).toHaveLength(10);
    expect(new Set(m.recovery).size).toBe(10);
    const [stored] = rowsOf<{ h: string }>(await database.execute(sql`SELECT code_hash AS h FROM totp_recovery_codes WHERE member_id = ${m.id} LIMIT 1`));
    expect(m.recovery).not.toContain(stored!.h);
    expect((await withdraw(m.token, m.recovery[0]!.toUpperCase())).status).toBe(200);
    await database.execute(sql`UPDATE money_requests SET status = 'cancelled' WHERE member_id = ${m.id} AND type = 'withdraw'`);
    expect((await withdraw(m.token, m.recovery[0])).json.msg).toBe(th.protection.totpWrong);
    expect((await body(await call("/api/customers/2fa", { token: m.token }))).data.recovery_codes_left).toBe(9);
  });

  it("locks two-factor for 15 minutes after 5 wrong codes, even a right code meanwhile", async () => {
    const m = await withTwoFactor();
    const right = codeAt(m.secret, stepOf(atStep(2)));
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await withdraw(m.token, wrong, `wrong-${m.id}-${i}`)).json.msg).toBe(th.protection.totpWrong);
    const locked = await withdraw(m.token, right);
    expect(locked.status).toBe(400);
    expect(locked.json.msg).toMatch(/^กรอกรหัสยืนยันตัวตนผิดหลายครั้ง/);
    await database.execute(sql`UPDATE rate_events SET at = at - interval '16 minutes' WHERE key = ${`totp-lock:${m.id}`}`);
    expect((await withdraw(m.token, right)).status).toBe(200);
  });

  it("a member without two-factor withdraws without a code; malformed codes are a Thai 422", async () => {
    const m = await protectedMember(database);
    expect((await withdraw(m.token)).status).toBe(200);
    const bad = await withdraw(m.token, "12ab");
    expect(bad.status).toBe(422);
    expect(bad.json.errors.totp).toEqual([th.protection.totpFormat]);
  });
});

describe("setting two-factor up and off", () => {
  it("is not on until a right code enables it; a wrong enable code changes nothing", async () => {
    const m = await protectedMember(database);
    expect((await post(m.token, "/enable", { code: "123456" })).json.msg).toBe(th.protection.totpNotSetUp);
    const setup = await post(m.token, "/setup");
    const secret = fromBase32(setup.json.data.secret);
    const right = codeAt(secret, stepOf(atStep(0)));
    const wrong = right === "000000" ? "111111" : "000000";
    expect((await post(m.token, "/enable", { code: wrong })).json.msg).toBe(th.protection.totpWrong);
    expect((await withdraw(m.token)).status).toBe(200); // still off
    expect((await post(m.token, "/enable", { code: right })).status).toBe(200);
    expect((await post(m.token, "/setup")).json.msg).toBe(th.protection.totpAlreadyOn);
    const [row] = rowsOf<{ secret: string }>(await database.execute(sql`SELECT secret FROM member_totp WHERE member_id = ${m.id}`));
    expect(row!.secret).not.toContain(setup.json.data.secret);
  });

  it("turns off with the password and a current code, and then withdrawals need none", async () => {
    const m = await withTwoFactor();
    const off = (code: string) => post(m.token, "/disable", { password: PASSWORD, code });
    expect((await off(codeAt(m.secret, stepOf(atStep(0))))).status).toBe(400); // used
    expect((await off(codeAt(m.secret, stepOf(atStep(1))))).status).toBe(200);
    expect((await body(await call("/api/customers/2fa", { token: m.token }))).data).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await withdraw(m.token)).status).toBe(200);
    expect((await off("123456")).json.msg).toBe(th.protection.totpOff);
  });

  it("turns off with the password and a recovery code", async () => {
    const m = await withTwoFactor();
    expect((await post(m.token, "/disable", { password: PASSWORD, code: m.recovery[3] })).status).toBe(200);
    expect((await body(await call("/api/customers/2fa", { token: m.token }))).data.enabled).toBe(false);
  });

  it("refuses to turn off without the password, or with a wrong one even beside a right code; nothing changes", async () => {
    const m = await withTwoFactor();
    const right = codeAt(m.secret, stepOf(atStep(1)));
    const none = await post(m.token, "/disable", { code: right });
    expect(none.status).toBe(422);
    expect(none.json.errors.password).toEqual([th.validation.passwordRequired]);
    const wrong = await post(m.token, "/disable", { password: "Wrong12345", code: right });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.password).toEqual([th.protection.passwordWrong]);
    // Still on, and the code was not used up by the refused calls: it works now with the password.
    expect((await body(await call("/api/customers/2fa", { token: m.token }))).data.enabled).toBe(true);
    expect((await withdraw(m.token)).json.msg).toBe(th.protection.totpRequired);
    expect((await post(m.token, "/disable", { password: PASSWORD, code: right })).status).toBe(200);
  });

  it("counts wrong passwords like failed logins: the fourth in a row waits (429)", async () => {
    const m = await withTwoFactor();
    const right = codeAt(m.secret, stepOf(atStep(1)));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(m.token, "/disable", { password: `Wrong${i}2345`, code: right })).status);
    expect(statuses.slice(0, 3)).toEqual([422, 422, 422]);
    expect(statuses[3]).toBe(429);
  });
});
