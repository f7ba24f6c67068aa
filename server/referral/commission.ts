import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { gameProvider, ProviderError } from "@/server/provider";
import { grantBonus } from "@/server/wallet/bonuses";
import { inTx } from "@/server/wallet/tx";
import { commissionOf, REFERRAL, REFERRAL_LEVELS } from "@/lib/referral-terms";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK = 7 * HOUR;

export interface CommissionDay {
  from: Date;
  to: Date;
  /** "YYYY-MM-DD" in Asia/Bangkok: the bonus's source and referral_commissions.bangkok_day. */
  source: string;
}

/** The Bangkok calendar day (00:00–24:00 Asia/Bangkok) that `at` falls in. */
export function dayOf(at: Date): CommissionDay {
  const local = new Date(at.getTime() + BANGKOK);
  const from = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BANGKOK);
  return { from, to: new Date(from.getTime() + DAY), source: local.toISOString().slice(0, 10) };
}

/** The day before the one `at` falls in (what the 00:00 job pays). */
export const previousDay = (at: Date): CommissionDay => dayOf(new Date(dayOf(at).from.getTime() - 1));

/** One referrer's day: the friends' turnover per level (index 0 = level 1), the commission per level and in all. */
interface ReferrerDay {
  memberId: number;
  turnover: [number, number, number];
  commission: [number, number, number];
  total: number;
}

/**
 * Who earns what for a day: every active member with a referrer is asked for their turnover at the provider; each
 * one who played credits up to three ancestors up referred_by (level 1 their referrer, 2 the referrer's referrer,
 * 3 the next; a 4th level earns nothing). Each level's commission is rounded down on the level's summed turnover.
 */
async function commissionsOf(db: DB, day: CommissionDay, onlyReferrer?: number): Promise<ReferrerDay[]> {
  const players = rowsOf<{ id: number; a1: number | null; a2: number | null; a3: number | null }>(
    await db.execute(sql`
      SELECT m.id, p1.id AS a1, p2.id AS a2, p3.id AS a3
      FROM members m
      JOIN members p1 ON p1.id = m.referred_by AND p1.status = 'active'
      LEFT JOIN members p2 ON p2.id = p1.referred_by AND p2.status = 'active'
      LEFT JOIN members p3 ON p3.id = p2.referred_by AND p3.status = 'active'
      WHERE m.status = 'active' ${onlyReferrer === undefined ? sql`` : sql`AND ${onlyReferrer} IN (p1.id, p2.id, p3.id)`}
      ORDER BY m.id`),
  );
  const provider = gameProvider(db);
  const byReferrer = new Map<number, [number, number, number]>();
  for (const p of players) {
    const ancestors = [p.a1, p.a2, p.a3].map((a) => (a === null ? null : Number(a)));
    let staked: number;
    try {
      staked = await provider.turnover(Number(p.id), day.from, day.to);
    } catch (e) {
      if (e instanceof ProviderError && e.code === "no_account") continue;
      throw e;
    }
    if (staked <= 0) continue;
    ancestors.forEach((a, i) => {
      if (a === null || (onlyReferrer !== undefined && a !== onlyReferrer)) return;
      const sums = byReferrer.get(a) ?? [0, 0, 0];
      sums[i]! += staked;
      byReferrer.set(a, sums);
    });
  }
  return [...byReferrer].map(([memberId, turnover]) => {
    const commission = REFERRAL_LEVELS.map((level) => commissionOf(level, turnover[level - 1]!)) as [number, number, number];
    return { memberId, turnover, commission, total: commission[0] + commission[1] + commission[2] };
  });
}

/**
 * Publishes a day's referral commission: for each referrer whose friends played, one claimable `commission` bonus
 * (source = the day, turnover multiple REFERRAL.turnoverMultiple, deadline REFERRAL.claimDays after the day ends, or
 * after `publishedAt` when later) and its per-level breakdown in referral_commissions, in one transaction per
 * referrer. Once per referrer and day whoever runs it (the bonuses unique key; a second publisher's insert waits for
 * the first and does nothing). A total of 0 publishes nothing. Returns the figures.
 */
export async function publishCommission(
  db: DB,
  day: CommissionDay,
  publishedAt: Date = new Date(),
  /** Demo mode's `npm run simulate -- commission <phone>`: that referrer only. */
  phone?: string,
): Promise<{ day: string; referrers: number; granted: number; satang: number }> {
  let only: number | undefined;
  if (phone) {
    const [m] = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM members WHERE phone = ${phone.replace(/[\s-]/g, "")} AND status = 'active'`),
    );
    if (!m) return { day: day.source, referrers: 0, granted: 0, satang: 0 };
    only = Number(m.id);
  }
  const earners = (await commissionsOf(db, day, only)).filter((r) => r.total > 0);
  const claimDeadline = new Date(Math.max(day.to.getTime(), publishedAt.getTime()) + REFERRAL.claimDays * DAY);
  let granted = 0;
  let satang = 0;
  for (const r of earners) {
    const inserted = await inTx(db, async (tx) => {
      const fresh = await grantBonus(tx, {
        memberId: r.memberId,
        type: "commission",
        satang: r.total,
        source: day.source,
        turnoverMultiple: REFERRAL.turnoverMultiple,
        claimDeadline,
      });
      if (!fresh) return false;
      await tx.execute(sql`
        INSERT INTO referral_commissions (member_id, bangkok_day, lv1_turnover_satang, lv2_turnover_satang, lv3_turnover_satang,
                                          lv1_satang, lv2_satang, lv3_satang, bonus_id)
        SELECT ${r.memberId}, ${day.source}, ${r.turnover[0]}, ${r.turnover[1]}, ${r.turnover[2]},
               ${r.commission[0]}, ${r.commission[1]}, ${r.commission[2]}, id
        FROM bonuses WHERE member_id = ${r.memberId} AND type = 'commission' AND source = ${day.source}`);
      return true;
    });
    if (inserted) {
      granted++;
      satang += r.total;
    }
  }
  return { day: day.source, referrers: earners.length, granted, satang };
}

/** Queues the daily_commission job for the next 00:00 Asia/Bangkok after `at` (once: a unique index on its run_at). */
export async function scheduleCommission(db: DB, at: Date = new Date()): Promise<void> {
  const next = dayOf(at).to;
  await db.execute(sql`
    INSERT INTO jobs (kind, run_at) VALUES ('daily_commission', ${next.toISOString()})
    ON CONFLICT (run_at) WHERE kind = 'daily_commission' DO NOTHING`);
}
