import type { Profile } from "@/lib/api/contract/customers";

/**
 * What the member strip and the wallet card show. The page renders it on the server (app/_data/wallet.ts), so the
 * first paint, and a page without JavaScript, show the member's real credit rather than ฿0.00 until the profile
 * poll answers; once it has, its figures are shown (useWallet). Not this week's cash-back line: its accessible
 * sentence would add to every member page's HTML, and the line keeps its height until the poll fills it.
 */
export interface Wallet {
  phone: string;
  name: string | null;
  credit: number;
  bonusTotal: number;
  bonusPending: number;
}

export const walletOf = (p: Profile): Wallet => ({
  phone: p.phone,
  name: p.name,
  credit: p.ufabet_credit,
  bonusTotal: p.bonus_total,
  bonusPending: p.bonus_pending,
});
