export const apiText = {
  unauthenticated: "Unauthenticated.",
  tooManyAttempts: "Too Many Attempts.",
  tryAgainIn: (seconds: number) => `ทำรายการบ่อยเกินไป กรุณาลองใหม่ใน ${seconds} วินาที`,
  network: "เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาลองใหม่อีกครั้ง",
  unexpected: "ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง",
  forbiddenOrigin: "คำขอนี้ไม่ได้มาจากเว็บไซต์ของเรา",
  notFound: "ไม่พบรายการที่ต้องการ",
  upstream: "ระบบหลังบ้านไม่ตอบสนอง กรุณาลองใหม่อีกครั้ง",
  /** The operator's backend answered in a shape the site does not know (server/api/forward.ts). */
  upstreamShape: "ระบบหลังบ้านตอบกลับข้อมูลไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง",
  bodyTooLarge: "ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป",
  methodNotAllowed: "ไม่รองรับคำขอรูปแบบนี้",
  badRequest: "คำขอไม่ถูกต้อง",
} as const;
