// Pixel comparison of two shooting runs: each pair of same-named PNGs, a diff image where they differ, a table.
import fs from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { readManifest, type Shot } from "./shots";

export interface CompareOptions {
  a: string;
  b: string;
  out: string;
  /** A pixel differs when one of its channels differs by more than this (0-255). */
  tolerance: number;
  /** A pair differs when more pixels than this differ (or the sizes do). */
  maxDiffPixels: number;
}

export interface PairResult {
  file: string;
  path: string;
  who: string;
  width: number;
  /** Pixels that differ, those outside the smaller image included; null when a side has no shot. */
  diffPixels: number | null;
  sizeA: { width: number; height: number } | null;
  sizeB: { width: number; height: number } | null;
  /** Rows (CSS px) of the first and last difference, for reading the diff. */
  rows: [number, number] | null;
  /** A page that grew or shrank: by how much, and where in B the change ends, the rest being A's rows moved. */
  moved: { by: number; lastRowA: number; lastRowB: number } | null;
  differs: boolean;
  diffFile: string | null;
}

const read = (file: string) => PNG.sync.read(fs.readFileSync(file));

/**
 * Compares two PNGs and draws the diff: A faded to grey where both agree, red where they differ, and beside it the
 * band of rows that differ from A and from B at full strength, so one picture shows what changed.
 */
export function comparePngs(fileA: string, fileB: string, tolerance: number) {
  const a = read(fileA);
  const b = read(fileB);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const marks = new PNG({ width, height });
  let diffPixels = 0;
  let first = -1;
  let last = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      let same = inA && inB;
      for (let c = 0; same && c < 4; c++) same = Math.abs(a.data[ia + c]! - b.data[ib + c]!) <= tolerance;
      if (same) {
        const grey = 255 - Math.round((255 - (0.3 * a.data[ia]! + 0.59 * a.data[ia + 1]! + 0.11 * a.data[ia + 2]!)) * 0.15);
        marks.data[o] = marks.data[o + 1] = marks.data[o + 2] = grey;
      } else {
        diffPixels++;
        if (first < 0) first = y;
        last = y;
        marks.data[o] = 255;
        marks.data[o + 1] = marks.data[o + 2] = 0;
      }
      marks.data[o + 3] = 255;
    }
  }
  const rows: [number, number] | null = first < 0 ? null : [first, last];
  return { a, b, marks, diffPixels, rows, moved: rows && a.width === b.width ? movedTail(a, b, rows[0], tolerance) : null };
}

const rowsMatch = (a: PNG, ya: number, b: PNG, yb: number, tolerance: number) => {
  for (let i = ya * a.width * 4, j = yb * b.width * 4, end = i + a.width * 4; i < end; i++, j++) {
    if (Math.abs(a.data[i]! - b.data[j]!) > tolerance) return false;
  }
  return true;
};

/**
 * Where a page grew or shrank (a line of text more), whether what follows is the same page moved: B's rows compared
 * with A's bottom-aligned, from the end up, down to the first that differs. Answers the moved distance and the last
 * row of A (and of B) that differs once the rest is taken as moved, or null when nothing below the change matches.
 */
function movedTail(a: PNG, b: PNG, firstRow: number, tolerance: number): { by: number; lastRowA: number; lastRowB: number } | null {
  const by = b.height - a.height;
  if (by === 0) return null;
  let ya = a.height - 1;
  while (ya >= firstRow && ya + by >= firstRow && rowsMatch(a, ya, b, ya + by, tolerance)) ya--;
  if (ya === a.height - 1) return null;
  return { by, lastRowA: ya, lastRowB: ya + by };
}

/** A, the marks and B side by side over the rows that differ (with some context), 8 px gaps. */
function sideBySide(a: PNG, marks: PNG, b: PNG, rows: [number, number]): PNG {
  const context = 60;
  const top = Math.max(0, rows[0] - context);
  const bottom = Math.min(marks.height, rows[1] + context + 1);
  const gap = 8;
  const out = new PNG({ width: a.width + marks.width + b.width + 2 * gap, height: bottom - top });
  out.data.fill(0x80);
  let left = 0;
  for (const img of [a, marks, b]) {
    for (let y = top; y < Math.min(bottom, img.height); y++) {
      img.data.copy(out.data, ((y - top) * out.width + left) * 4, y * img.width * 4, (y + 1) * img.width * 4);
    }
    left += img.width + gap;
  }
  return out;
}

