export const authenticateText = {
  title: "เข้าสู่ระบบอัตโนมัติ",
  failedTitle: "เข้าสู่ระบบไม่สำเร็จ",
  toLogin: "ไปหน้าเข้าสู่ระบบ",
} as const;
