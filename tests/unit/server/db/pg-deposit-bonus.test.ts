// @vitest-environment node
/**
 * A promoted deposit's bonus row under a delivery race on a real PostgreSQL (pool of 10). Opt-in like pg-bonus.test.ts:
 * `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest run tests/unit/server/db/pg-deposit-bonus.test.ts`
 * (live.db member_unit_deposit_bonus on that server). Prints its figures.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { setupPostgres } from "./fresh-pg";

const live = setupPostgres("member_unit_deposit_bonus");

describe.skipIf(!live.enabled)("a deposit's bonus row on PostgreSQL", () => {
  it("200 concurrent gateway events paying one welcome-promotion deposit: credited once, one claimed deposit_bonus row", async () => {
    const { member, call, body, webhook } = await import("../wallet/helpers");
    const { demoProvider } = await import("@/server/provider/demo");
    const { ledgerSumsToZero } = await import("@/server/wallet/ledger");

    const { data: promos } = await body(await call("/api/promotions"));
    const welcome = (promos as { id: number; bonus_percent: number }[]).find((p) => p.bonus_percent === 100)!.id;
    const m = await member(live.db);
    const opened = await body(await call("/api/requests/deposit/payment-gateway", { token: m.token, body: { amount: 1_500, promotion_id: welcome, ip: "" } }));
    const id = Number(opened.data.id);

    const t0 = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        webhook("payment-gateway", { event_id: `race-${id}-${i}`, deposit_id: id, amount: 1_500, status: "paid" }).then(async (r) => ({
          status: r.status,
          outcome: (await body(r)).outcome as string,
        })),
      ),
    );
    const credited = outcomes.filter((o) => o.outcome === "credited").length;
    const bad = outcomes.filter((o) => o.status !== 200);
    const rows = rowsOf<{ type: string; status: string; amount: string; turnover: string }>(
      await live.db.execute(sql`
        SELECT type, status, amount_satang AS amount, turnover_satang AS turnover FROM bonuses WHERE member_id = ${m.id}`),
    );
    console.log(
      `[deposit-bonus] 200 concurrent events for one promoted deposit → ${credited} credited, ${rows.length} bonus row(s), ` +
        `${bad.length} non-200, ${Math.round(performance.now() - t0)} ms`,
    );
    expect(credited).toBe(1);
    expect(bad).toEqual([]);
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount), turnover: Number(r.turnover) }))).toEqual([
      { type: "deposit_bonus", status: "claimed", amount: 100_000, turnover: 1_250_000 },
    ]);
    expect(await demoProvider(live.db).balance(m.id)).toBe(250_000);
    const profile = (await body(await call("/api/customers/profile", { token: m.token }))).data;
    expect(profile).toMatchObject({ bonus_total: "1000.00", bonus_pending: "0.00" });
    expect(await ledgerSumsToZero(live.db)).toBe(true);
  }, 120_000);
});
