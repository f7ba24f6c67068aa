// @vitest-environment node
/**
 * The bonus claim race on a real PostgreSQL with a connection pool (the in-memory PGlite runs one transaction at a
 * time). Opt-in like pg-money.test.ts: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest run
 * tests/unit/server/db/pg-bonus.test.ts` uses a fresh database named member_unit_bonus on that server. Prints the
 * measured figures.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setupPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const live = setupPostgres("member_unit_bonus");

describe.skipIf(!live.enabled)("bonus claims on PostgreSQL", () => {
  it("100 concurrent claims of one bonus credit it exactly once; the ledger sums to zero", async () => {
    const { member, call, body } = await import("../wallet/helpers");
    const { demoProvider } = await import("@/server/provider/demo");
    const { grantBonus } = await import("@/server/wallet/bonuses");
    const { PROMOTION_EXPENSE, balanceOf, ledgerSumsToZero } = await import("@/server/wallet/ledger");
    const { th } = await import("@/lib/i18n/th");

    const m = await member(live.db, { satang: 10_000, deposited: true });
    await grantBonus(live.db, {
      memberId: m.id,
      type: "cashback",
      satang: 12_345,
      source: "race",
      turnoverMultiple: 2,
      claimDeadline: new Date(Date.now() + 86_400_000),
    });
    const [row] = rowsOf<{ id: number }>(await live.db.execute(sql`SELECT id FROM bonuses WHERE member_id = ${m.id}`));
    const id = Number(row!.id);
    const expenseBefore = await balanceOf(live.db, PROMOTION_EXPENSE);

    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(`/api/customers/get-bonus/${id}`, { token: m.token, method: "POST" }).then(async (res) => ({ status: res.status, json: await body(res) })),
      ),
    );
    const ok = answers.filter((a) => a.status === 200 && a.json.success === true).length;
    const refused = answers.filter((a) => a.status === 400 && a.json.msg === th.bonus.alreadyClaimed).length;
    const other = answers.filter((a) => a.status !== 200 && a.status !== 400);
    console.log(
      `[bonus] 100 concurrent claims of one bonus → ${ok} claimed, ${refused} refused as already claimed, ` +
        `${other.length} other, ${Math.round(performance.now() - t0)} ms`,
    );
    expect(ok).toBe(1);
    expect(refused).toBe(99);
    expect(other).toEqual([]);
    expect(await demoProvider(live.db).balance(m.id)).toBe(22_345);
    expect(await balanceOf(live.db, PROMOTION_EXPENSE)).toBe(expenseBefore - 12_345);
    const [t] = rowsOf<{ n: string | number }>(
      await live.db.execute(sql`SELECT COUNT(*) AS n FROM ledger_transactions WHERE reference LIKE ${`bonus:${id}%`}`),
    );
    expect(Number(t!.n)).toBe(2);
    const [mm] = rowsOf<{ target: string | number }>(await live.db.execute(sql`SELECT turnover_target_satang AS target FROM members WHERE id = ${m.id}`));
    expect(Number(mm!.target)).toBe(24_690);
    expect(await ledgerSumsToZero(live.db)).toBe(true);
  }, 120_000);
});
