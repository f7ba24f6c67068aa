/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV lines with their fields made safe (csvField), each ending CRLF. */
export const csvLines = (lines: readonly string[][]) => lines.map((l) => `${l.map(csvField).join(",")}\r\n`).join("");

/** CSV text: a UTF-8 BOM, the lines with their fields made safe (csvField), CRLF line ends. */
export const csvText = (lines: readonly string[][]) => `\uFEFF${csvLines(lines)}`;

