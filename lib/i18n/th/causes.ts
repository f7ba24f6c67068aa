/**
 * A backend's known English causes and refusals (a request's deleted_cause, a refusal's msg), as a Thai member reads
 * them. The API keeps answering the English words, which the family's clients match; the site shows these instead.
 */
export const causesText: Record<string, string> = {
  "deposit time ended": "หมดเวลาทำรายการฝาก",
  "please make the first deposit to play": "กรุณาฝากเงินครั้งแรกให้สำเร็จก่อนเข้าเล่นเกม",
  "customer has not deposited yet, try later": "บัญชีนี้ยังไม่มีรายการฝากเงินที่สำเร็จ กรุณาฝากเงินก่อนแล้วจึงถอนได้",
  "turnover not met": "ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น เล่นให้ครบก่อนจึงถอนได้",
  "insufficient credit": "ยอดถอนมากกว่าเครดิตคงเหลือ",
  "a withdrawal is already pending": "มีรายการถอนที่กำลังดำเนินการอยู่ กรุณารอให้เสร็จก่อน",
  "rejected by operator": "ทีมงานไม่อนุมัติรายการถอนนี้ เครดิตคืนเข้าบัญชีของคุณแล้ว",
};

/** The Thai for a known cause (case and surrounding spaces aside); any other text as it came. */
export function thaiCause(cause: string): string {
  return causesText[cause.trim().toLowerCase()] ?? cause;
}
