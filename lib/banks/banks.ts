import table from "./thai-banks.json";

/** The bank reference table (read-only), from thai-banks.json beside this file. */
export interface Bank {
  key: string;
  code: string;
  color: string;
  official_name: string;
  nice_name: string;
  thai_name: string;
}

const banks: Record<string, Omit<Bank, "key">> = table;

export function bankOf(key: string | null | undefined): Bank | null {
  if (!key) return null;
  const k = key.toLowerCase();
  const b = banks[k];
  return b ? { key: k, ...b } : null;
}

export const allBanks = (): Bank[] => Object.entries(banks).map(([key, b]) => ({ key, ...b }));

/** The 14 banks the footer shows, in its order. */
export const FOOTER_BANKS = ["kbank", "scb", "bbl", "bay", "ktb", "tmb", "tbank", "gsb", "baac", "uob", "tisco", "cimb", "lhb", "ghb"];

/** Dark or light text, whichever reads better on the bank's colour (WCAG relative luminance). */
export function textOn(hex: string): "#0b0f1a" | "#ffffff" {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) return "#ffffff";
  const n = parseInt(m[1], 16);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const L = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return (L + 0.05) / 0.05 > 1.05 / (L + 0.05) ? "#0b0f1a" : "#ffffff";
}

/** The short label on a bank's badge: its key, as members know it (no bank logos are copied). */
const SHORT: Record<string, string> = { bay: "BAY", tbank: "TBANK", lhb: "LHB" };
export const bankShort = (key: string) => SHORT[key] ?? key.toUpperCase();

/** The bank's Thai name without the word ธนาคาร, for tight spaces (badges, the footer). */
export const bankShortThai = (bank: Bank) => bank.thai_name.replace(/^ธนาคาร/, "");

/** Banks a member can register an account at: the footer's 14 first, in the footer's order, then the rest. */
export function accountBanks(): Bank[] {
  const all = allBanks().filter((b) => /^\d{3}$/.test(b.code));
  const rank = (b: Bank) => {
    const i = FOOTER_BANKS.indexOf(b.key);
    return i < 0 ? FOOTER_BANKS.length : i;
  };
  return all.map((b, i) => ({ b, i })).sort((x, y) => rank(x.b) - rank(y.b) || x.i - y.i).map(({ b }) => b);
}
