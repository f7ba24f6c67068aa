/**
 * The weekly cashback's published terms, in one place (README "Money"), safe for the browser and the server alike:
 * 5 % of the member's net loss (stakes minus wins, from the game provider's own records) for Monday 00:00 to
 * Sunday 24:00 Asia/Bangkok, published on Monday as a claimable bonus for 7 days when it reaches 1 baht, with a
 * turnover of 1× its amount. The job (server/wallet/cashback.ts) pays by these; the wallet card's strip shows them.
 */
export const CASHBACK = {
  percent: 5,
  minSatang: 100,
  claimDays: 7,
  turnoverMultiple: 1,
} as const;

/** The cashback on a net loss: CASHBACK.percent of it, in whole satang (rounded down); 0 under the minimum or for a win. */
export function cashbackOf(netLossSatang: number): number {
  if (netLossSatang <= 0) return 0;
  const amount = Math.floor((netLossSatang * CASHBACK.percent) / 100);
  return amount >= CASHBACK.minSatang ? amount : 0;
}
