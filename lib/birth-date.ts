/** Thai dates of birth: the member picks day, month and a Buddhist-era year; the API takes Gregorian YYYY-MM-DD. */
const BE_OFFSET = 543;

export interface BirthParts {
  day: string;
  month: string;
  /** Buddhist era (พ.ศ.). */
  year: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "14", "5", "2533" → "1990-05-14"; "" while any part is missing (the schema then asks for the date). */
export function birthDateIso({ day, month, year }: BirthParts): string {
  const d = Number(day);
  const m = Number(month);
  const y = Number(year) - BE_OFFSET;
  if (!day || !month || !year || !Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(y)) return "";
  return `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;
}

/** The reverse, to fill the selects again ("1990-05-14" → 14 / 5 / 2533); empty parts for anything else. */
export function birthParts(iso: string | null | undefined): BirthParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  if (!m) return { day: "", month: "", year: "" };
  return { day: String(Number(m[3])), month: String(Number(m[2])), year: String(Number(m[1]) + BE_OFFSET) };
}

/** Years offered, newest first: this Buddhist year back 100 years (a too-recent one is refused with its message). */
export function birthYearsBE(now: Date = new Date()): number[] {
  const current = now.getFullYear() + BE_OFFSET;
  return Array.from({ length: 101 }, (_, i) => current - i);
}
