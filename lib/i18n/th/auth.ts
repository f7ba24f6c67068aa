export const authText = {
  loginTitle: "เข้าสู่ระบบ",
  loginSubtitle: "ใช้เบอร์โทรศัพท์และรหัสผ่านที่สมัครไว้",
  loginButton: "เข้าสู่ระบบ",
  loggingIn: "กำลังเข้าสู่ระบบ…",
  loginFailed: "เบอร์โทร, รหัสผ่านไม่ถูกต้อง",
  noAccount: "ยังไม่มีบัญชี?",
  showPassword: "แสดงรหัสผ่าน",
  hidePassword: "ซ่อนรหัสผ่าน",
  loggedOut: "ออกจากระบบเรียบร้อย",
  sessionExpired: "หมดเวลาเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่",
  loginToPlayTitle: "เข้าสู่ระบบเพื่อเล่น?",
  loginToPlayBody: "กรุณาเข้าสู่ระบบก่อนเข้าเล่นเกม",
} as const;
