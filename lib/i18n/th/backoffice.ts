/** The back office's words: the operator's staff are Thai. Never imported by a member page. */
export const backofficeText = {
  signInFailed: "ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันตัวตนไม่ถูกต้อง",
  sessionEnded: "หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบหลังบ้านอีกครั้ง",
  forbidden: "บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้",
  usernameTaken: "ชื่อผู้ใช้นี้มีอยู่แล้ว",
  noWithdrawal: "ไม่พบรายการถอนนี้",
  notPending: "รายการนี้ได้รับการดำเนินการไปแล้ว",
  alreadyApproved: "คุณอนุมัติรายการนี้ไปแล้ว รายการยอดสูงต้องให้เจ้าหน้าที่อีกคนอนุมัติ",
  reasonRequired: "กรุณาระบุเหตุผล",
  usernameRequired: "กรุณากรอกชื่อผู้ใช้",
  passwordRequired: "กรุณากรอกรหัสผ่าน",
  codeFormat: "รหัสยืนยันตัวตนคือตัวเลข 6 หลักจากแอป",
  notHere: "หลังบ้านใช้ได้กับระบบของเว็บไซต์นี้เท่านั้น",
} as const;
