import { csvText } from "@/lib/csv";
import type { IncomeDay } from "@/lib/api/contract/referral";

/** The member's referral link: the site's origin + /u/{key}. */
export const referralLink = (origin: string, key: string) => `${origin.replace(/\/$/, "")}/u/${encodeURIComponent(key)}`;

/** The share pages of LINE and Facebook for a link (the link encoded as one query value). */
export const shareUrls = (link: string) => ({
  line: `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`,
  facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
});

/** A percent for display: 0.5 → "0.5", 0.25 → "0.25". */
export const percentText = (p: number) => String(Math.round(p * 100) / 100);

/** "2026-11-23" → "23/11/26". */
export function dayText(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]!.slice(2)}` : day;
}

interface IncomeLabels {
  day: string;
  turnover: (level: number) => string;
  amount: string;
  status: string;
  statusOf: (s: string) => string;
}

/** The income rows as CSV text: a UTF-8 BOM (Excel shows the Thai), CRLF line ends, every field made safe. */
export function incomeCsv(rows: readonly IncomeDay[], l: IncomeLabels): string {
  const lines = [
    [l.day, l.turnover(1), l.turnover(2), l.turnover(3), l.amount, l.status],
    ...rows.map((r) => [dayText(r.day), r.lv1_turnover.toFixed(2), r.lv2_turnover.toFixed(2), r.lv3_turnover.toFixed(2), r.amount.toFixed(2), l.statusOf(r.status)]),
  ];
  return csvText(lines);
}
