import { isPendingWithdrawal } from "@/lib/api/contract/constants";
import type { Profile } from "@/lib/api/contract/customers";

/**
 * What the transfer or QR box shows, kept in sessionStorage so a reload resumes the same box. A QR comes as our
 * PromptPay text (`qr_payload`, drawn by the page) or as an image (`qr_code`, a PNG as bare base64: qrImageSrc).
 * `expires_at` is "" when the backend gave no deadline (then no countdown is shown).
 */
export type DepositBox =
  | { kind: "bank"; id: number; amount: number; to_bank: string; to_account_number: string; to_name: string; expires_at: string }
  | { kind: "qr"; id: number; amount: number; qr_payload?: string; qr_code?: string; expires_at: string };

/** A QR image the page may show: base64 and nothing else (the API answers it bare, as the API family does). */
export const isQrImage = (qr: string | null | undefined): qr is string => !!qr && /^[A-Za-z0-9+/]+={0,2}$/.test(qr);

/** The <img> src of a QR image: the page adds the prefix, as the family's clients do. */
export const qrImageSrc = (qr: string) => `data:image/png;base64,${qr}`;

/**
 * The box of an open deposit rebuilt from the profile's `pending_request` (another tab or device opened it, or the
 * page was reloaded in a new tab): its QR when it has one, else the transfer to the account it names or to the
 * profile's operator account. Null when it is not a deposit or says too little (no amount).
 */
export function boxFromPending(profile: Pick<Profile, "pending_request" | "to_bank" | "to_account_number" | "to_name">): DepositBox | null {
  const p = profile.pending_request;
  if (!p || isPendingWithdrawal(p) || p.amount == null) return null;
  const base = { id: p.id, amount: p.amount, expires_at: p.expires_at ?? "" };
  if (isQrImage(p.qr_code) || p.qr_payload) {
    return { kind: "qr", ...base, ...(p.qr_payload ? { qr_payload: p.qr_payload } : {}), ...(isQrImage(p.qr_code) ? { qr_code: p.qr_code } : {}) };
  }
  const fromPending = !!p.account_number;
  const number = fromPending ? p.account_number : profile.to_account_number;
  if (!number) return null;
  return {
    kind: "bank",
    ...base,
    to_bank: (fromPending ? p.bank : profile.to_bank) ?? profile.to_bank ?? "",
    to_account_number: number,
    to_name: (fromPending ? p.name : profile.to_name) ?? profile.to_name ?? "",
  };
}

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
