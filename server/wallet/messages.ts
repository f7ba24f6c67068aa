import { th } from "@/lib/i18n/th";

/**
 * The money API's messages. The English refusals the family's clients match are kept word for word (docs/product.md);
 * the rest are Thai.
 */
export const moneyMsg = {
  notDeposited: "customer has not deposited yet, try later",
  depositTimeEnded: "deposit time ended",
  depositExpired: "หมดเวลาทำรายการฝากเงิน",
  depositOpen: "คุณมีรายการฝากเงินที่รอดำเนินการอยู่ กรุณาโอนเงินตามรายการเดิมหรือยกเลิกก่อนทำรายการใหม่",
  depositCancelled: "สมาชิกยกเลิกรายการเอง",
  depositNotFound: "ไม่พบรายการฝากเงินที่ยกเลิกได้",
  depositBusy: "ยอดเงินนี้มีผู้ทำรายการจำนวนมาก กรุณาเปลี่ยนยอดเงินเล็กน้อยแล้วลองใหม่",
  depositTooSmall: "ยอดฝากขั้นต่ำ 1 บาท",
  depositTooLarge: "ยอดฝากสูงสุดต่อครั้ง 100,000 บาท",
  gatewayOff: "ช่องทางชำระเงินผ่าน QR ปิดให้บริการชั่วคราว กรุณาใช้การโอนผ่านธนาคาร",
  withdrawPending: "คุณมีรายการถอนเงินที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จสิ้นก่อน",
  withdrawOverBalance: "ยอดถอนมากกว่าเครดิตคงเหลือ",
  /** The cause a member reads (in the family's clients too) when the operator refuses a withdrawal. */
  withdrawRejected: "ทีมงานไม่อนุมัติรายการถอนนี้ เครดิตคืนเข้าบัญชีของคุณแล้ว",
  withdrawTooLarge: "ยอดถอนสูงสุดต่อครั้ง 100,000 บาท",
  /** The member's notification when the back office credits a transfer that arrived after its deposit closed. */
  lateDepositNote: (baht: string) => `เงินฝาก ${baht} บาท ที่โอนเข้ามาหลังหมดเวลา ทีมงานตรวจสอบและเติมเครดิตให้แล้ว`,
  /** The member's notifications when the back office decides a withdrawal. */
  withdrawPaidNote: (baht: string) => `ถอนเงิน ${baht} บาท สำเร็จ ทีมงานโอนเข้าบัญชีที่ลงทะเบียนไว้แล้ว`,
  /** Automatic payouts (server/payout/): the member is told whether the money is on its way or waits for the team. */
  payoutSendingNote: (baht: string) => `กำลังโอนเงิน ${baht} บาท เข้าบัญชีที่ลงทะเบียนไว้โดยอัตโนมัติ`,
  payoutHeldNote: (baht: string) => `รายการถอน ${baht} บาท รอทีมงานตรวจสอบและโอนให้ ตามลำดับคิว`,
  payoutAutoPaidNote: (baht: string) => `ถอนเงิน ${baht} บาท สำเร็จ โอนเข้าบัญชีที่ลงทะเบียนไว้แล้ว`,
  payoutFailedCause: (reason: string) => `โอนเงินอัตโนมัติไม่สำเร็จ: ${reason}`,
  withdrawRejectedNote: (baht: string, reason: string) =>
    `รายการถอน ${baht} บาท ไม่ได้รับการอนุมัติ: ${reason} เครดิตคืนเข้าบัญชีของคุณแล้ว`,
  /** The member's notifications when finance adjusts their credit (server/backoffice/adjustments.ts). */
  creditAddedNote: (baht: string, reason: string) => `ทีมงานปรับเพิ่มเครดิตให้คุณ ${baht} บาท เหตุผล: ${reason}`,
  creditDeductedNote: (baht: string, reason: string) => `ทีมงานปรับลดเครดิตของคุณ ${baht} บาท เหตุผล: ${reason}`,
  promotionNotFound: th.deposit.promotionNotFound,
  promotionMinDeposit: (baht: string) => `โปรโมชั่นนี้ต้องฝากขั้นต่ำ ${baht} บาท`,
  promotionFirstDepositOnly: "โปรโมชั่นนี้สำหรับการฝากครั้งแรกเท่านั้น กรุณาเลือกโปรโมชั่นอื่นหรือไม่รับโปรโมชั่น",
  turnoverNotMet: (wagered: string, target: string, left: string) =>
    `ยอดเทิร์นโอเวอร์ยังไม่ครบ: เล่นแล้ว ${wagered} จาก ${target} บาท (ขาดอีก ${left} บาท) จึงยังถอนเงินไม่ได้`,
  turnoverProgress: (wagered: string, target: string, left: string) =>
    `ยอดเทิร์นโอเวอร์ของโปรโมชั่น: เล่นแล้ว ${wagered} จาก ${target} บาท (ขาดอีก ${left} บาท)`,
  providerDown: "ระบบเกมไม่ตอบสนอง กรุณาลองใหม่อีกครั้ง",
  idempotencyMismatch: "Idempotency-Key นี้ถูกใช้กับรายการอื่นแล้ว กรุณาสร้างรายการใหม่",
  idempotencyKeyFormat: "Idempotency-Key ไม่ถูกต้อง (1-200 ตัวอักษร)",
  badSignature: "ลายเซ็นไม่ถูกต้อง",
  staleTimestamp: "เวลาของคำขอไม่อยู่ในช่วงที่ยอมรับ",
};
