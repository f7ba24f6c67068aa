import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { invalidField } from "@/server/http/errors";
import { dayOf } from "@/server/referral/commission";
import { csvText } from "@/lib/csv";
import { th } from "@/lib/i18n/th";
import { requirePermission, type StaffActor } from "./roles";

const DAY = 86_400_000;
/** Asia/Bangkok is UTC+7 all year. */
const BANGKOK = 7 * 3_600_000;
/** The longest period a report covers, in days (a year and a day: a leap year whole). */
const MAX_REPORT_DAYS = 366;

/** A period of whole Asia/Bangkok days, both ends included ("YYYY-MM-DD"). */
export interface ReportPeriod {
  from: string;
  to: string;
}

interface DayFigures {
  /** "YYYY-MM-DD" in Asia/Bangkok. */
  day: string;
  deposits_satang: number;
  withdrawals_satang: number;
  net_satang: number;
  bonuses_satang: number;
}

interface QueueFigure {
  count: number;
  /** How long the oldest one has waited, in seconds; null when the queue is empty. */
  oldest_seconds: number | null;
}

export interface Report {
  from: string;
  to: string;
  deposits_satang: number;
  deposits_count: number;
  withdrawals_satang: number;
  withdrawals_count: number;
  net_satang: number;
  bonuses_satang: number;
  bonuses_count: number;
  registrations: number;
  first_deposits: number;
  first_deposits_amount_satang: number;
  active_members: number;
  /** Now, whatever the period: what waits for staff. */
  queues: { deposits: QueueFigure; withdrawals: QueueFigure; reviews: QueueFigure };
  /** Every day of the period, oldest first, days without movement included. */
  days: DayFigures[];
}

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`) - BANGKOK;
const isDay = (day: string) => DAY_FORMAT.test(day) && Number.isFinite(startOf(day)) && new Date(startOf(day) + BANGKOK).toISOString().slice(0, 10) === day;

/** Today in Asia/Bangkok, as a one-day period. */
export function today(now = new Date()): ReportPeriod {
  const day = dayOf(now).source;
  return { from: day, to: day };
}

/** A checked period: real days, from ≤ to, at most MAX_REPORT_DAYS; else 422 in Thai on the field at fault. */
export function checkPeriod(period: Partial<ReportPeriod>, now = new Date()): ReportPeriod {
  const from = period.from || period.to || today(now).from;
  const to = period.to || from;
  if (!isDay(from)) throw invalidField("from", th.backoffice.periodDay);
  if (!isDay(to)) throw invalidField("to", th.backoffice.periodDay);
  if (startOf(to) < startOf(from)) throw invalidField("to", th.backoffice.periodOrder);
  if ((startOf(to) - startOf(from)) / DAY + 1 > MAX_REPORT_DAYS) throw invalidField("to", th.backoffice.periodTooLong(MAX_REPORT_DAYS));
  return { from, to };
}

/** The Asia/Bangkok day of a timestamp column, in SQL (no time zone database needed: Bangkok is UTC+7 all year). */
const bangkokDayOf = (column: ReturnType<typeof sql>) => sql`to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/**
 * The period's figures, read from the ledger (docs/backoffice.md, the dashboard): money received is the operator
 * bank's side of `deposit` postings, money paid out its side of `withdraw_settle`, bonuses the promotion expense's
 * side of every posting from it; first deposits and active members are the member accounts those postings touched.
 * Registrations come from the members table, the queues from the requests and reviews waiting now.
 */
