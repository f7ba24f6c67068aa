export const withdrawText = {
  title: "ถอนเงิน",
  lead: "ถอนเข้าบัญชีที่ลงทะเบียนไว้ได้ตลอด 24 ชั่วโมง",
  toAccount: "บัญชีรับเงิน (บัญชีที่ลงทะเบียน)",
  credit: "เครดิตที่ถอนได้",
  amount: "จำนวนเงินที่ต้องการถอน (บาท)",
  all: "ถอนทั้งหมด",
  submit: "ยืนยันการถอน",
  submitting: "กำลังส่งคำขอ…",
  moreThanCredit: "ยอดถอนมากกว่าเครดิตที่มี",
  processTitle: "กำลังดำเนินการถอนเงิน",
  processBody: (amount: string) => `คำขอถอน ${amount} บาท ถูกส่งแล้ว ระบบกำลังโอนเข้าบัญชีของคุณ ใช้เวลาประมาณ 10-15 นาที`,
  processNote: "ไม่ต้องส่งคำขอซ้ำ สถานะรายการดูได้ที่ข้อมูลฝาก-ถอน",
  toHistory: "ดูข้อมูลฝาก-ถอน",
  backHome: "กลับหน้าหลัก",
  refusedTitle: "ถอนเงินไม่สำเร็จ",
  /** The API's refusals (msg) → a Thai explanation beside the server's own words. */
  explain: {
    "customer has not deposited yet, try later": "บัญชีนี้ยังไม่มีรายการฝากเงินที่สำเร็จ กรุณาฝากเงินก่อนแล้วจึงถอนได้",
    "turnover not met": "ยอดเทิร์นโอเวอร์ยังไม่ครบตามเงื่อนไขโปรโมชั่น เล่นให้ครบก่อนจึงถอนได้",
    "insufficient credit": "ยอดถอนมากกว่าเครดิตคงเหลือ",
    "a withdrawal is already pending": "มีรายการถอนที่กำลังดำเนินการอยู่ กรุณารอให้เสร็จก่อน",
  } as Record<string, string>,
} as const;
