/** What the transfer or QR box shows, kept in sessionStorage so a reload resumes the same box. */
export type DepositBox =
  | { kind: "bank"; id: number; amount: number; to_bank: string; to_account_number: string; to_name: string; expires_at: string }
  | { kind: "qr"; id: number; amount: number; qr_payload: string; expires_at: string };

const KEY = "deposit-box";

export function saveBox(box: DepositBox): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(box));
  } catch {
    /* private mode: the box still shows until the page is left */
  }
}

export function loadBox(id: number): DepositBox | null {
  try {
    const box = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as DepositBox | null;
    return box && box.id === id ? box : null;
  } catch {
    return null;
  }
}

export function clearBox(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

/** "1,500.37" split so the satang can be highlighted: ["1,500", "37"]. */
export function splitSatang(formatted: string): [string, string] {
  const i = formatted.lastIndexOf(".");
  return i < 0 ? [formatted, "00"] : [formatted.slice(0, i), formatted.slice(i + 1)];
}

/** 905 s → "15:05". */
export function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
