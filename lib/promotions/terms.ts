/**
 * A promotion's terms in plain Thai, written from the figures its deposit is paid by: what members read before they
 * opt in (the start of GET /api/promotions' description). Safe for the browser, so the back office's preview shows
 * the very sentence the server stores.
 */
export interface PromotionFigures {
  /** Whole percent, 1-200. */
  bonusPercent: number;
  /** Baht, up to 2 decimals. */
  maxBonus: number;
  minDeposit: number;
  /** × (deposit + bonus), 0-10. */
  turnover: number;
  firstDepositOnly: boolean;
}

const baht = (n: number) => (Math.round(n * 100) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function promotionTerms(p: PromotionFigures): string {
  const who = p.firstDepositOnly ? "ฝากครั้งแรก" : "ฝากทุกยอด";
  const turnover =
    p.turnover === 0 ? "ไม่ต้องทำเทิร์นโอเวอร์" : `ทำเทิร์นโอเวอร์ ${p.turnover} เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน`;
  return `${who} ขั้นต่ำ ${baht(p.minDeposit)} บาท รับโบนัส ${p.bonusPercent}% สูงสุด ${baht(p.maxBonus)} บาท ${turnover}`;
}

/** The description members read: the terms, then the operator's own words. */
export const promotionDescription = (p: PromotionFigures, note: string | null | undefined) => [promotionTerms(p), note?.trim()].filter(Boolean).join(" · ");
