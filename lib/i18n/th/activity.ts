export const activityText = {
  opening: "กำลังเข้าสู่หน้ากิจกรรม…",
  openingLead: "ระบบกำลังสร้างสิทธิ์เข้าใช้งานแบบครั้งเดียวให้คุณ",
  failedTitle: "เปิดหน้ากิจกรรมไม่สำเร็จ",
  loginLead: "กรุณาเข้าสู่ระบบก่อนร่วมกิจกรรม",
  unknownTarget: "ไม่พบกิจกรรมนี้",
  ticketInvalid: "สิทธิ์เข้าใช้งานไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว",
  unavailable: "หน้ากิจกรรมยังไม่เปิดให้บริการ กรุณาติดต่อเจ้าหน้าที่",
  /** The ticket's address failed the URL rule (lib/safe-url.ts): the tab stays here. */
  unsafeUrl: "ที่อยู่หน้ากิจกรรมไม่ปลอดภัย ระบบจึงไม่เปิดให้ กรุณาติดต่อเจ้าหน้าที่",
} as const;
