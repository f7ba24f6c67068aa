// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { afterEach, describe, expect, it } from "vitest";
import { compare, comparePngs } from "@/scripts/screens/compare";
import { MANIFEST, pageSlug, shotFile, type Manifest, type Shot } from "@/scripts/screens/shots";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "screens-test-"));
  dirs.push(d);
  return d;
}

/** A white picture with the given pixels painted black. */
function png(width: number, height: number, black: [number, number][] = []): Buffer {
  const img = new PNG({ width, height });
  img.data.fill(255);
  for (const [x, y] of black) img.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return PNG.sync.write(img);
}

function run(dir: string, pictures: Record<string, Buffer>) {
  const shots: Shot[] = Object.entries(pictures).map(([file, buf]) => {
    fs.writeFileSync(path.join(dir, file), buf);
    const [page, who, width] = file.replace(/\.png$/, "").split("--") as [string, "visitor" | "member", string];
    const size = { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
    return { file, path: `/${page}`, who, width: Number(width) as 375, status: 200, finalPath: `/${page}`, size, popupsClosed: [], pageErrors: [], networkBusy: false };
  });
  const manifest: Manifest = { url: "http://site", clock: 0, takenAt: "", shots };
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest));
}

describe("screens compare", () => {
  it("names a shot by its page, reader and width", () => {
    expect(pageSlug("/")).toBe("home");
    expect(shotFile("/history?tab=0", "member", 375)).toBe("history_tab-0--member--375.png");
    expect(pageSlug("/authenticate?code=not-a-code")).toBe("authenticate_code-not-a-code");
  });

  it("counts the pixels that differ, and the rows they are on", () => {
    const d = tmp();
    fs.writeFileSync(path.join(d, "a.png"), png(10, 10, [[1, 2]]));
    fs.writeFileSync(path.join(d, "b.png"), png(10, 10, [[3, 4], [5, 7]]));
    const r = comparePngs(path.join(d, "a.png"), path.join(d, "b.png"), 0);
    expect(r.diffPixels).toBe(3);
    expect(r.rows).toEqual([2, 7]);
    expect(comparePngs(path.join(d, "a.png"), path.join(d, "a.png"), 0).diffPixels).toBe(0);
  });

  it("counts a taller page's extra rows as different", () => {
    const d = tmp();
    fs.writeFileSync(path.join(d, "a.png"), png(4, 5));
    fs.writeFileSync(path.join(d, "b.png"), png(4, 7));
    expect(comparePngs(path.join(d, "a.png"), path.join(d, "b.png"), 0)).toMatchObject({ diffPixels: 8, rows: [5, 6] });
  });

  it("tells a page that grew by a line from one whose rest changed", () => {
    const d = tmp();
    // B has a row more at row 3 (a line of text that wrapped); below it, A's rows moved down by one.
    fs.writeFileSync(path.join(d, "a.png"), png(4, 8, [[0, 5], [1, 7]]));
    fs.writeFileSync(path.join(d, "b.png"), png(4, 9, [[2, 3], [0, 6], [1, 8]]));
    expect(comparePngs(path.join(d, "a.png"), path.join(d, "b.png"), 0).moved).toEqual({ by: 1, lastRowA: 2, lastRowB: 3 });
    fs.writeFileSync(path.join(d, "c.png"), png(4, 9, [[2, 3], [0, 6], [2, 8]]));
    // The last row differs too: nothing below the change is A's.
    expect(comparePngs(path.join(d, "a.png"), path.join(d, "c.png"), 0).moved).toBeNull();
  });

  it("flags differing, resized and missing pairs, and writes a diff only for those with differing pixels", () => {
    const [a, b, out] = [tmp(), tmp(), tmp()];
    run(a, { "same--visitor--375.png": png(8, 8), "moved--visitor--375.png": png(8, 8, [[0, 0]]), "gone--member--1280.png": png(8, 8) });
    run(b, { "same--visitor--375.png": png(8, 8), "moved--visitor--375.png": png(8, 8, [[7, 7]]), "new--member--1280.png": png(8, 8) });
    const results = compare({ a, b, out, tolerance: 0, maxDiffPixels: 0 });
    const by = Object.fromEntries(results.map((r) => [r.file, r]));
    expect(by["same--visitor--375.png"]).toMatchObject({ diffPixels: 0, differs: false, diffFile: null });
    expect(by["moved--visitor--375.png"]).toMatchObject({ diffPixels: 2, differs: true, diffFile: "moved--visitor--375.png" });
    expect(by["gone--member--1280.png"]).toMatchObject({ diffPixels: null, differs: true });
    expect(by["new--member--1280.png"]).toMatchObject({ diffPixels: null, differs: true });
    expect(fs.readdirSync(out).sort()).toEqual(["moved--visitor--375.band.png", "moved--visitor--375.png", "results.json", "results.md"]);
    // Within the threshold the pair passes, its diff still written.
    expect(compare({ a, b, out, tolerance: 0, maxDiffPixels: 2 }).find((r) => r.file === "moved--visitor--375.png")!.differs).toBe(false);
  });
});
