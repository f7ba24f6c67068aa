/** Player protection: deposit limits, time-out and self-exclusion, sessions, reality check, 2FA. */
const PERIOD_NAMES = { day: "รายวัน", week: "รายสัปดาห์", month: "รายเดือน" } as const;

export const protectionText = {
  periodName: PERIOD_NAMES,
  limitReached: (period: keyof typeof PERIOD_NAMES, left: string, resetsAt: string) =>
    `ยอดนี้เกินวงเงินฝาก${PERIOD_NAMES[period]}ที่คุณตั้งไว้ ฝากได้อีก ${left} บาท วงเงินเริ่มรอบใหม่ ${resetsAt}`,
  limitFormat: "วงเงินฝากต้องเป็นจำนวนเงินมากกว่า 0 บาท ไม่เกิน 10,000,000 บาท และทศนิยมไม่เกิน 2 ตำแหน่ง หรือ null เพื่อยกเลิก",
  limitsSaved: "บันทึกวงเงินฝากแล้ว: การลดวงเงินมีผลทันที การเพิ่มหรือยกเลิกวงเงินมีผลหลัง 24 ชั่วโมง",
  periodChoice: "กรุณาเลือกระยะเวลา: 24h, 7d, 30d (พักการเล่น) หรือ 6m, 1y, 5y, permanent (ระงับบัญชีตนเอง)",
  passwordWrong: "รหัสผ่านไม่ถูกต้อง",
  timeoutUntil: (until: string) =>
    `คุณพักการเล่นอยู่จนถึง ${until} ระหว่างนี้ฝากเงิน เข้าเล่นเกม รับโบนัส และหมุนวงล้อไม่ได้ (ถอนเงินและดูประวัติได้ตามปกติ)`,
  excludedUntil: (until: string) =>
    `คุณระงับบัญชีตนเองไว้จนถึง ${until} ระหว่างนี้ฝากเงิน เข้าเล่นเกม รับโบนัส และหมุนวงล้อไม่ได้ (ถอนเงินและดูประวัติได้ตามปกติ)`,
  excludedForever:
    "คุณระงับบัญชีตนเองแบบถาวร ฝากเงิน เข้าเล่นเกม รับโบนัส และหมุนวงล้อไม่ได้อีก (ถอนเงินและดูประวัติได้ตามปกติ)",
  sessionNotFound: "ไม่พบอุปกรณ์ที่เข้าสู่ระบบนี้",
  realityChoice: "กรุณาเลือกการเตือนเวลาเล่น: ปิด (0), 15, 30 หรือ 60 นาที",
  unknownDevice: "อุปกรณ์ไม่ทราบชนิด",
  totpFormat: "กรุณากรอกรหัส 6 หลักจากแอปยืนยันตัวตน หรือรหัสกู้คืน",
  totpWrong: "รหัสยืนยันตัวตนไม่ถูกต้องหรือถูกใช้ไปแล้ว",
  totpRequired: "กรุณากรอกรหัส 6 หลักจากแอปยืนยันตัวตนเพื่อถอนเงิน",
  totpLocked: (until: string) => `กรอกรหัสยืนยันตัวตนผิดหลายครั้ง ระงับการยืนยันชั่วคราวจนถึง ${until}`,
  totpAlreadyOn: "การยืนยันตัวตนสองขั้นตอนเปิดใช้อยู่แล้ว",
  totpNotSetUp: "กรุณาเริ่มตั้งค่าการยืนยันตัวตนสองขั้นตอนก่อน",
  totpOff: "การยืนยันตัวตนสองขั้นตอนยังไม่ได้เปิดใช้",
  // Security notices (the notification dialog): plain text, the time in Bangkok, the device from its user agent.
  noticeNewDevice: (device: string, ip: string, at: string) =>
    `มีการเข้าสู่ระบบบัญชีของคุณจากอุปกรณ์ใหม่: ${device} (IP ${ip}) เมื่อ ${at} หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านทันที และออกจากระบบอุปกรณ์นั้นที่หน้า "บัญชีและความปลอดภัย"`,
  noticeTwoFactorOn: (device: string, at: string) =>
    `เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว เมื่อ ${at} จาก ${device} ต่อไปการถอนเงินต้องใช้รหัสจากแอปยืนยันตัวตน หากไม่ใช่คุณ กรุณาติดต่อเจ้าหน้าที่ทันที`,
  noticeTwoFactorOff: (device: string, at: string) =>
    `ปิดการยืนยันตัวตนสองขั้นตอนแล้ว เมื่อ ${at} จาก ${device} หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านและติดต่อเจ้าหน้าที่ทันที`,
} as const;
