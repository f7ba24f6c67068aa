/** Deposit-limit periods in Asia/Bangkok (UTC+7 all year, no daylight saving): day, Monday-week, calendar month. */
export const PERIODS = ["day", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];

const HOUR = 3_600_000;
const BANGKOK = 7 * HOUR;

/** The instant the period containing `at` began (00:00 Bangkok of the day, of Monday, of the 1st). */
export function periodStart(period: Period, at: Date): Date {
  const local = new Date(at.getTime() + BANGKOK);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  if (period === "month") return new Date(Date.UTC(y, m, 1) - BANGKOK);
  if (period === "week") return new Date(Date.UTC(y, m, d - ((local.getUTCDay() + 6) % 7)) - BANGKOK);
  return new Date(Date.UTC(y, m, d) - BANGKOK);
}

/** The instant the next period begins: when a limit's count starts again from 0. */
export function periodEnd(period: Period, at: Date): Date {
  const start = new Date(periodStart(period, at).getTime() + BANGKOK);
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  const d = start.getUTCDate();
  if (period === "month") return new Date(Date.UTC(y, m + 1, 1) - BANGKOK);
  return new Date(Date.UTC(y, m, d + (period === "week" ? 7 : 1)) - BANGKOK);
}