const key = (s: Shot) => s.file;

export function compare(opts: CompareOptions): PairResult[] {
  const ma = readManifest(opts.a);
  const mb = readManifest(opts.b);
  fs.rmSync(opts.out, { recursive: true, force: true });
  fs.mkdirSync(opts.out, { recursive: true });
  const byB = new Map(mb.shots.map((s) => [key(s), s]));
  const results: PairResult[] = [];
  const seen = new Set<string>();
  for (const sa of ma.shots) {
    seen.add(key(sa));
    const sb = byB.get(key(sa));
    const base = { file: sa.file, path: sa.path, who: sa.who, width: sa.width, sizeA: sa.size };
    if (!sb) {
      results.push({ ...base, diffPixels: null, sizeB: null, rows: null, moved: null, differs: true, diffFile: null });
      continue;
    }
    const { a, b, marks, diffPixels, rows, moved } = comparePngs(path.join(opts.a, sa.file), path.join(opts.b, sb.file), opts.tolerance);
    const differs = diffPixels > opts.maxDiffPixels || a.width !== b.width || a.height !== b.height;
    let diffFile: string | null = null;
    if (diffPixels > 0) {
      diffFile = sa.file;
      fs.writeFileSync(path.join(opts.out, diffFile), PNG.sync.write(marks));
      const band: [number, number] = moved ? [rows![0], Math.max(moved.lastRowA, moved.lastRowB)] : rows!;
      fs.writeFileSync(path.join(opts.out, sa.file.replace(/\.png$/, ".band.png")), PNG.sync.write(sideBySide(a, marks, b, band)));
    }
    results.push({ ...base, diffPixels, sizeB: sb.size, rows, moved, differs, diffFile });
  }
  for (const sb of mb.shots) {
    if (seen.has(key(sb))) continue;
    results.push({ file: sb.file, path: sb.path, who: sb.who, width: sb.width, diffPixels: null, sizeA: null, sizeB: sb.size, rows: null, moved: null, differs: true, diffFile: null });
  }
  fs.writeFileSync(path.join(opts.out, "results.json"), JSON.stringify(results, null, 2) + "\n");
  fs.writeFileSync(path.join(opts.out, "results.md"), table(results, opts) + "\n");
  return results;
}

const dims = (s: { width: number; height: number } | null) => (s ? `${s.width}x${s.height}` : "none");

/** The table printed and saved: every pair, the differing ones first flagged. */
export function table(results: PairResult[], opts: Pick<CompareOptions, "a" | "b">): string {
  const lines = [
    `A: ${opts.a}`,
    `B: ${opts.b}`,
    "",
    "| page | width | who | differing pixels | size change | rows | result |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const r of results) {
    const size =
      r.sizeA && r.sizeB && (r.sizeA.width !== r.sizeB.width || r.sizeA.height !== r.sizeB.height)
        ? `${dims(r.sizeA)} → ${dims(r.sizeB)} (${r.sizeB.height - r.sizeA.height >= 0 ? "+" : ""}${r.sizeB.height - r.sizeA.height} px)`
        : r.sizeA && r.sizeB
          ? "-"
          : `${dims(r.sizeA)} → ${dims(r.sizeB)}`;
    const pixels = r.diffPixels === null ? "missing" : String(r.diffPixels);
    const rows = !r.rows
      ? "-"
      : r.moved
        ? `${r.rows[0]}-${r.moved.lastRowB}, then the rest moved ${r.moved.by > 0 ? "+" : ""}${r.moved.by} px`
        : `${r.rows[0]}-${r.rows[1]}`;
    lines.push(`| ${r.path} | ${r.width} | ${r.who} | ${pixels} | ${size} | ${rows} | ${r.differs ? "DIFFERS" : "same"} |`);
  }
  const differing = results.filter((r) => r.differs).length;
  lines.push("", `${results.length} pairs, ${differing} differ${differing === 0 ? ": every page looks exactly as before" : ""}.`);
  return lines.join("\n");
}
