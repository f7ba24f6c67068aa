// Plain-text tables and the figures' formats.
import os from "node:os";

/** Prints `rows` under `header`: the first column left-aligned, the others right-aligned. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "n/a");
export const count = (n: number) => Math.round(n).toLocaleString("en-US");
/** `value` ÷ `base`, or "–" when the base is zero (a ratio to nothing says nothing). */
export const ratio = (value: number, base: number) => (base > 0 && Number.isFinite(value) ? `${(value / base).toFixed(2)}×` : "–");

export function printLoadAverage(part: string) {
  const avg = os.loadavg().map((l) => l.toFixed(2)).join(" / ");
  console.log(`\n== ${part} ==  load average before it: ${avg} (1 / 5 / 15 min)\n`);
}
