// @vitest-environment node
/**
 * The daily spin race on a real PostgreSQL with a connection pool (the in-memory PGlite runs one transaction at a
 * time). Opt-in like pg-bonus.test.ts: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest run
 * tests/unit/server/db/pg-spin.test.ts` uses a fresh database named member_spin_test on that server. Prints the
 * measured figures.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setupPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const live = setupPostgres("member_spin_test");

describe.skipIf(!live.enabled)("daily spins on PostgreSQL", () => {
  it("50 concurrent spins by one member (each with its own Idempotency-Key, half without) → 1 spin, 1 bonus", async () => {
    const { member, call, body } = await import("../wallet/helpers");
    const { th } = await import("@/lib/i18n/th");

    const m = await member(live.db, { deposited: true });
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call("/api/spin-wheel/spin", { token: m.token, method: "POST", key: i % 2 ? `race-${i}` : undefined }).then(async (res) => ({
          status: res.status,
          json: await body(res),
        })),
      ),
    );
    const ok = answers.filter((a) => a.status === 200 && a.json.success === true);
    const refused = answers.filter((a) => a.status === 400 && a.json.msg === th.spinWheel.alreadySpun).length;
    const other = answers.filter((a) => a.status !== 200 && a.status !== 400);
    const [n] = rowsOf<{ spins: string | number; bonuses: string | number }>(
      await live.db.execute(sql`
        SELECT (SELECT COUNT(*) FROM spins WHERE member_id = ${m.id}) AS spins,
               (SELECT COUNT(*) FROM bonuses WHERE member_id = ${m.id} AND type = 'spin') AS bonuses`),
    );
    console.log(
      `[spin] 50 concurrent spins by one member → ${ok.length} spun, ${refused} refused as already spun, ${other.length} other; ` +
        `${n!.spins} spins row, ${n!.bonuses} spin bonus, ${Math.round(performance.now() - t0)} ms`,
    );
    expect(ok.length).toBe(1);
    expect(refused).toBe(49);
    expect(other).toEqual([]);
    expect(Number(n!.spins)).toBe(1);
    expect(Number(n!.bonuses)).toBe(1);
    const [b] = rowsOf<{ id: number; amount: string | number }>(
      await live.db.execute(sql`SELECT id, amount_satang AS amount FROM bonuses WHERE member_id = ${m.id}`),
    );
    expect(ok[0]!.json.data.bonus_id).toBe(Number(b!.id));
    expect(ok[0]!.json.data.amount * 100).toBe(Number(b!.amount));
  }, 120_000);
});
