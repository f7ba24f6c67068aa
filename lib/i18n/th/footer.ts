export const footerText = {
  banksTitle: "รองรับธนาคารชั้นนำ",
  support: "ติดต่อฝ่ายบริการลูกค้า 24 ชม.",
  copyright: (name: string) => `© 2024 ${name} สงวนลิขสิทธิ์`,
  responsible: "เล่นอย่างมีสติ สำหรับผู้มีอายุ 20 ปีขึ้นไปเท่านั้น",
  privacy: "นโยบายความเป็นส่วนตัว",
  selfExclusion: "พักการเล่น / ระงับบัญชี",
} as const;
