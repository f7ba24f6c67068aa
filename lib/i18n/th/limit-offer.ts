/** The light, skippable offer to set a deposit limit (the registration's last step, the first deposit). */
export const limitOfferText = {
  title: "ตั้งวงเงินฝากไว้ก่อนไหม?",
  lead: "กำหนดยอดฝากสูงสุดที่คุณสบายใจ เปลี่ยนได้ทุกเมื่อที่หน้า บัญชีและความปลอดภัย (ข้ามได้)",
  period: { daily: "ต่อวัน", weekly: "ต่อสัปดาห์", monthly: "ต่อเดือน" } as Record<string, string>,
  periodLabel: "ช่วงเวลา",
  amountLabel: "วงเงิน (บาท)",
  save: "ตั้งวงเงิน",
  saving: "กำลังบันทึก...",
  skip: "ไว้ทีหลัง",
  saved: (amount: string, period: string) => `ตั้งวงเงินฝาก ฿${amount} ${period} แล้ว`,
  invalid: "กรอกจำนวนเงินมากกว่า 0 ไม่เกิน 10,000,000 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง",
  remaining: (left: string, period: string) => `วงเงินฝาก${period}: ฝากได้อีก ฿${left}`,
  manage: "จัดการวงเงิน",
} as const;
