// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { hashPassword } from "@/server/auth/passwords";
import { login } from "@/server/auth/login";
import { closeRiskFlag, riskFlagList, scanRisks } from "@/server/backoffice/risk";
import { runDueJobs } from "@/server/wallet/jobs";
import { th } from "@/lib/i18n/th";
import { body, call, member } from "../wallet/helpers";
import { auditRows, staffMember } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

interface Flag {
  id: number;
  kind: string;
  member_ids: number[];
  items: string[];
  evidence: Record<string, unknown>;
  closed: boolean;
}
/** The flags of `kind` that name any of these members. */
const flagsOf = async (kind: string, ...memberIds: number[]) =>
  rowsOf<Flag>(
    await database.execute(sql`
      SELECT id, kind, member_ids, items, evidence, closed_at IS NOT NULL AS closed FROM risk_flags
      WHERE kind = ${kind} AND member_ids && ARRAY[${sql.join(memberIds.map((i) => sql`${i}`), sql`, `)}]::int[] ORDER BY id`),
  ).map((f) => ({ ...f, id: Number(f.id), member_ids: f.member_ids.map(Number) }));

/** A member whose bank account holder name is `name`, registered `daysAgo` days ago. */
async function named(name: string, daysAgo = 0) {
  const m = await member(database);
  await database.execute(sql`UPDATE members SET name = ${name}, created_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${m.id}`);
  return m;
}

/** A member with a password, signed in through the login path from `ip` with `deviceToken`: the token it was given. */
async function signIn(m: { id: number; phone: string }, ip: string, deviceToken?: string) {
  const { device_token } = await login(database, { phone: m.phone, password: "Pass-word-1234", ip, userAgent: "Mozilla/5.0 test", deviceToken });
  return device_token;
}
const withPassword = async () => {
  const m = await member(database);
  await database.execute(sql`UPDATE members SET password_hash = ${await hashPassword("Pass-word-1234")} WHERE id = ${m.id}`);
  return m;
};

/** A stake at the demo provider `minutesAgo` minutes ago (what a spin leaves in slot_rounds). */
const stake = (memberId: number, satang: number, minutesAgo: number) =>
  database.execute(sql`
    INSERT INTO slot_rounds (member_id, spin_key, bet_satang, win_satang, multiplier, reels, rtp, volatility, balance_after_satang, created_at)
    VALUES (${memberId}, ${`risk-${memberId}-${Math.random()}`}, ${satang}, 0, 0, '[]'::jsonb, 0.96, 'low', 0, now() - make_interval(mins => ${minutesAgo}))`);
const completedDeposit = (memberId: number, satang: number, minutesAgo: number) =>
  database.execute(sql`
    INSERT INTO money_requests (member_id, type, method, status, amount_satang, requested_satang, settled_at, created_at)
    VALUES (${memberId}, 'deposit', 'bank', 'completed', ${satang}, ${satang}, now() - make_interval(mins => ${minutesAgo}), now() - make_interval(mins => ${minutesAgo + 1}))`);
const withdraw = async (m: { phone: string; token: string }, baht: number) => {
  const json = await body(await call("/api/requests/withdraw", { token: m.token, body: { phone: m.phone, amount: baht } }));
  if (json.success !== true) throw new Error(`withdrawal refused: ${JSON.stringify(json)}`);
};

