export const popupsText = {
  maintenanceTitle: "ประกาศจากระบบ",
  dontShowAgain: "ไม่ต้องแสดงข้อความนี้อีก",
  close: "ปิด",
  notificationTitle: "การแจ้งเตือน",
  submit: "ตกลง",
  vipLine: "แอดไลน์ VIP",
  vipLineHint: "เพิ่มเพื่อนไลน์ VIP เพื่อรับข่าวสารและสิทธิพิเศษก่อนใคร",
  newsBadge: "ข่าวสารโปรโมชั่น",
  notificationNotFound: "ไม่พบการแจ้งเตือนนี้ในบัญชีของคุณ",
  messageRequired: "กรุณากรอกข้อความ",
} as const;
