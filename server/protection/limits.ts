import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { refusal, unauthenticated } from "@/server/http/errors";
import { lockMember } from "@/server/wallet/locks";
import { bahtText, inTx, toBaht, toSatang } from "@/server/wallet/tx";
import { formatDateTime } from "@/lib/format";
import { th } from "@/lib/i18n/th";
import { clock } from "./clock";
import { PERIODS, periodEnd, periodStart, type Period } from "./periods";

/** A raise or removal waits this long (a decrease applies at once). */
const LIMIT_DELAY_MS = 24 * 3_600_000;
/** The API's names of the periods. */
const LIMIT_KEYS = { day: "daily", week: "weekly", month: "monthly" } as const;

interface Row {
  period: Period;
  amount: number | null;
  pending: number | null;
  pendingAt: Date | null;
}

const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));

async function readLimits(db: DB, memberId: number): Promise<Map<Period, Row>> {
  const rows = rowsOf<{ period: Period; amount: unknown; pending: unknown; pending_at: unknown }>(
    await db.execute(sql`
      SELECT period, amount_satang AS amount, pending_satang AS pending, pending_at FROM deposit_limits WHERE member_id = ${memberId}`),
  );
  return new Map(
    rows.map((r) => [
      r.period,
      { period: r.period, amount: num(r.amount), pending: num(r.pending), pendingAt: r.pending_at ? new Date(r.pending_at as string) : null },
    ]),
  );
}

/** The limit in force at `now`, and the change still waiting (a due one has taken effect). */
function resolve(row: Row | undefined, now: Date): { amount: number | null; pending: { amount: number | null; at: Date } | null } {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt <= now) return { amount: row.pending, pending: null };
  return { amount: row.amount, pending: row.pendingAt ? { amount: row.pending, at: row.pendingAt } : null };
}

/**
 * Satang the member has asked to deposit in each period containing `now`: open deposits (pending, before their
 * deadline) and completed ones, by when they were asked. The 0.01-0.99 baht a bank transfer adds to be told apart is
 * not counted (requested_satang: what the member typed).
 */
async function usedIn(db: DB, memberId: number, now: Date): Promise<Record<Period, number>> {
  const day = periodStart("day", now);
  const week = periodStart("week", now);
  const month = periodStart("month", now);
  const since = week < month ? week : month;
  const [row] = rowsOf<Record<Period, unknown>>(
    await db.execute(sql`
      SELECT coalesce(sum(requested_satang) FILTER (WHERE created_at >= ${day.toISOString()}::timestamptz), 0) AS day,
             coalesce(sum(requested_satang) FILTER (WHERE created_at >= ${week.toISOString()}::timestamptz), 0) AS week,
             coalesce(sum(requested_satang) FILTER (WHERE created_at >= ${month.toISOString()}::timestamptz), 0) AS month
      FROM money_requests
      WHERE member_id = ${memberId} AND type = 'deposit' AND created_at >= ${since.toISOString()}::timestamptz
        AND (status = 'completed' OR (status = 'pending' AND expires_at > ${now.toISOString()}::timestamptz))`),
  );
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

/**
 * Inside the deposit's transaction, after the member's lock (locks.ts step 2): refuses `askedSatang` when it would
 * pass a limit in force, naming what is left and when the period starts again (the tightest limit). The lock makes
 * concurrent deposits of one member check one after another, each counting the ones committed before it.
 */
export async function checkDepositLimit(tx: DB, memberId: number, askedSatang: number): Promise<void> {
  const now = clock.now();
  const limits = await readLimits(tx, memberId);
  if (limits.size === 0) return;
  const used = await usedIn(tx, memberId, now);
  let tightest: { period: Period; left: number } | null = null;
  for (const period of PERIODS) {
    const { amount } = resolve(limits.get(period), now);
    if (amount === null) continue;
    const left = Math.max(0, amount - used[period]);
    if (askedSatang > left && (!tightest || left < tightest.left)) tightest = { period, left };
  }
  if (tightest) {
    const resets = formatDateTime(periodEnd(tightest.period, now));
    throw refusal(th.protection.limitReached(tightest.period, bahtText(tightest.left), resets));
  }
}

interface LimitView {
  amount: number | null;
  pending: { amount: number | null; applies_at: string } | null;
  used: number;
  remaining: number | null;
  resets_at: string;
}
export type LimitsView = Record<(typeof LIMIT_KEYS)[Period], LimitView>;

/** GET /api/customers/limits: each period's limit in force, a waiting change with its time, used and left. */
export async function getLimits(db: DB, memberId: number): Promise<{ success: true; data: LimitsView }> {
  const now = clock.now();
  const [limits, used] = [await readLimits(db, memberId), await usedIn(db, memberId, now)];
  const data = {} as LimitsView;
  for (const period of PERIODS) {
    const { amount, pending } = resolve(limits.get(period), now);
    data[LIMIT_KEYS[period]] = {
      amount: amount === null ? null : toBaht(amount),
      pending: pending && { amount: pending.amount === null ? null : toBaht(pending.amount), applies_at: pending.at.toISOString() },
      used: toBaht(used[period]),
      remaining: amount === null ? null : toBaht(Math.max(0, amount - used[period])),
      resets_at: periodEnd(period, now).toISOString(),
    };
  }
  return { success: true, data };
}

export type LimitsBody = Partial<Record<(typeof LIMIT_KEYS)[Period], number | null>>;

/**
 * PUT /api/customers/limits: for each period named (baht, or null to remove), a decrease (or a first limit) applies
 * at once; a raise or a removal waits LIMIT_DELAY_MS as pending; asking for the limit in force cancels a waiting
 * change; asking again for the change already waiting keeps its time. Under the member's lock, so a deposit being
 * opened sees the limit before or after, never half.
 */
export async function setLimits(db: DB, memberId: number, body: LimitsBody) {
  await inTx(db, async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!member) throw unauthenticated();
    const now = clock.now();
    const limits = await readLimits(tx, memberId);
    for (const period of PERIODS) {
      const asked = body[LIMIT_KEYS[period]];
      if (asked === undefined) continue;
      const wanted = asked === null ? null : toSatang(asked);
      const { amount, pending } = resolve(limits.get(period), now);
      let next: { amount: number | null; pending: number | null; pendingAt: Date | null };
      if (wanted === amount) next = { amount, pending: null, pendingAt: null };
      else if (wanted !== null && (amount === null || wanted < amount)) next = { amount: wanted, pending: null, pendingAt: null };
      else if (pending && pending.amount === wanted) next = { amount, pending: pending.amount, pendingAt: pending.at };
      else next = { amount, pending: wanted, pendingAt: new Date(now.getTime() + LIMIT_DELAY_MS) };
      await tx.execute(sql`
        INSERT INTO deposit_limits (member_id, period, amount_satang, pending_satang, pending_at, updated_at)
        VALUES (${memberId}, ${period}, ${next.amount}, ${next.pending}, ${next.pendingAt?.toISOString() ?? null}, now())
        ON CONFLICT (member_id, period) DO UPDATE SET amount_satang = EXCLUDED.amount_satang,
          pending_satang = EXCLUDED.pending_satang, pending_at = EXCLUDED.pending_at, updated_at = now()`);
    }
  });
  return { ...(await getLimits(db, memberId)), msg: th.protection.limitsSaved };
}
