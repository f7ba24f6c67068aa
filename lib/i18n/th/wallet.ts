export const walletText = {
  depositButton: "ฝากเงิน",
  withdrawButton: "ถอนเงิน",
  creditDefault: "0.00",
  /** The wallet card's strip: the cashback rate (lib/wallet/cashback-terms.ts), bonuses received and to claim. */
  cashbackRate: (percent: number) => `${percent}% ทุกวันจันทร์`,
  /** This week's cashback so far (5 % of the loss since Monday, once it reaches the minimum). */
  cashbackSoFar: (amount: string) => `สัปดาห์นี้ ฿${amount}`,
  cashbackSoFarLabel: (amount: string, loss: string) => `ยอดเสียสัปดาห์นี้ ${loss} บาท คืนยอดเสียวันจันทร์ ${amount} บาท`,
  bonusReceived: "โบนัสที่ได้รับ",
  bonusPending: "โบนัสรอรับ",
  bonusPendingLink: (amount: string) => `โบนัสรอรับ ฿${amount} ไปหน้าโปรโมชั่นเพื่อกดรับ`,
} as const;
