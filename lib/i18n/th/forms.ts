/** What a form posted before the page's JavaScript ran is answered with (app/form/*, lib/forms/notices.ts). */
export const formsText = {
  wait: "หน้าเว็บยังโหลดไม่เสร็จ ข้อมูลที่กรอกยังไม่ถูกส่ง กรุณารอสักครู่แล้วกรอกใหม่อีกครั้ง",
  throttled: "ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง",
  failed: "ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง",
} as const;
