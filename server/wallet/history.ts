import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { th } from "@/lib/i18n/th";
import type { Bonus } from "@/lib/api/contract/customers";
import { listBonuses } from "./bonuses";
import { toBaht } from "./tx";
import { qrPngBase64 } from "./qr-png";
import { HISTORY_UNPAGED } from "@/lib/api/contract/member-data";
import { encodeCursor } from "@/lib/api/contract/paging";
import { cursorKey, type Page } from "@/server/http/paging";

export interface RequestRow {
  id: number;
  type: string;
  status: string;
  amount: string | number;
  deleted_cause: string | null;
  created_at: string | Date;
}

interface StateRow extends RequestRow {
  method: "bank" | "gateway" | null;
  bonus: string | number;
  settled_at: string | Date | null;
  expires_at: string | Date | null;
  qr_payload: string | null;
}

/** The pending request the profile shows: a deposit waiting for its money, else a withdrawal waiting for the operator. */
export type OpenRequest = Pick<StateRow, "id" | "type" | "method" | "amount" | "created_at" | "expires_at" | "qr_payload">;

const iso = (t: string | Date | null) => (t === null ? null : new Date(t).toISOString());

/** An account money goes to: the operator's for a deposit by transfer, the member's own for a withdrawal. */
export interface PayeeAccount {
  bank: string | null;
  account_number: string | null;
  name: string | null;
}

/**
 * The profile's `pending_request` (the API family's shape): `{id, type, method, status, amount, name, bank,
 * account_number, expires_at, created_at, qr_payload, qr_code}`. `bank`, `account_number` and `name` are the account
 * the money goes to: the operator's receiving account for a bank-transfer deposit, the member's registered account for
 * a withdrawal. A QR deposit names only the payee (the operator's account holder: a family client prints `name`
 * under the QR; the PromptPay proxy is no bank account) and carries its PromptPay payload and that payload drawn as
 * a PNG, bare base64 (`qr_code`: the family's clients and our pages add the `data:image/png;base64,` prefix).
 */
export function pendingRequestOf(open: OpenRequest | null, accounts: { operator: PayeeAccount | null; member: PayeeAccount }) {
  if (!open) return null;
  const withdrawal = open.type === "withdraw";
  const gateway = !withdrawal && open.method === "gateway";
  const none: PayeeAccount = { bank: null, account_number: null, name: null };
  const to: PayeeAccount = withdrawal
    ? accounts.member
    : gateway
      ? { ...none, name: accounts.operator?.name ?? null }
      : (accounts.operator ?? none);
  return {
    id: Number(open.id),
    type: open.type,
    method: withdrawal ? null : open.method,
    status: "pending",
    amount: toBaht(Number(open.amount)),
    name: to.name,
    bank: to.bank,
    account_number: to.account_number,
    expires_at: iso(open.expires_at),
    created_at: iso(open.created_at),
    qr_payload: gateway ? open.qr_payload : null,
    qr_code: gateway && open.qr_payload ? qrPngBase64(open.qr_payload) : null,
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
 * GET /api/customers/history. `deposit-withdraw` (tab 2): the member's deposits and withdrawals, newest first (by
 * id: a later request has a larger id, whatever its created_at). With `limit` (or `cursor`), the page after `cursor`
 * ([the last id]), its `next_cursor` and `net_deposit` over the whole history; without, the latest HISTORY_UNPAGED
 * alone, as before paging.
 * `bonus` (tab 1): one page of the member's bonuses from the bonuses table (listBonuses: BONUS_PAGE_SIZE a page,
 * newest first, `has_more`), each with its type, amount, status, date, the turnover it asks and its source as a note.
 * Neither answer grows with the member's history.
 */
export async function history(db: DB, memberId: number, q: { type: "deposit-withdraw" | "bonus"; page?: number } & Page) {
  if (q.type === "bonus") {
    const list = await listBonuses(db, memberId, q.page ?? 1);
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
  const before = cursorKey(q.cursor, ["int"]);
  if (q.limit === undefined && !before) return { data: (await requestRows(db, memberId, null, HISTORY_UNPAGED)).map(historyRecord) };
  const limit = q.limit ?? HISTORY_UNPAGED;
  const rows = await requestRows(db, memberId, before ? Number(before[0]) : null, limit + 1);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const [net] = rowsOf<{ net: string | number }>(
    await db.execute(sql`
      SELECT COALESCE(SUM(CASE WHEN type = 'deposit' THEN amount_satang ELSE -amount_satang END), 0) AS net
      FROM money_requests WHERE member_id = ${memberId} AND status = 'completed'`),
  );
  return {
    data: shown.map(historyRecord),
    next_cursor: more ? encodeCursor([Number(shown.at(-1)!.id)]) : null,
    net_deposit: toBaht(Number(net?.net ?? 0)),
  };
}

/** Up to `limit` of the member's requests with an id below `before` (all when null), newest first. */
export async function requestRows(db: DB, memberId: number, before: number | null, limit: number): Promise<RequestRow[]> {
  return rowsOf<RequestRow>(
    await db.execute(sql`
      SELECT id, type, status, amount_satang AS amount, deleted_cause, created_at FROM money_requests
      WHERE member_id = ${memberId} AND (${before}::int IS NULL OR id < ${before}::int)
      ORDER BY id DESC LIMIT ${limit}`),
  );
}

/** One row of tab 2 as the contract's historyEntry. */
export const historyRecord = (r: RequestRow) => ({
  id: Number(r.id),
  type: r.type,
  status: r.status,
  amount: toBaht(Number(r.amount)),
  created_at: new Date(r.created_at).toISOString(),
  note: r.deleted_cause,
});
