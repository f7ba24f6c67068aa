export const gameText = {
  /** The API's msg, word for word (a refusal the family's clients match: docs/api.md#errors). */
  firstDeposit: "please make the first deposit to play",
  firstDepositTitle: "ฝากเงินครั้งแรกก่อนเริ่มเล่น",
  firstDepositThai: "บัญชีของคุณยังไม่มีรายการฝากเงิน กรุณาฝากเงินครั้งแรกให้สำเร็จก่อน แล้วจึงเข้าเล่นเกมได้",
  toDeposit: "ไปหน้าฝากเงิน",
  opening: "กำลังเปิดเกม…",
  openingLead: "กำลังเตรียมห้องเกม กรุณารอสักครู่",
  host: (n: number) => `เซิร์ฟเวอร์เกม ${n}`,
  failedTitle: "เปิดเกมไม่สำเร็จ",
  retry: "ลองอีกครั้ง",
  backToSite: "กลับหน้าเว็บ",
  closeTab: "ปิดแท็บนี้",
  unknownGame: "ไม่พบเกมนี้ หรือเกมปิดปรับปรุงชั่วคราว",
  unknownHost: "ไม่พบเซิร์ฟเวอร์เกม",
  /** The launch address failed the URL rule (lib/safe-url.ts): the tab stays here. */
  unsafeUrl: "ที่อยู่ห้องเกมไม่ปลอดภัย ระบบจึงไม่เปิดให้ กรุณาลองเซิร์ฟเวอร์อื่นหรือติดต่อเจ้าหน้าที่",
} as const;
