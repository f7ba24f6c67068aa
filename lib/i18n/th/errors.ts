export const errorsText = {
  notFoundStatus: "Not Found",
  pageNotFound: "This page could not be found",
  generic: "An error occurred",
  errorPageFailed: "An error occurred while showing the error page",
  notFoundThai: "ไม่พบหน้าที่คุณต้องการ",
  genericThai: "เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง",
  backHome: "กลับหน้าหลัก",
  retry: "ลองอีกครั้ง",
  offlineTitle: "ไม่มีการเชื่อมต่ออินเทอร์เน็ต",
  offlineBody: "ตรวจสอบสัญญาณแล้วลองใหม่อีกครั้ง",
} as const;
