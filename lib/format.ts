const baht = new Intl.NumberFormat("th-TH", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1,234.50"; a missing figure shows "0.00", as the credit does by default. */
export function formatMoney(value: number | null | undefined): string {
  return baht.format(Number.isFinite(value) ? (value as number) : 0);
}

/** 1234.5 → "฿1,234.50". */
export const formatBaht = (value: number | null | undefined) => `฿${formatMoney(value)}`;

const pad = (n: number) => String(n).padStart(2, "0");

/** dd/mm/yy HH:mm:ss with a 2-digit year, in Bangkok time. */
export function formatDateTime(input: string | number | Date): string {
  const d = new Date(input);
  if (Number.isNaN(d.getTime())) return "-";
  const bkk = new Date(d.getTime() + 7 * 3600_000);
  return `${pad(bkk.getUTCDate())}/${pad(bkk.getUTCMonth() + 1)}/${pad(bkk.getUTCFullYear() % 100)} ${pad(bkk.getUTCHours())}:${pad(bkk.getUTCMinutes())}:${pad(bkk.getUTCSeconds())}`;
}

/** 0812345678 → "081-234-5678". */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}

/** The game username the API assigns a member: "gm" + the phone without its leading 0 (0812345678 → gm812345678). */
export function gameUsername(phone: string): string {
  return `gm${phone.replace(/^0/, "")}`;
}
