// Writes public/art/glyphs.svg (the icons of components/ui/icons.tsx named below, 24×24 cells side by side) and
// components/ui/glyph.module.css (each icon as a CSS mask on one cell of that sprite, glyph.tsx), for server-rendered
// chrome whose inline <svg> would be in every page twice (markup and RSC payload). One file fetched after the first
// paint, not a data: URL per icon: Chromium builds an SVG document for every data: URL while it computes the styles of
// the first paint (about 40 ms on this machine for 17 icons, 4× that on a Lighthouse phone).
// Run: node scripts/art/make-glyphs.mjs (after changing one of these icons in icons.tsx). With --check it writes
// nothing and exits 1 when the files are not what it would write (a unit test runs that).
import fs from "node:fs";

const NAMES = ["ball", "ticket", "chat", "gift", "user", "login", "star", "gamepad", "deposit", "withdraw", "bolt", "clock", "shield", "history", "users", "info", "menu"];
/** Sizes other than the default 22 px, as icons.tsx's `size`. */
const SIZES = [20, 24, 26];
const OUT = "components/ui/glyph.module.css";
const SPRITE = "public/art/glyphs.svg";

const src = fs.readFileSync("components/ui/icons.tsx", "utf8");
// The paint of icons.tsx's global `.icon` class (app/globals.css), on the root of each mask.
const PAINT = `fill="none" stroke="#000" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"`;
const n = NAMES.length;

let css = `/* Written by scripts/art/make-glyphs.mjs from components/ui/icons.tsx: do not edit by hand. */\n`;
css += `${NAMES.map((n) => `.${n}`).join(",\n")} {
  display: inline-block;
  flex-shrink: 0;
  width: 22px;
  height: 22px;
  background: currentColor;
  -webkit-mask: url("/art/glyphs.svg") calc(var(--cell) * 100% / ${n - 1}) 0 / ${n * 100}% 100% no-repeat;
  mask: url("/art/glyphs.svg") calc(var(--cell) * 100% / ${n - 1}) 0 / ${n * 100}% 100% no-repeat;
}\n`;
const cells = [];
for (const [index, name] of NAMES.entries()) {
  const icon = `${name[0].toUpperCase()}${name.slice(1)}Icon`;
  const m = new RegExp(`export const ${icon} = \\(p: P\\) => \\(\\n  <Icon \\{\\.\\.\\.p\\}>\\n([\\s\\S]*?)\\n  </Icon>\\n\\);`).exec(src);
  if (!m) throw new Error(`${icon} not found in icons.tsx`);
  const body = m[1]
    .split("\n")
    .map((l) => l.trim())
    .join("")
    .replace(/strokeDasharray=/g, "stroke-dasharray=")
    .replace(/strokeWidth=\{([\d.]+)\}/g, 'stroke-width="$1"')
    .replace(/fill="currentColor"/g, 'fill="#000"')
    .replace(/ \/>/g, "/>");
  if (/[{}]/.test(body)) throw new Error(`${icon}: JSX the script does not translate: ${body}`);
  css += `.${name} {\n  --cell: ${index};\n}\n`;
  cells.push(`<svg x="${index * 24}" width="24" height="24" viewBox="0 0 24 24" ${PAINT}>${body}</svg>`);
}
const sprite = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n * 24} 24" width="${n * 24}" height="24">\n${cells.join("\n")}\n</svg>\n`;
for (const size of SIZES) css += `.s${size} {\n  width: ${size}px;\n  height: ${size}px;\n}\n`;
if (process.argv.includes("--check")) {
  const same = (file, text) => fs.existsSync(file) && fs.readFileSync(file, "utf8") === text;
  const ok = same(OUT, css) && same(SPRITE, sprite);
  if (!ok) console.error(`${OUT} or ${SPRITE} is out of date with icons.tsx: run node scripts/art/make-glyphs.mjs`);
  process.exit(ok ? 0 : 1);
}
fs.writeFileSync(OUT, css);
fs.writeFileSync(SPRITE, sprite);
console.log(`wrote ${OUT} and ${SPRITE}: ${n} glyphs`);
