/**
 * While a member is timed out or self-excluded: what the lobby's play buttons and the deposit page say
 * instead of failing on click. Rendered by the server; only the words reach the page.
 */
export const playBlockedText = {
  timeout: (until: string) => `คุณพักการเล่นอยู่จนถึง ${until} ระหว่างนี้เข้าเล่นเกมไม่ได้`,
  selfExcluded: (until: string) => `คุณระงับบัญชีตนเองไว้จนถึง ${until} ระหว่างนี้เข้าเล่นเกมไม่ได้`,
  forever: "คุณระงับบัญชีตนเองแบบถาวร เข้าเล่นเกมไม่ได้อีก",
  enterGame: "พักการเล่น",
  depositTitle: "ฝากเงินไม่ได้ระหว่างพักการเล่น",
  withdrawStillOpen: "ถอนเงินและดูประวัติได้ตามปกติ",
  details: "ดูรายละเอียด",
} as const;
