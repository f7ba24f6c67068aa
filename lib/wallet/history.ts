/** History tab 2 helpers (SPEC.md §2 /history): the net-deposit figure and the CSV download. Pure. */
import { formatDateTime } from "@/lib/format";

export interface HistoryRow {
  id: number;
  type: string;
  status: string;
  amount: number;
  created_at: string;
  note?: string | null;
}

export const isDeposit = (type: string) => /deposit|ฝาก/i.test(type);
export const isWithdraw = (type: string) => /withdraw|ถอน/i.test(type);
export const isCompleted = (status: string) => /^(completed|success|approved)$/i.test(status);

/** Deposits minus withdrawals, completed ones only, rounded to satang. */
export function netDeposit(rows: readonly HistoryRow[]): number {
  let satang = 0;
  for (const r of rows) {
    if (!isCompleted(r.status)) continue;
    const s = Math.round(r.amount * 100);
    if (isDeposit(r.type)) satang += s;
    else if (isWithdraw(r.type)) satang -= s;
  }
  return satang / 100;
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Tab 2 as CSV text: a UTF-8 BOM (so Excel reads the Thai), a header row, then one row per record with the date
 * as the table shows it (dd/mm/yy HH:mm:ss, Bangkok) and the amount with two decimals; CRLF line ends.
 */
export function historyCsv(
  rows: readonly HistoryRow[],
  labels: { date: string; type: string; amount: string; status: string; typeOf: (t: string) => string; statusOf: (s: string) => string },
): string {
  const lines = [[labels.date, labels.type, labels.amount, labels.status]];
  for (const r of rows) lines.push([formatDateTime(r.created_at), labels.typeOf(r.type), r.amount.toFixed(2), labels.statusOf(r.status)]);
  return `\uFEFF${lines.map((l) => l.map(csvField).join(",")).join("\r\n")}\r\n`;
}
