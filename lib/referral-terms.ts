/**
 * The referral commission's published terms, in one place (README "Referral"), safe for the browser and the server:
 * each day (00:00–24:00 Asia/Bangkok) a member earns a share of the turnover (every stake placed, settled at the
 * game provider) of the friends they brought, down three levels: level 1 their own friends, level 2 those friends'
 * friends, level 3 the next. A 4th level earns nothing. Each level's share is rounded down to the satang; the day's
 * total becomes one claimable `commission` bonus, for CLAIM_DAYS days, with a turnover of TURNOVER_MULTIPLE × its
 * amount. The daily job (server/referral/commission.ts) pays by these; /referral and the affiliate area show them.
 */
export const REFERRAL = {
  /** The share of the friends' turnover per level, in basis points (50 = 0.5 %; index 0 = level 1). */
  basisPoints: [50, 30, 20],
  claimDays: 7,
  turnoverMultiple: 1,
} as const;

/** The levels that earn: 1, 2 and 3. */
export const REFERRAL_LEVELS = [1, 2, 3] as const;
export type ReferralLevel = (typeof REFERRAL_LEVELS)[number];

/** A level's commission on a turnover, in whole satang (rounded down). */
export function commissionOf(level: ReferralLevel, turnoverSatang: number): number {
  if (turnoverSatang <= 0) return 0;
  return Math.floor((turnoverSatang * REFERRAL.basisPoints[level - 1]!) / 10_000);
}

/** A level's share as a percent (0.5 for level 1), for display. */
export const percentOf = (level: ReferralLevel) => REFERRAL.basisPoints[level - 1]! / 100;

/** 0812345678 → "08x-xxx-5678": how a friend's phone is shown to the member who referred them. */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, "");
  if (d.length < 6) return "xxx-xxx-xxxx";
  return `${d.slice(0, 2)}x-xxx-${d.slice(-4)}`;
}
