// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { th } from "@/lib/i18n/th";
import { spinWheel, spinWheelSpin } from "@/lib/api/contract/spin-wheel";
import { SPIN, SPIN_PRIZES, SPIN_WEIGHT_TOTAL, bangkokDay, nextBangkokMidnight, prizeIndexAt, probabilityOf } from "@/lib/spin-wheel/prizes";
import { MAX_TURNOVER_MULTIPLE } from "@/server/wallet/bonuses";
import { drawPrizeIndex, spinOnce, spinWheelState } from "@/server/wallet/spin-wheel";
import { body, call, member } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

describe("the published prize table", () => {
  it("has positive integer weights summing to exactly 100 % and a turnover within the cap", () => {
    expect(SPIN_PRIZES.reduce((s, p) => s + p.weight, 0)).toBe(SPIN_WEIGHT_TOTAL);
    for (const p of SPIN_PRIZES) {
      expect(Number.isInteger(p.weight) && p.weight > 0).toBe(true);
      expect(p.amount).toBeGreaterThan(0);
    }
    expect(SPIN_PRIZES.reduce((s, p) => s + probabilityOf(p.weight) * 1000, 0) / 1000).toBe(100);
    expect(SPIN.turnoverMultiple).toBeLessThanOrEqual(MAX_TURNOVER_MULTIPLE);
  });

  it("maps every number of the draw onto its prize by cumulative weight", () => {
    const counts = SPIN_PRIZES.map(() => 0);
    for (let r = 0; r < SPIN_WEIGHT_TOTAL; r++) counts[prizeIndexAt(r)]!++;
    expect(counts).toEqual(SPIN_PRIZES.map((p) => p.weight));
    expect(() => prizeIndexAt(-1)).toThrow(RangeError);
    expect(() => prizeIndexAt(SPIN_WEIGHT_TOTAL)).toThrow(RangeError);
    expect(drawPrizeIndex(() => 0)).toBe(0);
    expect(drawPrizeIndex((max) => max - 1)).toBe(SPIN_PRIZES.length - 1);
  });

  it("draws with the CSPRNG in line with the weights (10,000 draws, chi-square well under a bound that never flakes)", () => {
    const N = 10_000;
    const counts = SPIN_PRIZES.map(() => 0);
    for (let i = 0; i < N; i++) counts[drawPrizeIndex()]!++;
    const chi2 = SPIN_PRIZES.reduce((s, p, i) => {
      const expected = (N * p.weight) / SPIN_WEIGHT_TOTAL;
      return s + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    const observed = SPIN_PRIZES.map((p, i) => `${p.amount}฿ ${((counts[i]! * 100) / N).toFixed(2)}% (want ${probabilityOf(p.weight)}%)`);
    // 5 degrees of freedom: P(chi² > 20.52) = 0.001, P(chi² > 45) < 1e-8. A broken draw (e.g. uniform) scores in the thousands.
    console.log(`[spin] ${N} draws: ${observed.join(", ")}; chi² = ${chi2.toFixed(2)} (df 5, bound 45)`);
    expect(chi2).toBeLessThan(45);
  });
});

describe("the Bangkok calendar day", () => {
  it("turns at 00:00 Asia/Bangkok (17:00 UTC), not at midnight UTC", () => {
    expect(bangkokDay(new Date("2026-11-24T16:59:59.999Z"))).toBe("2026-11-24");
    expect(bangkokDay(new Date("2026-11-24T17:00:00.000Z"))).toBe("2026-11-25");
    expect(bangkokDay(new Date("2026-12-31T17:30:00Z"))).toBe("2027-01-01");
    expect(nextBangkokMidnight(new Date("2026-11-24T03:00:00Z")).toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(nextBangkokMidnight(new Date("2026-11-24T17:00:00Z")).toISOString()).toBe("2026-11-25T17:00:00.000Z");
  });

  it("lets a member spin again just after Bangkok midnight, not just after UTC midnight", async () => {
    const m = await member(database);
    const before = new Date("2026-11-24T16:59:00Z"); // 23:59 in Bangkok
    const first = await spinOnce(database, m.id, null, before);
    expect(first.data.next_spin_at).toBe("2026-11-24T17:00:00.000Z");
    await expect(spinOnce(database, m.id, null, new Date("2026-11-24T16:59:59Z"))).rejects.toMatchObject({
      status: 400,
      body: { success: false, msg: th.spinWheel.alreadySpun },
    });
    const state = await spinWheelState(database, m.id, before);
    expect(state).toMatchObject({ can_spin: false, next_spin_at: "2026-11-24T17:00:00.000Z", today: first.data });
    const after = new Date("2026-11-24T17:00:01Z"); // 00:00:01 the next day in Bangkok
    expect((await spinWheelState(database, m.id, after)).can_spin).toBe(true);
    const second = await spinOnce(database, m.id, null, after);
    expect(second.data.bonus_id).not.toBe(first.data.bonus_id);
    const days = rowsOf<{ d: string }>(await database.execute(sql`SELECT bangkok_day::text AS d FROM spins WHERE member_id = ${m.id} ORDER BY 1`));
    expect(days.map((r) => r.d)).toEqual(["2026-11-24", "2026-11-25"]);
  });
});

describe("GET /api/spin-wheel and POST /api/spin-wheel/spin", () => {
  it("publishes the table, spins once, grants a claimable spin bonus, and refuses the second spin in Thai", async () => {
    const m = await member(database, { satang: 0, deposited: true });
    const before = await call("/api/spin-wheel", { token: m.token });
    expect(before.status).toBe(200);
    const state = spinWheel.response.parse(await body(before));
    expect(state.can_spin).toBe(true);
    expect(state.next_spin_at).toBeNull();
    expect(state.today).toBeNull();
    expect(state.prizes.map((p) => p.amount)).toEqual(SPIN_PRIZES.map((p) => p.amount));
    expect(state.prizes.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(100, 9);
    expect(state.turnover).toBe(SPIN.turnoverMultiple);

    const res = await call("/api/spin-wheel/spin", { token: m.token, method: "POST", key: "spin-a" });
    expect(res.status).toBe(200);
    const spun = spinWheelSpin.response.parse(await body(res));
    expect(spun.success).toBe(true);
    const data = spun.data!;
    expect(data.amount).toBe(SPIN_PRIZES[data.prize_index]!.amount);
    const [b] = rowsOf<{ type: string; status: string; amount: string | number; multiple: number; source: string; member_id: number }>(
      await database.execute(sql`
        SELECT type, status, amount_satang AS amount, turnover_multiple AS multiple, source, member_id FROM bonuses WHERE id = ${data.bonus_id}`),
    );
    expect(b).toMatchObject({ type: "spin", status: "claimable", multiple: SPIN.turnoverMultiple, source: `spin:${bangkokDay(new Date())}` });
    expect(Number(b!.amount)).toBe(data.amount * 100);
    expect(Number(b!.member_id)).toBe(m.id);

    const again = await call("/api/spin-wheel/spin", { token: m.token, method: "POST", key: "spin-b" });
    expect(again.status).toBe(400);
    expect(await body(again)).toEqual({ success: false, msg: th.spinWheel.alreadySpun });
    const noKey = await call("/api/spin-wheel/spin", { token: m.token, method: "POST" });
    expect(noKey.status).toBe(400);

    const after = spinWheel.response.parse(await body(await call("/api/spin-wheel", { token: m.token })));
    expect(after).toMatchObject({ can_spin: false, today: data });
    expect(after.next_spin_at).toBe(data.next_spin_at);

    // The prize is claimed through the one bonus path.
    const claim = await call(`/api/customers/get-bonus/${data.bonus_id}`, { token: m.token, method: "POST" });
    expect(claim.status).toBe(200);
    expect((await body(claim)).success).toBe(true);
    const counts = rowsOf<{ s: string | number; b: string | number }>(
      await database.execute(sql`
        SELECT (SELECT COUNT(*) FROM spins WHERE member_id = ${m.id}) AS s, (SELECT COUNT(*) FROM bonuses WHERE member_id = ${m.id}) AS b`),
    );
    expect(Number(counts[0]!.s)).toBe(1);
    expect(Number(counts[0]!.b)).toBe(1);
  });

  it("replays the first answer for the same Idempotency-Key, a refusal included", async () => {
    const m = await member(database);
    const first = await call("/api/spin-wheel/spin", { token: m.token, method: "POST", key: "replay-1" });
    const firstText = await first.text();
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const replay = await call("/api/spin-wheel/spin", { token: m.token, method: "POST", key: "replay-1" });
      expect(replay.status).toBe(200);
      expect(await replay.text()).toBe(firstText);
    }
    const refused = await call("/api/spin-wheel/spin", { token: m.token, method: "POST", key: "replay-2" });
    expect(refused.status).toBe(400);
    const refusedAgain = await call("/api/spin-wheel/spin", { token: m.token, method: "POST", key: "replay-2" });
    expect(refusedAgain.status).toBe(400);
    expect(await refusedAgain.json()).toEqual({ success: false, msg: th.spinWheel.alreadySpun });
    const [n] = rowsOf<{ n: string | number }>(await database.execute(sql`SELECT COUNT(*) AS n FROM spins WHERE member_id = ${m.id}`));
    expect(Number(n!.n)).toBe(1);
  });

  it("answers a visitor 401 and never 500s", async () => {
    expect((await call("/api/spin-wheel")).status).toBe(401);
    expect((await call("/api/spin-wheel/spin", { method: "POST" })).status).toBe(401);
    const m = await member(database);
    const bad = await call("/api/spin-wheel/spin", { token: m.token, method: "POST", key: "k".repeat(300) });
    expect(bad.status).toBe(422);
  });
});
