export const creditText = {
  /** The credit-check toasts, word for word (docs/product.md#messages-that-are-requirements). */
  checking: "ดำเนินการเช็คเครดิต",
  checkingAgain: "ดำเนินการเช็คเครดิต...",
  checked: "เช็คเครดิตเรียบร้อย",
  timedOut: (n: number) => `หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน ${n} ครั้ง`,
} as const;
