/**
 * What a member may choose: a time-out (hours) or a self-exclusion (months; null = permanent), and when
 * one chosen at `from` ends. The API records it (server/protection/exclusion.ts); /account shows the same end before
 * the member confirms.
 */
export const EXCLUSION_PERIODS = {
  "24h": { kind: "timeout", hours: 24 },
  "7d": { kind: "timeout", hours: 7 * 24 },
  "30d": { kind: "timeout", hours: 30 * 24 },
  "6m": { kind: "self_exclusion", months: 6 },
  "1y": { kind: "self_exclusion", months: 12 },
  "5y": { kind: "self_exclusion", months: 60 },
  permanent: { kind: "self_exclusion", months: null },
} as const;
export type ExclusionPeriod = keyof typeof EXCLUSION_PERIODS;

/** When a period chosen at `from` ends (null: never). Months count on the calendar (UTC). */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date | null {
  const p = EXCLUSION_PERIODS[period];
  if ("hours" in p) return new Date(from.getTime() + p.hours * 3_600_000);
  if (p.months === null) return null;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + p.months);
  return end;
}
