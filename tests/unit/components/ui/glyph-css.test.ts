import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every stylesheet of the site, app/ and components/. */
function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? stylesheets(p) : p.endsWith(".css") ? [p] : [];
  });
}

describe("glyph.module.css", () => {
  /** Generated with public/art/glyphs.svg and glyph-names.ts by scripts/art/make-glyphs.mjs: a changed icon must be regenerated. */
  it("is what make-glyphs.mjs writes from the icons it draws", () => {
    expect(() => execFileSync("node", ["scripts/art/make-glyphs.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  // Chromium builds an SVG document for each data: URL SVG while it computes the first paint's styles (about 40 ms on
  // this machine for 17 icons; 4× that on Lighthouse's phone); a file's comes after the paint.
  it("no stylesheet draws an SVG from a data: URL", () => {
    const found = [...stylesheets("app"), ...stylesheets("components")].filter((f) =>
      /url\(\s*["']?data:image\/svg/.test(fs.readFileSync(f, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
