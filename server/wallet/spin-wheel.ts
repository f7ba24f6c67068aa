import "server-only";
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { th } from "@/lib/i18n/th";
import type { SpinResult } from "@/lib/api/contract/spin-wheel";
import { SPIN, SPIN_PRIZES, SPIN_WEIGHT_TOTAL, bangkokDay, nextBangkokMidnight, prizeIndexAt, probabilityOf } from "@/lib/spin-wheel/prizes";
import { refusal, unauthenticated } from "@/server/http/errors";
import { refuseIfExcluded } from "@/server/protection/exclusion";
import { grantBonus } from "./bonuses";
import { idempotent } from "./idempotency";
import { lockMember } from "./locks";
import { bahtText, toBaht } from "./tx";

const DAY = 86_400_000;

/** A uniform integer in [0, max) from node:crypto's CSPRNG (rejection sampling, no modulo bias). */
const csprng = (max: number) => randomInt(max);

/** One draw over the published integer weights: the prize's index in SPIN_PRIZES. `rand` is for tests only. */
export function drawPrizeIndex(rand: (max: number) => number = csprng): number {
  return prizeIndexAt(rand(SPIN_WEIGHT_TOTAL));
}

/** The published table as the API answers it. */
const prizeTable = () =>
  SPIN_PRIZES.map((p, index) => ({ index, amount: p.amount, probability: probabilityOf(p.weight) }));

interface SpinRow {
  prize_index: number;
  amount: string | number;
  bonus_id: number | null;
}

const resultOf = (row: SpinRow, now: Date): SpinResult => ({
  prize_index: Number(row.prize_index),
  amount: toBaht(Number(row.amount)),
  bonus_id: Number(row.bonus_id),
  next_spin_at: nextBangkokMidnight(now).toISOString(),
});

/** GET /api/spin-wheel: the table, and whether the member has spun on `now`'s Bangkok day. */
export async function spinWheelState(db: DB, memberId: number, now: Date = new Date()) {
  const [row] = rowsOf<SpinRow>(
    await db.execute(sql`
      SELECT prize_index, amount_satang AS amount, bonus_id FROM spins
      WHERE member_id = ${memberId} AND bangkok_day = ${bangkokDay(now)}`),
  );
  return {
    prizes: prizeTable(),
    turnover: SPIN.turnoverMultiple,
    claim_days: SPIN.claimDays,
    can_spin: !row,
    next_spin_at: row ? nextBangkokMidnight(now).toISOString() : null,
    today: row ? resultOf(row, now) : null,
  };
}

/**
 * POST /api/spin-wheel/spin: once per member and calendar day in Asia/Bangkok. In one transaction (through
 * idempotent(): a replayed Idempotency-Key answers the first answer, refusals included), in the lock order of
 * locks.ts — the key row, then the member's lock (step 2), then the member's own spins and bonuses rows — it draws
 * with the CSPRNG, records the spin (the unique (member_id, bangkok_day) index refuses a second one whatever the
 * concurrency: a losing insert waits for the winner's commit, then does nothing) and grants the prize as a
 * claimable `spin` bonus (source "spin:YYYY-MM-DD", SPIN.turnoverMultiple, claimable for SPIN.claimDays days).
 * A second spin the same day: 400 {success: false, msg} in Thai, nothing written. `now` is for tests only.
 */
export async function spinOnce(
  db: DB,
  memberId: number,
  key: string | null,
  now: Date = new Date(),
): Promise<{ success: true; msg: string; data: SpinResult }> {
  return idempotent(db, { memberId, call: "spin-wheel", key, body: {} }, async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member || member.status !== "active") throw unauthenticated();
    await refuseIfExcluded(tx, memberId);
    const day = bangkokDay(now);
    const index = drawPrizeIndex();
    const satang = Math.round(SPIN_PRIZES[index]!.amount * 100);
    const [spun] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO spins (member_id, bangkok_day, prize_index, amount_satang) VALUES (${memberId}, ${day}, ${index}, ${satang})
        ON CONFLICT (member_id, bangkok_day) DO NOTHING RETURNING id`),
    );
    if (!spun) throw refusal(th.spinWheel.alreadySpun);
    const source = `spin:${day}`;
    const granted = await grantBonus(tx, {
      memberId,
      type: "spin",
      satang,
      source,
      turnoverMultiple: SPIN.turnoverMultiple,
      claimDeadline: new Date(now.getTime() + SPIN.claimDays * DAY),
    });
    if (!granted) throw new Error(`spin bonus ${source} of member ${memberId} exists without its spin`);
    const [bonus] = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM bonuses WHERE member_id = ${memberId} AND type = 'spin' AND source = ${source}`),
    );
    const bonusId = Number(bonus!.id);
    await tx.execute(sql`UPDATE spins SET bonus_id = ${bonusId} WHERE id = ${Number(spun.id)}`);
    return {
      success: true as const,
      msg: th.spinWheel.won(bahtText(satang)),
      data: resultOf({ prize_index: index, amount: satang, bonus_id: bonusId }, now),
    };
  });
}
