export const homeText = {
  heroTitle: "เกมฮิตประจำวัน",
  categoriesTitle: "เลือกหมวดเกม",
  hotTitle: "เกมมาแรง",
  skillTitle: "เกมทักษะ",
  whyTitle: "ทำไมต้องเรา",
  ctaTitle: "สมัครวันนี้ เริ่มเล่นได้ทันที",
  ctaBody: "สมัครง่ายด้วยเบอร์โทรศัพท์ ยืนยัน OTP จริง ฝากเงินเข้าอัตโนมัติ",
  play: "เล่นเลย",
  seeAll: "ดูทั้งหมด",
  welcome: "ยินดีต้อนรับ",
  quickMenu: "เมนูลัด",
} as const;
