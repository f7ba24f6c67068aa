/**
 * The daily spin wheel's published terms, in one place (README "Daily spin wheel"): the prizes, their integer
 * weights (the chance of a prize is its weight / SPIN_WEIGHT_TOTAL, and the weights sum to exactly 100 %), the
 * turnover multiple of a spin prize and how long it may be claimed. Browser-safe: the server draws with these
 * weights and the site shows a visitor the same table.
 */
export interface SpinPrize {
  /** Baht, credited as a claimable `spin` bonus. */
  amount: number;
  /** Out of SPIN_WEIGHT_TOTAL. */
  weight: number;
}

export const SPIN_PRIZES: readonly SpinPrize[] = [
  { amount: 1, weight: 500 },
  { amount: 5, weight: 300 },
  { amount: 10, weight: 120 },
  { amount: 20, weight: 50 },
  { amount: 50, weight: 25 },
  { amount: 100, weight: 5 },
];

/** The weights' total: 1,000, so each weight is tenths of a percent. */
export const SPIN_WEIGHT_TOTAL = 1_000;

export const SPIN = {
  /** Claiming a spin prize adds amount × this to the stakes required before a withdrawal (at most 10). */
  turnoverMultiple: 3,
  /** A prize may be claimed for this many days after the spin. */
  claimDays: 7,
} as const;

/** A prize's chance in percent (500 → 50, 5 → 0.5). */
export const probabilityOf = (weight: number) => Math.round((weight * 100_000) / SPIN_WEIGHT_TOTAL) / 1_000;

/** Which prize a number in [0, SPIN_WEIGHT_TOTAL) lands on: cumulative weights in table order. */
export function prizeIndexAt(r: number): number {
  if (!Number.isInteger(r) || r < 0 || r >= SPIN_WEIGHT_TOTAL) throw new RangeError(`spin draw out of range: ${r}`);
  let edge = 0;
  for (const [i, p] of SPIN_PRIZES.entries()) {
    edge += p.weight;
    if (r < edge) return i;
  }
  throw new RangeError(`spin weights do not reach ${SPIN_WEIGHT_TOTAL}`);
}

const HOUR = 3_600_000;
/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK = 7 * HOUR;

/** The calendar day in Asia/Bangkok that `at` falls in, "YYYY-MM-DD". */
export function bangkokDay(at: Date): string {
  return new Date(at.getTime() + BANGKOK).toISOString().slice(0, 10);
}

/** The next 00:00 Asia/Bangkok after `at`: when a member who spun today may spin again. */
export function nextBangkokMidnight(at: Date): Date {
  const local = new Date(at.getTime() + BANGKOK);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - BANGKOK);
}
