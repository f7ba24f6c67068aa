export const creditText = {
  /** SPEC.md §8's credit-check toasts, exactly. */
  checking: "ดำเนินการเช็คเครดิต",
  checkingAgain: "ดำเนินการเช็คเครดิต...",
  checked: "เช็คเครดิตเรียบร้อย",
  timedOut: (n: number) => `หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน ${n} ครั้ง`,
} as const;
