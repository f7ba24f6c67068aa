// @vitest-environment node
/**
 * The weekly cashback job run by several instances at once, on a real PostgreSQL with a connection pool (the
 * in-memory PGlite runs one transaction at a time). Opt-in like pg-bonus.test.ts: `TEST_DATABASE_URL=postgres://
 * postgres@127.0.0.1:5432/x npx vitest run tests/unit/server/db/pg-cashback.test.ts` uses a fresh database named
 * member_cashback_test on that server. Prints the measured figures.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setupPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const live = setupPostgres("member_cashback_test");

describe.skipIf(!live.enabled)("the weekly cashback on PostgreSQL", () => {
  it("8 instances publishing one week at once → one bonus per losing member; 20 claims of each → 1", async () => {
    const { member, call, body } = await import("../wallet/helpers");
    const { publishCashback, weekOf } = await import("@/server/wallet/cashback");

    const week = weekOf(new Date());
    const losers = await Promise.all(Array.from({ length: 5 }, () => member(live.db, { satang: 10_000, deposited: true })));
    const winner = await member(live.db, { satang: 10_000, deposited: true });
    let n = 0;
    const round = (memberId: number, bet: number, win: number) =>
      live.db.execute(sql`
        INSERT INTO slot_rounds (member_id, spin_key, bet_satang, win_satang, multiplier, reels, rtp, volatility, balance_after_satang, created_at)
        VALUES (${memberId}, ${`pgcb-${++n}`}, ${bet}, ${win}, 0, '["a","b","c"]'::jsonb, 96, 'medium', 0, ${week.from.toISOString()})`);
    for (const [i, m] of losers.entries()) await round(m.id, 20_000 * (i + 1), 0); // 200, 400, … 1,000 baht down
    await round(winner.id, 1_000, 90_000);

    const t0 = performance.now();
    const runs = await Promise.all(Array.from({ length: 8 }, () => publishCashback(live.db, week)));
    const granted = runs.reduce((t, r) => t + r.granted, 0);
    const paid = runs.reduce((t, r) => t + r.satang, 0);
    const rows = rowsOf<{ member_id: number; n: string | number; amount: string | number }>(
      await live.db.execute(sql`
        SELECT member_id, COUNT(*) AS n, SUM(amount_satang) AS amount FROM bonuses
        WHERE type = 'cashback' AND source = ${week.source} GROUP BY member_id ORDER BY member_id`),
    );
    console.log(
      `[cashback] 8 concurrent publications of ${week.source} → ${granted} bonuses granted in total (${paid} satang), ` +
        `${rows.length} members with a bonus, ${Math.round(performance.now() - t0)} ms`,
    );
    expect(granted).toBe(5);
    expect(paid).toBe(1_000 + 2_000 + 3_000 + 4_000 + 5_000);
    expect(rows.map((r) => [Number(r.member_id), Number(r.n), Number(r.amount)])).toEqual(
      losers.map((m, i) => [m.id, 1, 1_000 * (i + 1)]).sort((a, b) => a[0]! - b[0]!),
    );

    // Each bonus claimed 20 times at once: credited once; the ledger sums to zero.
    const claims = await Promise.all(
      losers.flatMap((m) =>
        Array.from({ length: 20 }, async () => {
          const list = await body(await call("/api/customers/bonuses", { token: m.token }));
          return (await call(`/api/customers/get-bonus/${list.data[0].id}`, { token: m.token, method: "POST" })).status;
        }),
      ),
    );
    expect(claims.filter((s) => s === 200)).toHaveLength(5);
    expect(claims.filter((s) => s !== 200 && s !== 400)).toEqual([]);
    const { demoProvider } = await import("@/server/provider/demo");
    for (const [i, m] of losers.entries()) expect(await demoProvider(live.db).balance(m.id)).toBe(10_000 + 1_000 * (i + 1));
    const { ledgerSumsToZero } = await import("@/server/wallet/ledger");
    expect(await ledgerSumsToZero(live.db)).toBe(true);
  }, 120_000);
});
