import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** glyph.module.css is generated from icons.tsx (scripts/art/make-glyphs.mjs): a changed icon must be regenerated. */
describe("glyph.module.css", () => {
  it("is what make-glyphs.mjs writes from the icons in icons.tsx", () => {
    expect(() => execFileSync("node", ["scripts/art/make-glyphs.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });
});