describe("risk rules", () => {
  it("shared device: a member signing in on a browser holding another member's device token; their own browser is no flag", async () => {
    const a = await withPassword();
    const b = await withPassword();
    const c = await withPassword();
    const aToken = await signIn(a, "192.0.2.10");
    await signIn(a, "192.0.2.10", aToken); // a again, on a's own browser
    const cToken = await signIn(c, "198.18.1.1");
    await signIn(c, "198.18.1.1", cToken);
    await scanRisks(database);
    expect(await flagsOf("shared_device", a.id, b.id, c.id)).toEqual([]);

    await signIn(b, "198.18.2.2", aToken); // b on a's browser
    await scanRisks(database);
    const [flag] = await flagsOf("shared_device", a.id, b.id);
    expect(flag).toMatchObject({ member_ids: [a.id, b.id].sort((x, y) => x - y), evidence: { device_of: a.id, sessions: 1 } });
    expect(await flagsOf("shared_device", c.id)).toEqual([]);
  });

  it("shared bank account name: the same holder name (case and spaces aside) with a recent registration; a different name, or two old accounts, are not", async () => {
    const a = await named("Somsak  Jaidee");
    const b = await named("somsak jaidee ", 3);
    const c = await named("Somsak Jaideee");
    const d = await named("Wanpen Sukjai", 40);
    const e = await named("WANPEN SUKJAI", 20);
    await scanRisks(database);
    const [flag] = await flagsOf("shared_bank_name", a.id, b.id, c.id);
    expect(flag).toMatchObject({ member_ids: [a.id, b.id], evidence: { name: "SOMSAK JAIDEE" } });
    expect(await flagsOf("shared_bank_name", d.id, e.id)).toEqual([]);
  });

  it("shared IP /24: two members' sessions from one network within the window; another network, or one member twice, are not", async () => {
    const a = await withPassword();
    const b = await withPassword();
    const c = await withPassword();
    const d = await withPassword();
    await signIn(a, "203.0.113.5");
    await signIn(a, "203.0.113.6");
    await signIn(c, "203.0.114.5");
    await signIn(d, "203.0.115.9");
    await scanRisks(database);
    expect(await flagsOf("shared_ip", a.id, c.id, d.id)).toEqual([]);

    await signIn(b, "203.0.113.77");
    // d's session from 203.0.115.0/24 is old: outside the window.
    await database.execute(sql`UPDATE sessions SET created_at = now() - interval '8 days' WHERE member_id = ${d.id}`);
    const e = await withPassword();
    await signIn(e, "203.0.115.10");
    await scanRisks(database);
    const [flag] = await flagsOf("shared_ip", a.id, b.id);
    expect(flag).toMatchObject({ member_ids: [a.id, b.id], evidence: { network: "203.0.113.0/24" } });
    expect((flag!.evidence.addresses as string[]).sort()).toEqual(["203.0.113.5", "203.0.113.6", "203.0.113.77"]);
    expect(await flagsOf("shared_ip", d.id, e.id)).toEqual([]);
  });

  it("deposit then withdrawal with no play in between; a stake in between is no flag", async () => {
    const idle = await member(database, { satang: 50_000, deposited: true });
    await completedDeposit(idle.id, 30_000, 10);
    await withdraw(idle, 300);
    const played = await member(database, { satang: 50_000, deposited: true });
    await completedDeposit(played.id, 30_000, 10);
    await stake(played.id, 1_000, 5);
    await withdraw(played, 300);
    await scanRisks(database);
    const [flag] = await flagsOf("deposit_withdraw_no_play", idle.id);
    expect(flag).toMatchObject({ member_ids: [idle.id], evidence: { deposit_satang: 30_000, withdrawal_satang: 30_000 } });
    expect(await flagsOf("deposit_withdraw_no_play", played.id)).toEqual([]);
  });

  it("bonus withdrawn at the turnover minimum twice; once at the minimum and once well above it is no flag", async () => {
    /** A claimed bonus asking `required`, then `staked` in stakes, then a withdrawal: one cycle, `hoursAgo` back. */
    const cycle = async (memberId: number, required: number, staked: number, hoursAgo: number) => {
      const minutes = hoursAgo * 60;
      await database.execute(sql`
        INSERT INTO bonuses (member_id, type, amount_satang, status, source, turnover_multiple, claim_deadline, claimed_at)
        VALUES (${memberId}, 'cashback', ${required / 5}, 'claimed', ${`risk-${hoursAgo}`}, 5, now() + interval '1 day', now() - make_interval(mins => ${minutes}))`);
      await stake(memberId, staked, minutes - 10);
      await database.execute(sql`
        INSERT INTO money_requests (member_id, type, status, amount_satang, requested_satang, created_at)
        VALUES (${memberId}, 'withdraw', 'completed', 20000, 20000, now() - make_interval(mins => ${minutes - 20}))`);
    };
    const hunter = await member(database, { satang: 1_000, deposited: true });
    await cycle(hunter.id, 10_000, 10_500, 50);
    await cycle(hunter.id, 20_000, 20_000, 26);
    const player = await member(database, { satang: 1_000, deposited: true });
    await cycle(player.id, 10_000, 10_000, 50);
    await cycle(player.id, 10_000, 25_000, 26);
    await scanRisks(database);
    const [flag] = await flagsOf("bonus_turnover_minimum", hunter.id);
    expect(flag!.member_ids).toEqual([hunter.id]);
    expect((flag!.evidence.bonuses as { required_satang: number; staked_satang: number }[]).map((x) => [x.required_satang, x.staked_satang])).toEqual([
      [10_000, 10_500],
      [20_000, 20_000],
    ]);
    expect(await flagsOf("bonus_turnover_minimum", player.id)).toEqual([]);
  });
});

