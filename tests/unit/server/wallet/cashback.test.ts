// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { demoProvider } from "@/server/provider/demo";
import { CASHBACK, cashbackOf, mondayOf, previousWeek, publishCashback, scheduleCashback, weekLabel, weekOf } from "@/server/wallet/cashback";
import { runDueJobs } from "@/server/wallet/jobs";
import { body, call, member } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const at = (iso: string) => new Date(iso);

describe("the cashback week, Monday 00:00 to Sunday 24:00 Asia/Bangkok", () => {
  it("starts at Monday 00:00 in Bangkok (Sunday 17:00 UTC)", () => {
    // Monday 23 November 2026 00:00 Bangkok = Sunday 22 November 17:00 UTC.
    expect(weekOf(at("2026-11-22T17:00:00.000Z"))).toEqual({
      from: at("2026-11-22T17:00:00.000Z"),
      to: at("2026-11-29T17:00:00.000Z"),
      source: "2026-W48",
    });
    // One millisecond earlier is Sunday 23:59:59.999 in Bangkok: the week before.
    expect(weekOf(at("2026-11-22T16:59:59.999Z")).from).toEqual(at("2026-11-15T17:00:00.000Z"));
    expect(weekOf(at("2026-11-22T16:59:59.999Z")).source).toBe("2026-W47");
    // Monday 00:30 UTC is already Monday 07:30 in Bangkok; Sunday 20:00 UTC is Monday 03:00 there.
    expect(mondayOf(at("2026-11-23T00:30:00Z"))).toEqual(at("2026-11-22T17:00:00Z"));
    expect(mondayOf(at("2026-11-22T20:00:00Z"))).toEqual(at("2026-11-22T17:00:00Z"));
    // Sunday evening in Bangkok (Sunday 16:00 UTC = 23:00 Bangkok) still belongs to the week that began on Monday the 16th.
    expect(mondayOf(at("2026-11-22T16:00:00Z"))).toEqual(at("2026-11-15T17:00:00Z"));
  });

  it("the Monday job pays the week that has just ended", () => {
    expect(previousWeek(at("2026-11-22T17:00:00.000Z"))).toEqual({
      from: at("2026-11-15T17:00:00.000Z"),
      to: at("2026-11-22T17:00:00.000Z"),
      source: "2026-W47",
    });
  });

  it("labels weeks by ISO week across the year end (2026 has 53 weeks)", () => {
    expect(weekLabel(mondayOf(at("2026-12-30T12:00:00Z")))).toBe("2026-W53");
    expect(weekLabel(mondayOf(at("2027-01-04T12:00:00Z")))).toBe("2027-W01");
    expect(weekLabel(mondayOf(at("2025-12-31T12:00:00Z")))).toBe("2026-W01");
  });

  it("pays 5 % of a net loss, rounded down, from 1 baht", () => {
    expect(CASHBACK.percent).toBe(5);
    expect(cashbackOf(10_000)).toBe(500);
    expect(cashbackOf(2_000)).toBe(100);
    expect(cashbackOf(1_999)).toBe(0);
    expect(cashbackOf(0)).toBe(0);
    expect(cashbackOf(-50_000)).toBe(0);
    expect(CASHBACK.turnoverMultiple).toBeLessThanOrEqual(10);
  });
});

let spins = 0;
const round = (memberId: number, bet: number, win: number, when: Date) =>
  database.execute(sql`
    INSERT INTO slot_rounds (member_id, spin_key, bet_satang, win_satang, multiplier, reels, rtp, volatility, balance_after_satang, created_at)
    VALUES (${memberId}, ${`cb-${++spins}`}, ${bet}, ${win}, 0, '["a","b","c"]'::jsonb, 0.96, 'medium', 0, ${when.toISOString()})`);
const cashbacks = async (memberId: number) =>
  rowsOf<{ source: string; amount: string; status: string; multiple: number; deadline: Date | string }>(
    await database.execute(sql`
      SELECT source, amount_satang AS amount, status, turnover_multiple AS multiple, claim_deadline AS deadline
      FROM bonuses WHERE member_id = ${memberId} AND type = 'cashback' ORDER BY id`),
  );