export async function report(db: DB, actor: StaffActor, period: Partial<ReportPeriod>): Promise<Report> {
  requirePermission(actor, "reports.read");
  const { from, to } = checkPeriod(period);
  const start = new Date(startOf(from)).toISOString();
  const end = new Date(startOf(to) + DAY).toISOString();

  const perDay = rowsOf<{ day: string; deposits: string; withdrawals: string; bonuses: string }>(
    await db.execute(sql`
      SELECT ${bangkokDayOf(sql`t.created_at`)} AS day,
        COALESCE(-SUM(e.amount_satang) FILTER (WHERE a.kind = 'operator_bank' AND t.kind = 'deposit'), 0) AS deposits,
        COALESCE(SUM(e.amount_satang) FILTER (WHERE a.kind = 'operator_bank' AND t.kind = 'withdraw_settle'), 0) AS withdrawals,
        COALESCE(-SUM(e.amount_satang) FILTER (WHERE a.kind = 'promotion_expense'), 0) AS bonuses
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.created_at >= ${start} AND t.created_at < ${end} AND a.kind IN ('operator_bank', 'promotion_expense')
      GROUP BY 1`),
  );
  const [totals] = rowsOf<Record<"deposits_count" | "withdrawals_count" | "bonuses_count" | "active", string>>(
    await db.execute(sql`
      SELECT
        (SELECT count(*) FROM ledger_transactions WHERE kind = 'deposit' AND created_at >= ${start} AND created_at < ${end}) AS deposits_count,
        (SELECT count(*) FROM ledger_transactions WHERE kind = 'withdraw_settle' AND created_at >= ${start} AND created_at < ${end}) AS withdrawals_count,
        (SELECT count(DISTINCT t.id) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
           JOIN ledger_accounts a ON a.id = e.account_id
         WHERE a.kind = 'promotion_expense' AND t.created_at >= ${start} AND t.created_at < ${end}) AS bonuses_count,
        (SELECT count(DISTINCT a.member_id) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
           JOIN ledger_accounts a ON a.id = e.account_id
         WHERE a.kind IN ('member_wallet', 'member_hold') AND t.created_at >= ${start} AND t.created_at < ${end}) AS active`),
  );
  // A member's first deposit is their earliest `deposit` posting into their wallet, wherever it falls.
  const [first] = rowsOf<{ n: string; satang: string }>(
    await db.execute(sql`
      SELECT count(*) AS n, COALESCE(SUM(satang), 0) AS satang FROM (
        SELECT DISTINCT ON (a.member_id) a.member_id, t.created_at, e.amount_satang AS satang
        FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.kind = 'deposit' AND a.kind = 'member_wallet'
        ORDER BY a.member_id, t.created_at, t.id) f
      WHERE f.created_at >= ${start} AND f.created_at < ${end}`),
  );
  const [registered] = rowsOf<{ n: string }>(
    await db.execute(sql`SELECT count(*) AS n FROM members WHERE status = 'active' AND created_at >= ${start} AND created_at < ${end}`),
  );

  const byDay = new Map(perDay.map((r) => [r.day, r]));
  const days: DayFigures[] = [];
  for (let at = startOf(from); at <= startOf(to); at += DAY) {
    const day = new Date(at + BANGKOK).toISOString().slice(0, 10);
    const r = byDay.get(day);
    const deposits = Number(r?.deposits ?? 0);
    const withdrawals = Number(r?.withdrawals ?? 0);
    days.push({ day, deposits_satang: deposits, withdrawals_satang: withdrawals, net_satang: deposits - withdrawals, bonuses_satang: Number(r?.bonuses ?? 0) });
  }
  const sum = (k: keyof Omit<DayFigures, "day">) => days.reduce((s, d) => s + d[k], 0);
  return {
    from,
    to,
    deposits_satang: sum("deposits_satang"),
    deposits_count: Number(totals!.deposits_count),
    withdrawals_satang: sum("withdrawals_satang"),
    withdrawals_count: Number(totals!.withdrawals_count),
    net_satang: sum("net_satang"),
    bonuses_satang: sum("bonuses_satang"),
    bonuses_count: Number(totals!.bonuses_count),
    registrations: Number(registered!.n),
    first_deposits: Number(first!.n),
    first_deposits_amount_satang: Number(first!.satang),
    active_members: Number(totals!.active),
    queues: await queues(db),
    days,
  };
}

/** What waits now: open deposits, pending withdrawals and unmatched bank lines, each with its oldest age. */
async function queues(db: DB): Promise<Report["queues"]> {
  const rows = rowsOf<{ queue: string; n: string; oldest: string | null }>(
    await db.execute(sql`
      SELECT type AS queue, count(*) AS n, EXTRACT(EPOCH FROM now() - min(created_at)) AS oldest
      FROM money_requests WHERE status = 'pending' GROUP BY type
      UNION ALL
      SELECT 'review', count(*), EXTRACT(EPOCH FROM now() - min(created_at)) FROM manual_reviews WHERE resolved_at IS NULL`),
  );
  const of = (queue: string): QueueFigure => {
    const r = rows.find((x) => x.queue === queue);
    const count = Number(r?.n ?? 0);
    return { count, oldest_seconds: count > 0 && r?.oldest != null ? Math.max(0, Math.floor(Number(r.oldest))) : null };
  };
  return { deposits: of("deposit"), withdrawals: of("withdraw"), reviews: of("review") };
}

/** The period's figures per day as CSV (baht with two decimals), a totals line last. */
export async function reportCsv(db: DB, actor: StaffActor, period: Partial<ReportPeriod>): Promise<Response> {
  const r = await report(db, actor, period);
  const baht = (satang: number) => (satang / 100).toFixed(2);
  const line = (label: string, d: Omit<DayFigures, "day">) => [label, baht(d.deposits_satang), baht(d.withdrawals_satang), baht(d.net_satang), baht(d.bonuses_satang)];
  const text = csvText([
    ["day", "deposits", "withdrawals", "net", "bonuses"],
    ...r.days.map((d) => line(d.day, d)),
    line("total", r),
  ]);
  return new Response(text, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="report-${r.from}-${r.to}.csv"`,
      "cache-control": "no-store",
    },
  });
}
