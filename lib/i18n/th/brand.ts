export const brandText = {
  tagline: "เว็บตรง ฝาก-ถอน ออโต้ 24 ชั่วโมง",
} as const;