describe("publishing a week's cashback", () => {
  it("uses the provider's win/loss inside the week only, once per member and week", async () => {
    const week = weekOf(at("2025-03-05T12:00:00Z")); // 2025-W10: Monday 3 March 00:00 Bangkok = 2 March 17:00 UTC
    const loser = await member(database, { deposited: true });
    const small = await member(database, { deposited: true });
    const winner = await member(database, { deposited: true });
    await round(loser.id, 30_000, 10_000, week.from); // counted: the first instant of the week
    await round(loser.id, 5_000, 0, new Date(week.to.getTime() - 1)); // counted: Sunday 23:59:59.999
    await round(loser.id, 90_000, 0, week.to); // next week
    await round(loser.id, 90_000, 0, new Date(week.from.getTime() - 1)); // the week before
    await round(small.id, 1_999, 0, week.from);
    await round(winner.id, 1_000, 50_000, week.from);
    expect(await demoProvider(database).winLoss(loser.id, week.from, week.to)).toBe(25_000);
    expect(await demoProvider(database).winLoss(winner.id, week.from, week.to)).toBe(-49_000);

    const published = at("2025-03-10T01:00:00Z");
    const first = await publishCashback(database, week, published);
    expect(first).toMatchObject({ source: "2025-W10", granted: 1, satang: 1_250 });
    expect(await cashbacks(loser.id)).toEqual([
      {
        source: "2025-W10",
        amount: expect.anything(),
        status: "claimable",
        multiple: CASHBACK.turnoverMultiple,
        deadline: expect.anything(),
      },
    ]);
    const [b] = await cashbacks(loser.id);
    expect(Number(b!.amount)).toBe(1_250);
    expect(new Date(b!.deadline)).toEqual(new Date(published.getTime() + 7 * 86_400_000));
    expect(await cashbacks(small.id)).toEqual([]);
    expect(await cashbacks(winner.id)).toEqual([]);

    // Run again (another instance, a retry): nothing new.
    expect(await publishCashback(database, week, published)).toMatchObject({ granted: 0, satang: 0 });
    expect(await cashbacks(loser.id)).toHaveLength(1);
  });

  it("runs as a job on Monday and queues the next Monday's, once", async () => {
    const monday = mondayOf(at("2024-06-12T12:00:00Z")); // 2024-W24 starts Monday 10 June
    const m = await member(database, { deposited: true });
    await round(m.id, 40_000, 0, new Date(monday.getTime() - 3 * 86_400_000)); // in 2024-W23
    await scheduleCashback(database, new Date(monday.getTime() - 86_400_000)); // queues `monday`
    await scheduleCashback(database, new Date(monday.getTime() - 86_400_000)); // once
    const queued = async (runAt: Date) =>
      Number(
        rowsOf<{ n: string }>(
          await database.execute(sql`SELECT COUNT(*) AS n FROM jobs WHERE kind = 'weekly_cashback' AND run_at = ${runAt.toISOString()}`),
        )[0]!.n,
      );
    expect(await queued(monday)).toBe(1);
    await runDueJobs(database);
    const [b] = await cashbacks(m.id);
    expect(b).toMatchObject({ source: "2024-W23" });
    expect(Number(b!.amount)).toBe(2_000);
    const [job] = rowsOf<{ done: boolean }>(
      await database.execute(sql`SELECT done_at IS NOT NULL AS done FROM jobs WHERE kind = 'weekly_cashback' AND run_at = ${monday.toISOString()}`),
    );
    expect(job!.done).toBe(true);
    expect(await queued(new Date(monday.getTime() + 7 * 86_400_000))).toBe(1);
  });

  it("POST /api/demo/run-cashback (npm run simulate -- cashback) publishes this week's so far, then claims like any bonus", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    await round(m.id, 100_000, 20_000, new Date(Date.now() - 1000));
    const res = await call("/api/demo/run-cashback", { method: "POST" });
    expect(res.status).toBe(200);
    expect((await body(res)).data).toMatchObject({ source: weekOf(new Date()).source });
    const [b] = await cashbacks(m.id);
    expect(Number(b!.amount)).toBe(4_000);
    const list = await body(await call("/api/customers/bonuses", { token: m.token }));
    const id = list.data[0].id as number;
    const claimed = await call(`/api/customers/get-bonus/${id}`, { token: m.token, method: "POST" });
    expect(claimed.status).toBe(200);
    expect(await demoProvider(database).balance(m.id)).toBe(5_000);
  });
});

