/** History tab 2 helpers (/history?tab=2): labels, the net-deposit figure and the CSV text. Pure. */
import { csvLines, csvText } from "@/lib/csv";
import { formatDateTime } from "@/lib/format";
import { familyText } from "@/lib/i18n/th/family";
import { historyText } from "@/lib/i18n/th/history";

/** A request's status in Thai: ours, then a family backend's own words (`cancalled`, `wait-for-approval`). */
export const statusLabel = (st: string) => historyText.statuses[st] ?? familyText.statuses[st] ?? st;

export interface HistoryRow {
  id: number;
  type: string;
  status: string;
  amount: number;
  created_at: string;
  note?: string | null;
  /** Tab 1: the turnover multiple and the stakes it asks, in baht. */
  turnover?: number | null;
  turnover_amount?: number | null;
}

const isDeposit = (type: string) => /deposit|ฝาก/i.test(type);
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

/** A request's type in Thai: ฝาก or ถอน (a backend's own word, or its Thai, as it is). */
export const typeLabel = (t: string) =>
  isDeposit(t) ? historyText.types.deposit! : isWithdraw(t) ? historyText.types.withdraw! : (historyText.types[t] ?? t);

export interface HistoryCsvLabels {
  date: string;
  type: string;
  amount: string;
  status: string;
  typeOf: (t: string) => string;
  statusOf: (s: string) => string;
}

/** Tab 2's CSV labels: the table's Thai column names and words. */
export const historyCsvLabels = (): HistoryCsvLabels => {
  const h = historyText;
  return { date: h.date, type: h.type, amount: h.amount, status: h.status, typeOf: typeLabel, statusOf: statusLabel };
};

/**
 * Tab 2 as CSV text: a UTF-8 BOM (so Excel reads the Thai), a header row, then one row per record with the date
 * as the table shows it (dd/mm/yy HH:mm:ss, Bangkok) and the amount with two decimals; CRLF line ends. The export
 * call streams the same text: historyCsvHead, then historyCsvRows a batch at a time.
 */
export function historyCsv(rows: readonly HistoryRow[], labels: HistoryCsvLabels): string {
  return historyCsvHead(labels) + historyCsvRows(rows, labels);
}

export const historyCsvHead = (labels: HistoryCsvLabels) => csvText([[labels.date, labels.type, labels.amount, labels.status]]);

export const historyCsvRows = (rows: readonly HistoryRow[], labels: HistoryCsvLabels) =>
  csvLines(rows.map((r) => [formatDateTime(r.created_at), labels.typeOf(r.type), r.amount.toFixed(2), labels.statusOf(r.status)]));

/**
 * Tab 1 as CSV text, like tab 2's, with two more columns: the turnover multiple (empty when unknown) and the stakes
 * it asks in baht, and the note (where the bonus came from).
 */
export function bonusCsv(
  rows: readonly HistoryRow[],
  labels: {
    date: string;
    type: string;
    amount: string;
    status: string;
    multiple: string;
    turnover: string;
    note: string;
    typeOf: (t: string) => string;
    statusOf: (s: string) => string;
  },
): string {
  const lines = [[labels.date, labels.type, labels.amount, labels.status, labels.multiple, labels.turnover, labels.note]];
  for (const r of rows) {
    lines.push([
      formatDateTime(r.created_at),
      labels.typeOf(r.type),
      r.amount.toFixed(2),
      labels.statusOf(r.status),
      r.turnover == null ? "" : String(r.turnover),
      r.turnover_amount == null ? "" : r.turnover_amount.toFixed(2),
      r.note ?? "",
    ]);
  }
  return csvText(lines);
}
