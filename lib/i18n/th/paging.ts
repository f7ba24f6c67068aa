/** Lists shown a page at a time (bounded lists): games, the RTP table, history tab 2. */
export const pagingText = {
  more: "ดูเพิ่ม",
  failed: "โหลดเพิ่มไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
  limitFormat: "จำนวนต่อหน้าต้องเป็นตัวเลข 1-100",
  cursorFormat: "ตำแหน่งหน้าถัดไปไม่ถูกต้อง กรุณาเริ่มจากหน้าแรก",
  fromTop: "กลับไปอันดับแรก",
  rtpAll: "ดู RTP ของสล็อตทุกเกม",
} as const;