describe("playing the demo slot until the week is down (POST /api/demo/play, npm run simulate -- play)", () => {
  it("plays ordinary 10-baht spins back to back until this week's loss reaches the target; the profile shows the week and then the cashback", async () => {
    const m = await member(database, { satang: 500_000, deposited: true });
    const res = await call(`/api/demo/play?phone=${m.phone}&lose=200`, { method: "POST" });
    expect(res.status).toBe(200);
    const { data } = await body(res);
    expect(data).toMatchObject({ phone: m.phone, stopped: "reached" });
    expect(data.spins).toBeGreaterThan(0);
    expect(data.staked_satang).toBe(data.spins * 1_000);
    expect(data.week_net_loss_satang).toBe(data.staked_satang - data.won_satang);
    expect(data.week_net_loss_satang).toBeGreaterThanOrEqual(20_000);
    // Stops at the first spin past the target: one spin earlier it had not reached it.
    expect(data.week_net_loss_satang - 1_000).toBeLessThan(20_000);
    // Every spin is a recorded round, and the provider's balance moved by exactly wins − stakes.
    const week = weekOf(new Date());
    expect(await demoProvider(database).winLoss(m.id, week.from, week.to)).toBe(data.week_net_loss_satang);
    expect(await demoProvider(database).balance(m.id)).toBe(500_000 - data.week_net_loss_satang);
    expect(data.balance_satang).toBe(500_000 - data.week_net_loss_satang);
    const [{ n }] = rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM slot_rounds WHERE member_id = ${m.id}`)) as [{ n: string }];
    expect(Number(n)).toBe(data.spins);

    const before = (await body(await call("/api/customers/profile", { token: m.token }))).data;
    expect(Number(before.customer_win_loses_total)).toBe(data.week_net_loss_satang / 100);
    expect(before.events).toEqual([]);
    await call("/api/demo/run-cashback", { method: "POST" });
    const after = (await body(await call("/api/customers/profile", { token: m.token }))).data;
    const owed = cashbackOf(data.week_net_loss_satang) / 100;
    expect(after.events).toEqual([{ id: expect.any(Number), type: "cashback", amount: owed, claim_deadline: expect.any(String) }]);
    expect(Number(after.bonus_pending)).toBe(owed);
    // Played again: already down by more than 100 baht, so nothing is spun.
    const again = (await body(await call(`/api/demo/play?phone=${m.phone}&lose=100`, { method: "POST" }))).data;
    expect(again).toMatchObject({ spins: 0, stopped: "reached", week_net_loss_satang: data.week_net_loss_satang });
    // The spins are the real CSPRNG's: usually a few dozen, but a lucky streak takes thousands (AUTOPLAY_MAX_SPINS),
    // each a transaction; a busy machine must not turn that tail into a failure.
  }, 60_000);

  it("stops when the balance no longer covers a bet, and answers null for a phone that is not a member", async () => {
    const broke = await member(database, { satang: 500, deposited: true });
    const { data } = await body(await call(`/api/demo/play?phone=${broke.phone}`, { method: "POST" }));
    expect(data).toMatchObject({ spins: 0, stopped: "broke", balance_satang: 500 });
    expect((await body(await call("/api/demo/play?phone=0999999999", { method: "POST" }))).data).toBeNull();
    expect((await call(`/api/demo/play?phone=${broke.phone}&lose=0`, { method: "POST" })).status).toBe(422);
    expect((await call(`/api/demo/play?phone=${broke.phone}`)).status).toBe(405);
  });
});
