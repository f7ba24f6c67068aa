// Writes components/ui/glyph.module.css: the icons of components/ui/icons.tsx named below as CSS masks (glyph.tsx),
// for server-rendered chrome whose inline <svg> would be in every page twice (markup and RSC payload).
// Run: node scripts/art/make-glyphs.mjs (after changing one of these icons in icons.tsx). With --check it writes
// nothing and exits 1 when the file is not what it would write (a unit test runs that).
import fs from "node:fs";

const NAMES = ["ball", "ticket", "chat", "gift", "user", "login", "star", "gamepad", "deposit", "withdraw", "bolt", "clock", "shield", "history", "users", "info", "menu"];
/** Sizes other than the default 22 px, as icons.tsx's `size`. */
const SIZES = [20, 24, 26];
const OUT = "components/ui/glyph.module.css";

const src = fs.readFileSync("components/ui/icons.tsx", "utf8");
// The paint of icons.tsx's global `.icon` class (app/globals.css), on the root of each mask.
const ROOT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round">`;
const encode = (svg) => svg.replace(/"/g, "'").replace(/%/g, "%25").replace(/#/g, "%23").replace(/</g, "%3C").replace(/>/g, "%3E");

let css = `/* Written by scripts/art/make-glyphs.mjs from components/ui/icons.tsx: do not edit by hand. */\n`;
css += `${NAMES.map((n) => `.${n}`).join(",\n")} {
  display: inline-block;
  flex-shrink: 0;
  width: 22px;
  height: 22px;
  background: currentColor;
  -webkit-mask: var(--glyph) center / contain no-repeat;
  mask: var(--glyph) center / contain no-repeat;
}\n`;
for (const name of NAMES) {
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
  css += `.${name} {\n  --glyph: url("data:image/svg+xml,${encode(ROOT + body + "</svg>")}");\n}\n`;
}
for (const size of SIZES) css += `.s${size} {\n  width: ${size}px;\n  height: ${size}px;\n}\n`;
if (process.argv.includes("--check")) {
  const same = fs.existsSync(OUT) && fs.readFileSync(OUT, "utf8") === css;
  if (!same) console.error(`${OUT} is out of date with icons.tsx: run node scripts/art/make-glyphs.mjs`);
  process.exit(same ? 0 : 1);
}
fs.writeFileSync(OUT, css);
console.log(`wrote ${OUT}: ${NAMES.length} glyphs`);