describe("raising and closing flags", () => {
  it("raises a flag once however often the scan runs; a new member widens the open flag; a closed one comes back only for someone new", async () => {
    const a = await named("Prasert Deemak");
    const b = await named("prasert deemak");
    await scanRisks(database);
    await scanRisks(database);
    const [first, ...rest] = await flagsOf("shared_bank_name", a.id);
    expect(rest).toEqual([]);
    const c = await named("PRASERT DEEMAK");
    await scanRisks(database);
    expect((await flagsOf("shared_bank_name", a.id)).map((f) => [f.id, f.member_ids])).toEqual([[first!.id, [a.id, b.id, c.id]]]);

    const risk = await staffMember(database, "risk");
    await closeRiskFlag(database, risk.actor, first!.id, { reason: "ญาติกัน ตรวจแล้ว" });
    await scanRisks(database);
    expect((await flagsOf("shared_bank_name", a.id)).map((f) => f.closed)).toEqual([true]);
    const d = await named("Prasert Deemak");
    await scanRisks(database);
    const flags = await flagsOf("shared_bank_name", a.id);
    expect(flags.map((f) => [f.closed, f.member_ids])).toEqual([
      [true, [a.id, b.id, c.id]],
      [false, [a.id, b.id, c.id, d.id]],
    ]);
  });

  it("lists open flags with the members' phones; closing needs risk.close, is audited once, and blocks nobody", async () => {
    const a = await named("Kanya Boonmee");
    const b = await named("kanya boonmee");
    await scanRisks(database);
    const owner = await staffMember(database, "owner");
    const listed = (await riskFlagList(database, owner.actor)).find((f) => f.members.some((m) => m.id === a.id))!;
    expect(listed).toMatchObject({ kind: "shared_bank_name", closed_at: null, members: [{ id: a.id, phone: a.phone }, { id: b.id, phone: b.phone }] });

    const finance = await staffMember(database, "finance");
    await expect(riskFlagList(database, finance.actor)).rejects.toMatchObject({ status: 403 });
    await expect(closeRiskFlag(database, finance.actor, listed.id, { reason: "x" })).rejects.toMatchObject({ status: 403 });
    const support = await staffMember(database, "support");
    await expect(closeRiskFlag(database, support.actor, listed.id, { reason: "x" })).rejects.toMatchObject({ status: 403 });

    const risk = await staffMember(database, "risk");
    expect(await closeRiskFlag(database, risk.actor, listed.id, { reason: "  คนละคน ชื่อซ้ำ  " })).toEqual({ status: "closed" });
    await expect(closeRiskFlag(database, owner.actor, listed.id, { reason: "again" })).rejects.toMatchObject({
      status: 409,
      body: { message: th.backoffice.flagClosed },
    });
    await expect(closeRiskFlag(database, owner.actor, 999_999, { reason: "none" })).rejects.toMatchObject({ status: 404 });
    expect(await auditRows(database, "risk_flag", listed.id)).toEqual([
      {
        action: "risk.close",
        staff_id: risk.id,
        role: "risk",
        before: { status: "open", kind: "shared_bank_name", members: [a.id, b.id] },
        after: { status: "closed" },
        reason: "คนละคน ชื่อซ้ำ",
        ip: "203.0.113.9",
      },
    ]);
    const closed = (await riskFlagList(database, owner.actor, { closed: true })).find((f) => f.id === listed.id);
    expect(closed).toMatchObject({ closed_by: risk.username, close_reason: "คนละคน ชื่อซ้ำ" });
    expect((await riskFlagList(database, owner.actor)).some((f) => f.id === listed.id)).toBe(false);
    // Never a block: the members stay active and their sessions live.
    const states = rowsOf<{ status: string }>(await database.execute(sql`SELECT status FROM members WHERE id IN (${a.id}, ${b.id})`));
    expect(states.map((s) => s.status)).toEqual(["active", "active"]);
    expect((await body(await call("/api/customers/profile", { token: a.token }))).data).toBeTruthy();
  });

  it("runs as the risk_scan job: a due scan raises the flags and queues the next minute's, once", async () => {
    const a = await named("Jirapat Sangchai");
    const b = await named("JIRAPAT SANGCHAI");
    await database.execute(sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = 'risk_scan' AND done_at IS NULL`);
    expect(await runDueJobs(database)).toBeGreaterThanOrEqual(1);
    expect((await flagsOf("shared_bank_name", a.id)).map((f) => f.member_ids)).toEqual([[a.id, b.id]]);
    const waiting = rowsOf<{ run_at: string; ahead: boolean }>(
      await database.execute(sql`SELECT run_at::text AS run_at, run_at > now() AS ahead FROM jobs WHERE kind = 'risk_scan' AND done_at IS NULL`),
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.ahead).toBe(true);
    expect(new Date(waiting[0]!.run_at).getUTCSeconds()).toBe(0);
  });
});
