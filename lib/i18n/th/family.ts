/** Operator mode against a backend of the API family (docs/api.md): its words and what only it can send. */
export const familyText = {
  /** The family's status words: `cancalled` (sic) is a refused or cancelled request (its deleted_cause beside it). */
  statuses: { cancalled: "ยกเลิก", "wait-for-approval": "รออนุมัติ" } as Record<string, string>,
  withdrawPendingTitle: "มีรายการถอนเงินที่กำลังดำเนินการ",
  withdrawPendingDeposit: (amount: string) =>
    `คำขอถอน ${amount} บาท ของคุณกำลังรอการอนุมัติ ทำรายการฝากได้อีกครั้งเมื่อรายการถอนเสร็จสิ้น`,
  withdrawPendingWithdraw: (amount: string) => `คำขอถอน ${amount} บาท กำลังดำเนินการ ทีมงานจะตรวจสอบแล้วโอนเข้าบัญชีที่ลงทะเบียนไว้ ไม่ต้องส่งคำขอซ้ำ`,
  withdrawPendingSince: (when: string) => `ส่งคำขอเมื่อ ${when}`,
  withdrawPendingStatus: "สถานะ",
  promotionTermsUnknown: "โบนัสและเงื่อนไขเป็นไปตามที่เว็บประกาศ สอบถามรายละเอียดกับพนักงานได้ตลอด 24 ชั่วโมง",
} as const;
