import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { gameProvider, ProviderError } from "@/server/provider";
import { CASHBACK, cashbackOf } from "@/lib/wallet/cashback-terms";
import { grantBonus } from "./bonuses";

/** The terms (lib/wallet/cashback-terms.ts, so the site shows the same figures the job pays by). */
export { CASHBACK, cashbackOf };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK = 7 * HOUR;

/** Monday 00:00 Asia/Bangkok of the week `at` falls in, as an instant. */
export function mondayOf(at: Date): Date {
  const local = new Date(at.getTime() + BANGKOK);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday) - BANGKOK);
}

/** The ISO week label ("2026-W47") of the week starting at `monday` (Monday 00:00 Asia/Bangkok). */
export function weekLabel(monday: Date): string {
  const local = new Date(monday.getTime() + BANGKOK);
  const thursday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 3));
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

export interface CashbackWeek {
  from: Date;
  to: Date;
  source: string;
}

/** The week Monday 00:00 – next Monday 00:00 Asia/Bangkok that `at` falls in. */
export function weekOf(at: Date): CashbackWeek {
  const from = mondayOf(at);
  return { from, to: new Date(from.getTime() + 7 * DAY), source: weekLabel(from) };
}

/** The last complete week before `at` (what the Monday job pays). */
export const previousWeek = (at: Date): CashbackWeek => weekOf(new Date(mondayOf(at).getTime() - DAY));


/**
 * Publishes a week's cashback: for each active member who has deposited, the provider's win/loss over the week, and
 * a claimable `cashback` bonus (source = the week's label, deadline CASHBACK.claimDays after the week ends, or after
 * `publishedAt` when it is published late) when it reaches the minimum. Once per member and week whoever runs it
 * (the bonuses unique key). Moves no money and takes no member lock (the claim does that), so one transaction may
 * cover every member. Returns the figures.
 */
export async function publishCashback(
  db: DB,
  week: CashbackWeek,
  publishedAt: Date = new Date(),
  /** Demo mode's `npm run simulate -- cashback <phone>`: that member only. */
  phone?: string,
): Promise<{ source: string; members: number; granted: number; satang: number }> {
  const only = phone ? sql`AND phone = ${phone.replace(/[\s-]/g, "")}` : sql``;
  const members = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM members WHERE status = 'active' AND first_deposit_at IS NOT NULL ${only} ORDER BY id`),
  );
  const provider = gameProvider(db);
  const start = Math.max(week.to.getTime(), publishedAt.getTime());
  const claimDeadline = new Date(start + CASHBACK.claimDays * DAY);
  let granted = 0;
  let satang = 0;
  for (const { id } of members) {
    let net: number;
    try {
      net = await provider.winLoss(Number(id), week.from, week.to);
    } catch (e) {
      if (e instanceof ProviderError && e.code === "no_account") continue;
      throw e;
    }
    const amount = cashbackOf(net);
    if (amount === 0) continue;
    const inserted = await grantBonus(db, {
      memberId: Number(id),
      type: "cashback",
      satang: amount,
      source: week.source,
      turnoverMultiple: CASHBACK.turnoverMultiple,
      claimDeadline,
    });
    if (inserted) {
      granted++;
      satang += amount;
    }
  }
  return { source: week.source, members: members.length, granted, satang };
}

/** Queues the weekly_cashback job for the Monday after `at` (once: a unique index on its run_at). */
export async function scheduleCashback(db: DB, at: Date = new Date()): Promise<void> {
  const next = new Date(mondayOf(at).getTime() + 7 * DAY);
  await db.execute(sql`
    INSERT INTO jobs (kind, run_at) VALUES ('weekly_cashback', ${next.toISOString()})
    ON CONFLICT (run_at) WHERE kind = 'weekly_cashback' DO NOTHING`);
}
