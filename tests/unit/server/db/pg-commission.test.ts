// @vitest-environment node
/**
 * The daily referral commission published by several instances at once, on a real PostgreSQL with a connection pool
 * (the in-memory PGlite runs one transaction at a time). Opt-in like pg-cashback.test.ts: `TEST_DATABASE_URL=
 * postgres://postgres@127.0.0.1:5432/x npx vitest run tests/unit/server/db/pg-commission.test.ts` uses a fresh
 * database named member_commission_test on that server. Prints the measured figures.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setupPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const live = setupPostgres("member_commission_test");

describe.skipIf(!live.enabled)("the daily referral commission on PostgreSQL", () => {
  it("8 instances publishing one day at once → one bonus and one breakdown per referrer", async () => {
    const { member } = await import("../wallet/helpers");
    const { dayOf, publishCommission } = await import("@/server/referral/commission");
    const { ledgerSumsToZero } = await import("@/server/wallet/ledger");

    const day = dayOf(new Date());
    // Four chains top → friend → friend-of-friend; each friend stakes 100 baht today.
    const chains = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const [top, lv1, lv2] = [await member(live.db), await member(live.db), await member(live.db)];
        await live.db.execute(sql`UPDATE members SET referred_by = ${top.id} WHERE id = ${lv1.id}`);
        await live.db.execute(sql`UPDATE members SET referred_by = ${lv1.id} WHERE id = ${lv2.id}`);
        return { top, lv1, lv2 };
      }),
    );
    let n = 0;
    for (const { lv1, lv2 } of chains) {
      for (const m of [lv1, lv2]) {
        await live.db.execute(sql`
          INSERT INTO slot_rounds (member_id, spin_key, bet_satang, win_satang, multiplier, reels, rtp, volatility, balance_after_satang, created_at)
          VALUES (${m.id}, ${`pgrc-${++n}`}, 10000, 0, 0, '["a","b","c"]'::jsonb, 96, 'medium', 0, ${day.from.toISOString()})`);
      }
    }

    const t0 = performance.now();
    const runs = await Promise.all(Array.from({ length: 8 }, () => publishCommission(live.db, day)));
    const granted = runs.reduce((t, r) => t + r.granted, 0);
    const paid = runs.reduce((t, r) => t + r.satang, 0);
    const bonuses = rowsOf<{ member_id: number; n: string | number; amount: string | number }>(
      await live.db.execute(sql`
        SELECT member_id, COUNT(*) AS n, SUM(amount_satang) AS amount FROM bonuses
        WHERE type = 'commission' AND source = ${day.source} GROUP BY member_id ORDER BY member_id`),
    );
    const breakdowns = rowsOf<{ n: string | number }>(
      await live.db.execute(sql`SELECT COUNT(*) AS n FROM referral_commissions WHERE bangkok_day = ${day.source}`),
    );
    console.log(
      `[commission] 8 concurrent publications of ${day.source} → ${granted} bonuses granted in total (${paid} satang), ` +
        `${bonuses.length} referrers with a bonus, ${Math.round(performance.now() - t0)} ms`,
    );
    // Each top earns 0.5 % of 100 baht (level 1) + 0.3 % of 100 baht (level 2); each lv1 0.5 % of 100 baht.
    expect(granted).toBe(8);
    expect(paid).toBe(4 * (50 + 30) + 4 * 50);
    const expected = chains.flatMap(({ top, lv1 }) => [[top.id, 1, 80], [lv1.id, 1, 50]]).sort((a, b) => a[0]! - b[0]!);
    expect(bonuses.map((r) => [Number(r.member_id), Number(r.n), Number(r.amount)])).toEqual(expected);
    expect(Number(breakdowns[0]!.n)).toBe(8);
    expect(await ledgerSumsToZero(live.db)).toBe(true);
  }, 120_000);
});
