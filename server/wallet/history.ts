import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { th } from "@/lib/i18n/th";
import type { Bonus } from "@/lib/api/contract/customers";
import { listBonuses } from "./bonuses";
import { runDueJobs } from "./jobs";
import { toBaht } from "./tx";

interface RequestRow {
  id: number;
  type: string;
  status: string;
  amount: string | number;
  deleted_cause: string | null;
  created_at: string | Date;
}

/**
 * The profile's request fields: the open deposit, and the latest settled requests (newest first). The caller runs
 * the due jobs first, so a deposit past its deadline shows as expired.
 */
export async function requestStates(db: DB, memberId: number) {
  const rows = rowsOf<RequestRow>(
    await db.execute(sql`
      SELECT id, type, status, amount_satang AS amount, deleted_cause, created_at FROM money_requests
      WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 20`),
  );
  const open = rows.find((r) => r.type === "deposit" && r.status === "pending");
  return {
    pending_request: open ? { id: Number(open.id) } : null,
    completed_requests: rows
      .filter((r) => r.status !== "pending")
      .map((r) => ({ id: Number(r.id), type: r.type, status: r.status, amount: toBaht(Number(r.amount)), deleted_cause: r.deleted_cause })),
  };
}

/** A bonus's source in the member's words (the history's note), or null. */
export function bonusNote(b: Pick<Bonus, "type" | "source">): string | null {
  const deposit = /^deposit:(\d+)$/.exec(b.source);
  if (deposit) return th.history.bonusNotes.deposit(deposit[1]!);
  const spin = /^spin:(\d{4})-(\d{2})-(\d{2})$/.exec(b.source);
  if (spin) return th.history.bonusNotes.spin(`${spin[3]}/${spin[2]}/${spin[1]!.slice(2)}`);
  const week = /^(\d{4})-W(\d{2})$/.exec(b.source);
  if (b.type === "cashback" && week) {
    // ISO week w of year y: week 1 holds 4 January. Its Monday and Sunday as dd/mm/yy (calendar dates, no time zone).
    const jan4 = Date.UTC(Number(week[1]), 0, 4);
    const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY + (Number(week[2]) - 1) * 7 * DAY;
    return th.history.bonusNotes.week(ddmmyy(monday), ddmmyy(monday + 6 * DAY));
  }
  return null;
}

const DAY = 86_400_000;
const ddmmyy = (t: number) => {
  const d = new Date(t);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCFullYear() % 100)}`;
};

/**
 * GET /api/customers/history. `deposit-withdraw` (tab 2): the latest 500 deposits and withdrawals, newest first.
 * `bonus` (tab 1): one page of the member's bonuses from the bonuses table (listBonuses: BONUS_PAGE_SIZE a page,
 * newest first, `has_more`), each with its type, amount, status, date, the turnover it asks and its source as a note.
 * Neither answer grows with the member's history.
 */
export async function history(db: DB, memberId: number, type: "deposit-withdraw" | "bonus", page = 1) {
  if (type === "bonus") {
    const list = await listBonuses(db, memberId, page);
    return {
      data: list.data.map((b) => ({
        id: b.id,
        type: b.type,
        status: b.status,
        amount: b.amount,
        created_at: b.created_at,
        note: bonusNote(b),
        turnover: b.turnover,
        turnover_amount: b.turnover_amount,
      })),
      page: list.page,
      per_page: list.per_page,
      has_more: list.has_more,
    };
  }
  await runDueJobs(db);
  const rows = rowsOf<RequestRow>(
    await db.execute(sql`
      SELECT id, type, status, amount_satang AS amount, deleted_cause, created_at FROM money_requests
      WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 500`),
  );
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      status: r.status,
      amount: toBaht(Number(r.amount)),
      created_at: new Date(r.created_at).toISOString(),
      note: r.deleted_cause,
    })),
  };
}
