// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { clock } from "@/server/protection/clock";
import { exclusionEnd, liftTimeouts } from "@/server/protection/exclusion";
import { formatDateTime } from "@/lib/format";
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

const exclude = async (token: string, period: string, password = PASSWORD) => {
  const res = await call("/api/customers/self-exclusion", { token, body: { period, password } });
  return { status: res.status, json: await body(res) };
};

/** Everything the exclusion refuses, and withdraw + history, which it leaves open. */
async function attempts(m: Awaited<ReturnType<typeof protectedMember>>) {
  const deposit = { amount: 100, promotion_id: null, ip: "" };
  const answers = {
    prepare: await call("/api/requests/deposit/prepare", { token: m.token, body: deposit }),
    gateway: await call("/api/requests/deposit/payment-gateway", { token: m.token, body: deposit }),
    launch: await call("/api/games/launch", { token: m.token, body: { host: 1 } }),
    loginGame: await call("/api/customers/login-game", { token: m.token }),
    claim: await call(`/api/customers/get-bonus/${m.bonusId}`, { token: m.token, method: "POST" }),
    spin: await call("/api/spin-wheel/spin", { token: m.token, method: "POST" }),
    activity: await call("/api/activity/ticket", { token: m.token, body: { target: "football" } }),
  };
  const out: Record<string, { status: number; json: Record<string, unknown> }> = {};
  for (const [k, res] of Object.entries(answers)) out[k] = { status: res.status, json: await body(res) };
  return out;
}

describe("POST /api/customers/self-exclusion", () => {
  it("refuses deposit, launch, claim and spin at once with the end date; withdraw and history stay open", async () => {
    const m = await protectedMember(database);
    const res = await exclude(m.token, "7d");
    expect(res.status).toBe(200);
    const endsAt = new Date(res.json.data.ends_at);
    expect(Math.abs(endsAt.getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    const msg = th.protection.timeoutUntil(formatDateTime(endsAt));
    expect(res.json).toMatchObject({ success: true, msg, data: { kind: "timeout" } });

    const refused = await attempts(m);
    for (const [k, a] of Object.entries(refused)) {
      expect(a.status, k).toBe(400);
      expect(a.json, k).toEqual({ success: false, msg });
    }
    // Nothing was written by the refusals: no deposit, no spin, the bonus still claimable.
    const [counts] = rowsOf<{ deposits: string; spins: string; claimable: string }>(
      await database.execute(sql`
        SELECT (SELECT count(*) FROM money_requests WHERE member_id = ${m.id} AND type = 'deposit') AS deposits,
               (SELECT count(*) FROM spins WHERE member_id = ${m.id}) AS spins,
               (SELECT count(*) FROM bonuses WHERE member_id = ${m.id} AND status = 'claimable') AS claimable`),
    );
    expect([Number(counts!.deposits), Number(counts!.spins), Number(counts!.claimable)]).toEqual([0, 0, 1]);

    const withdraw = await call("/api/requests/withdraw", { token: m.token, body: { amount: 100 } });
    expect(withdraw.status).toBe(200);
    expect(await body(withdraw)).toMatchObject({ success: true });
    expect((await call("/api/customers/history?type=deposit-withdraw", { token: m.token })).status).toBe(200);
    expect((await call("/api/customers/profile", { token: m.token })).status).toBe(200);

    const shown = await body(await call("/api/customers/self-exclusion", { token: m.token }));
    expect(shown.data).toMatchObject({ kind: "timeout", msg });
  });

  it("logs out every other session and ends the game provider's sessions", async () => {
    const m = await protectedMember(database);
    expect((await call("/api/customers/profile", { token: m.otherToken })).status).toBe(200);
    await database.execute(sql`
      INSERT INTO provider_sessions (member_id, token_hash, host, expires_at) VALUES (${m.id}, ${`h-${m.id}`}, 1, now() + interval '1 hour')`);
    expect((await exclude(m.token, "24h")).status).toBe(200);
    const other = await call("/api/customers/profile", { token: m.otherToken });
    expect(other.status).toBe(401);
    expect(await body(other)).toEqual({ message: "Unauthenticated." });
    expect((await call("/api/customers/sessions", { token: m.token })).status).toBe(200);
    const [live] = rowsOf<{ n: string }>(
      await database.execute(sql`SELECT count(*) AS n FROM provider_sessions WHERE member_id = ${m.id} AND revoked_at IS NULL AND expires_at > now()`),
    );
    expect(Number(live!.n)).toBe(0);
  });

  it("asks for the password and a known period (Thai 422), and changes nothing without them", async () => {
    const m = await protectedMember(database);
    const wrong = await exclude(m.token, "7d", "Wrong9999");
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.password).toEqual([th.protection.passwordWrong]);
    const period = await exclude(m.token, "2w");
    expect(period.status).toBe(422);
    expect(period.json.errors.period).toEqual([th.protection.periodChoice]);
    expect((await call("/api/customers/self-exclusion", { body: { period: "7d", password: PASSWORD } })).status).toBe(401);
    expect((await body(await call("/api/customers/self-exclusion", { token: m.token }))).data).toBeNull();
    expect((await call("/api/games/launch", { token: m.token, body: { host: 1 } })).status).toBe(200);
  });

  it("ends by itself at its end; a shorter one asked meanwhile never shortens it", async () => {
    const m = await protectedMember(database);
    const long = await exclude(m.token, "30d");
    const end = new Date(long.json.data.ends_at);
    const short = await exclude(m.token, "24h");
    expect(short.json.data.ends_at).toBe(long.json.data.ends_at);
    vi.spyOn(clock, "now").mockReturnValue(new Date(Date.now() + 2 * 86_400_000));
    expect((await call("/api/games/launch", { token: m.token, body: { host: 1 } })).status).toBe(400);
    vi.spyOn(clock, "now").mockReturnValue(new Date(end.getTime() + 1000));
    expect((await call("/api/games/launch", { token: m.token, body: { host: 1 } })).status).toBe(200);
  });

  it("self-exclusion: months on the calendar, permanent has no end, and the operator can never lift it", async () => {
    const from = new Date("2026-01-31T05:00:00Z");
    expect(exclusionEnd("6m", from)?.toISOString()).toBe(new Date(Date.UTC(2026, 6, 31, 5)).toISOString());
    expect(exclusionEnd("5y", from)?.toISOString()).toBe("2031-01-31T05:00:00.000Z");
    expect(exclusionEnd("permanent", from)).toBeNull();

    const m = await protectedMember(database);
    const res = await exclude(m.token, "permanent");
    expect(res.json).toMatchObject({ msg: th.protection.excludedForever, data: { kind: "self_exclusion", ends_at: null } });
    expect(await liftTimeouts(database, m.phone, "test")).toEqual({ lifted: 0, selfExcluded: true });
    await expect(database.execute(sql`UPDATE exclusions SET lifted_at = now() WHERE member_id = ${m.id}`)).rejects.toThrow();
    vi.spyOn(clock, "now").mockReturnValue(new Date(Date.now() + 50 * 365 * 86_400_000));
    const spin = await call("/api/spin-wheel/spin", { token: m.token, method: "POST" });
    expect((await body(spin)).msg).toBe(th.protection.excludedForever);
  });

  it("a time-out may be lifted by the operator (npm run ops -- exclusion lift)", async () => {
    const m = await protectedMember(database);
    await exclude(m.token, "7d");
    expect(await liftTimeouts(database, m.phone, "test")).toEqual({ lifted: 1, selfExcluded: false });
    expect((await call("/api/games/launch", { token: m.token, body: { host: 1 } })).status).toBe(200);
  });
});
