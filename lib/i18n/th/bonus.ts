export const bonusText = {
  claimed: (amount: string) => `รับโบนัส ${amount} บาท เรียบร้อยแล้ว เครดิตเข้ากระเป๋าเกมของคุณแล้ว`,
  claimedWithTurnover: (amount: string, turnover: string) =>
    `รับโบนัส ${amount} บาท เรียบร้อยแล้ว เครดิตเข้ากระเป๋าเกมของคุณแล้ว (ต้องมียอดเทิร์นโอเวอร์อีก ${turnover} บาทก่อนถอนเงิน)`,
  notFound: "ไม่พบโบนัสนี้ในบัญชีของคุณ",
  alreadyClaimed: "โบนัสนี้ถูกรับไปแล้ว",
  expired: "โบนัสนี้หมดเวลารับแล้ว",
  cancelled: "โบนัสนี้ถูกยกเลิกแล้ว",
  turnoverNotMet: (played: string, required: string, left: string) =>
    `ยังรับโบนัสไม่ได้ เนื่องจากยอดเทิร์นโอเวอร์เดิมยังไม่ครบ: เล่นแล้ว ${played} จาก ${required} บาท (ขาดอีก ${left} บาท)`,
  pageFormat: "หมายเลขหน้าไม่ถูกต้อง",
} as const;
