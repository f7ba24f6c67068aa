// @vitest-environment node
/**
 * The races the in-memory PGlite cannot show (it runs one transaction at a time), on a real PostgreSQL with a
 * connection pool. Opt-in: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest run tests/unit/server/db`
 * uses a fresh database named member_unit_races on that server (dropped and re-created).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { freshPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const base = process.env.TEST_DATABASE_URL;

let database: DB;
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const fresh = await freshPostgres("member_unit_races");
  if (!fresh) return;
  database = fresh.db;
  close = fresh.close;
}, 60_000);

afterAll(async () => {
  await close();
});

describe.skipIf(!base)("races on PostgreSQL", () => {
  it("lets exactly one of 8 simultaneous right OTP verifications through", async () => {
    const { issueOtp, verifyOtp } = await import("@/server/otp/otp");
    for (let round = 0; round < 3; round++) {
      const phone = `085000000${round}`;
      const otp = await database.transaction((tx) => issueOtp(tx, { phone, purpose: "register" }));
      const results = await Promise.all(
        Array.from({ length: 8 }, () => database.transaction((tx) => verifyOtp(tx, { phone, purpose: "register", code: otp.code }))),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
    }
  });

  it("counts exactly 5 of 10 simultaneous wrong tries", async () => {
    const { issueOtp, verifyOtp } = await import("@/server/otp/otp");
    const phone = "0850000099";
    const otp = await database.transaction((tx) => issueOtp(tx, { phone, purpose: "register" }));
    const wrong = otp.code === "000000" ? "111111" : "000000";
    const results = await Promise.all(
      Array.from({ length: 10 }, () => database.transaction((tx) => verifyOtp(tx, { phone, purpose: "register", code: wrong }))),
    );
    expect(results.filter((r) => !r.ok && r.reason === "wrong")).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === "attempts")).toHaveLength(5);
  });

  it("lets exactly max of 12 simultaneous limited actions through", async () => {
    const { limit } = await import("@/server/security/rate-limit");
    const results = await Promise.all(
      Array.from({ length: 12 }, () => database.transaction((tx) => limit(tx, "race:limit", { max: 3, windowSeconds: 60 }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
  });

  it("exchanges a login code once among 6 simultaneous tries", async () => {
    const { mintLoginCode, exchangeLoginCode } = await import("@/server/accounts/login-codes");
    const { DEMO_MEMBER } = await import("@/server/db/seed-data");
    const { code } = await mintLoginCode(database, DEMO_MEMBER.phone, "race");
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => exchangeLoginCode(database, code, { ip: "" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("counts a burst of 20 wrong logins for one phone as 10 failures and 10 refusals", async () => {
    const { dispatch } = await import("@/server/api/dispatch");
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        dispatch(
          new Request("http://127.0.0.1:3000/api/login", {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.2.2.${i}` },
            body: JSON.stringify({ phone: "0869990000", password: "Wrong1234" }),
          }),
        ),
      ),
    );
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("gives one bank account to one of 4 members completing registration at once", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { dispatch } = await import("@/server/api/dispatch");
    const post = (path: string, body: unknown, token?: string, ip = "10.9.9.9") =>
      dispatch(
        new Request(`http://127.0.0.1:3000${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        }),
      );
    const phones = ["0850001001", "0850001002", "0850001003", "0850001004"];
    const tokens: string[] = [];
    for (const [i, phone] of phones.entries()) {
      expect((await post("/api/register/phone", { phone, birth_date: "1990-01-01", age_confirmed: true }, undefined, `10.0.0.${i}`)).status).toBe(200);
      const [row] = rowsOf<{ text: string }>(await database.execute(sql`SELECT text FROM sms_outbox WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`));
      const res = await post("/api/register/otp", { phone, otp: /\d{6}/.exec(row!.text)![0] });
      const { access_token } = (await res.json()) as { access_token: string };
      await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, access_token);
      tokens.push(access_token);
    }
    const results = await Promise.all(
      phones.map((phone, i) => post("/api/register/bank-account", { phone, bank: "scb", account_number: "7770001111", name: "x" }, tokens[i])),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422]);
  });
  describe("the demo provider", () => {
    async function funded(satang: number, phone: string): Promise<number> {
      const [row] = rowsOf<{ id: number }>(
        await database.execute(
          sql`INSERT INTO members (phone, referral_key, status, first_deposit_at) VALUES (${phone}, ${`r${phone}`}, 'active', now()) RETURNING id`,
        ),
      );
      const { demoProvider } = await import("@/server/provider/demo");
      const p = demoProvider(database);
      await p.createAccount(row!.id);
      if (satang > 0) await p.transferIn(row!.id, satang, `fund:${row!.id}`);
      return row!.id;
    }

    it("does not overspend under 12 simultaneous transfers out", async () => {
      const { demoProvider } = await import("@/server/provider/demo");
      const id = await funded(1_000, "0851110001");
      const p = demoProvider(database);
      const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => p.transferOut(id, 300, `race-out:${id}:${i}`)));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      expect(await p.balance(id)).toBe(100);
    });

    it("moves money once for 8 simultaneous calls with one key", async () => {
      const { demoProvider } = await import("@/server/provider/demo");
      const id = await funded(1_000, "0851110002");
      const p = demoProvider(database);
      const results = await Promise.all(Array.from({ length: 8 }, () => p.transferIn(id, 250, `race-key:${id}`)));
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await p.balance(id)).toBe(1_250);
    });

    it("lets one of 8 simultaneous uses of a launch token through", async () => {
      const { enterWithToken } = await import("@/server/provider/demo/launch");
      const { launch } = await import("../provider/helpers");
      const id = await funded(0, "0851110003");
      const url = await launch(database, id, 3);
      const token = new URL(url, "http://x").searchParams.get("token");
      const results = await Promise.all(Array.from({ length: 8 }, () => enterWithToken(database, 3, token)));
      expect(results.filter((r) => "session" in r)).toHaveLength(1);
    });

    it("takes one of 6 simultaneous spins (the 2.5 s cycle) and keeps the balance exact", async () => {
      const { spin } = await import("@/server/provider/demo/spin");
      const id = await funded(10_000, "0851110004");
      const [game] = rowsOf<{ id: number }>(await database.execute(sql`SELECT id FROM games WHERE slug = 'moon-dragon'`));
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) => spin(database, { memberId: id, gameId: game!.id, betSatang: 1_000, spinKey: `race-spin-${i}` })),
      );
      const ok = results.filter((r) => r.status === "fulfilled");
      expect(ok).toHaveLength(1);
      const [account] = rowsOf<{ balance: string }>(await database.execute(sql`SELECT balance_satang AS balance FROM provider_accounts WHERE member_id = ${id}`));
      expect(Number(account!.balance)).toBe((ok[0] as PromiseFulfilledResult<{ balanceSatang: number }>).value.balanceSatang);
    });

    it("ends 6 simultaneous credit checks with the provider's balance and nothing pending", async () => {
      const { checkCredit } = await import("@/server/customers/credit");
      const { runDueJobs } = await import("@/server/wallet/jobs");
      const id = await funded(7_700, "0851110005");
      await Promise.all(Array.from({ length: 6 }, () => checkCredit(database, id)));
      // The six queued fetches, run by two "instances" at once: each job runs once, the latest check's answer stays.
      await Promise.all([runDueJobs(database), runDueJobs(database)]);
      const [m] = rowsOf<{ credit: string; checking: number }>(
        await database.execute(sql`SELECT credit_satang AS credit, credit_checking AS checking FROM members WHERE id = ${id}`),
      );
      expect(Number(m!.credit)).toBe(7_700);
      expect(m!.checking).toBe(0);
    });
  });
});
