// The site's icons: stroke drawings on a 24×24 grid, listed below. Writes public/art/glyphs.svg (every icon side by
// side), components/ui/glyph.module.css (each icon a CSS mask on its cell of that sprite, painted in currentColor) and
// components/ui/glyph-names.ts (the names, for <Glyph name>). An icon is an empty element in the page: an inline <svg>
// of a server component would be written twice (markup and RSC payload), and a client component's would ship its paths
// in the page's script. One file fetched after the first paint, not a data: URL per icon: Chromium builds an SVG
// document for every data: URL while it computes the styles of the first paint.
// Run: node scripts/art/make-glyphs.mjs (after changing an icon here). With --check it writes nothing and exits 1 when
// the files are not what it would write (a unit test runs that).
import crypto from "node:crypto";
import fs from "node:fs";

/** name: the shapes inside the 24×24 frame, or [shapes, stroke width] for a variant drawn heavier than 1.9. */
const CHECK = '<path d="M5 12.5l4.2 4.2L19 7"/>';
const GLYPHS = {
  ball: '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5l3.4 2.5-1.3 4h-4.2l-1.3-4z"/><path d="M12 3.5v4M15.4 10l4.2-1.3M14.1 14l2.6 3.6M9.9 14l-2.6 3.6M8.6 10L4.4 8.7"/>',
  ticket: '<path d="M4 7.5A1.5 1.5 0 0 1 5.5 6h13A1.5 1.5 0 0 1 20 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 16.5V14a2 2 0 0 0 0-4z"/><path d="M14 6v12" stroke-dasharray="2 2"/>',
  chat: '<path d="M12 4c4.97 0 9 3.13 9 7s-4.03 7-9 7c-.8 0-1.57-.08-2.3-.23L5 20l1.1-3.6C4.2 15.1 3 13.15 3 11c0-3.87 4.03-7 9-7z"/><path d="M8.5 11h.01M12 11h.01M15.5 11h.01" stroke-width="2.6"/>',
  gift: '<rect x="3.5" y="8.5" width="17" height="4" rx="1"/><path d="M5 12.5V20h14v-7.5M12 8.5V20"/><path d="M12 8.5C10.5 5 7 4.5 7 7s5 1.5 5 1.5zM12 8.5C13.5 5 17 4.5 17 7s-5 1.5-5 1.5z"/>',
  user: '<circle cx="12" cy="8.5" r="3.8"/><path d="M4.5 20c1.3-3.6 4.2-5.3 7.5-5.3s6.2 1.7 7.5 5.3"/>',
  login: '<path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4"/><path d="M4 12h11M11 8l4 4-4 4"/>',
  star: '<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>',
  gamepad: '<path d="M7.5 8h9a4.5 4.5 0 0 1 4.3 5.9l-1 3.2a2 2 0 0 1-3.4.7L14.5 16h-5l-1.9 1.8a2 2 0 0 1-3.4-.7l-1-3.2A4.5 4.5 0 0 1 7.5 8z"/><path d="M8 11v3M6.5 12.5h3M15.5 11.5h.01M17 13.5h.01"/>',
  deposit: '<rect x="3" y="6" width="18" height="13" rx="2.5"/><path d="M3 10h18"/><path d="M12 12.5v4M10 14.5l2 2 2-2"/>',
  withdraw: '<rect x="3" y="6" width="18" height="13" rx="2.5"/><path d="M3 10h18"/><path d="M12 17v-4M10 15l2-2 2 2"/>',
  bolt: '<path d="M13 3L5 13.5h6L10 21l8-10.5h-6z"/>',
  clock: '<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>',
  shield: '<path d="M12 3.5l7 2.8v5.2c0 4.3-2.9 7.7-7 9-4.1-1.3-7-4.7-7-9V6.3z"/><path d="M9 12l2.2 2.2L15.5 10"/>',
  history: '<path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5"/><path d="M4 4v4.5h4.5M12 8v4.5l3 2"/>',
  users: '<circle cx="9" cy="8.5" r="3.3"/><path d="M3 19.5c1-3.2 3.4-4.8 6-4.8s5 1.6 6 4.8"/><path d="M15.5 5.6a3.2 3.2 0 0 1 0 6"/><path d="M17.5 14.9c1.7.6 2.9 2 3.5 4.6"/>',
  info: '<circle cx="12" cy="12" r="8.5"/><path d="M12 11v5M12 7.8h.01" stroke-width="2.2"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h10"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  refresh: '<path d="M20 11a8 8 0 0 0-14.6-4.5L4 8"/><path d="M4 3.5V8h4.5"/><path d="M4 13a8 8 0 0 0 14.6 4.5L20 16"/><path d="M20 20.5V16h-4.5"/>',
  logout: '<path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4"/><path d="M20 12H9M16 8l4 4-4 4"/>',
  home: '<path d="M4 11l8-7 8 7"/><path d="M6 9.5V20h12V9.5"/><path d="M10 20v-5h4v5"/>',
  eye: '<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"/><circle cx="12" cy="12" r="3"/>',
  "eye-off": '<path d="M4 4l16 16"/><path d="M9.9 5.8A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.7 3.5M6.6 6.9C4 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.5 0 2.9-.4 4-1"/>',
  key: '<circle cx="8" cy="14.5" r="4"/><path d="M10.9 11.6L19 3.5M15.5 7l2.5 2.5M17.5 5l2 2"/>',
  lock: '<rect x="4.5" y="10.5" width="15" height="10" rx="2.5"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/><path d="M12 14.5v2.5"/>',
  check: CHECK,
  // Heavier ticks: the big success marks (34-40 px), the checkbox and step bar (16 px), the password checklist (13 px).
  "check-thick": [CHECK, 2.6],
  "check-bold": [CHECK, 3],
  "check-bolder": [CHECK, 3.2],
  "chevron-down": '<path d="M6 9.5l6 6 6-6"/>',
  search: '<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4 4"/>',
  warning: '<path d="M12 4l9 15.5H3z"/><path d="M12 10v4.5M12 17.3h.01" stroke-width="2.2"/>',
  bank: '<path d="M3.5 9.5L12 4l8.5 5.5z"/><path d="M5.5 10v7.5M9.8 10v7.5M14.2 10v7.5M18.5 10v7.5M3.5 20h17"/>',
  wallet: '<path d="M4 7.5h14.5a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2v-11a2 2 0 0 1 2-2H16"/><path d="M20.5 12h-4a1.8 1.8 0 0 0 0 3.6h4"/>',
  hourglass: '<path d="M6.5 3.5h11M6.5 20.5h11"/><path d="M7.5 3.5c0 4.5 4.5 5.5 4.5 8.5s-4.5 4-4.5 8.5M16.5 3.5c0 4.5-4.5 5.5-4.5 8.5s4.5 4 4.5 8.5"/>',
  pause: '<circle cx="12" cy="12" r="8.5"/><path d="M10 9v6M14 9v6"/>',
  devices: '<rect x="2.5" y="4.5" width="14" height="10" rx="1.8"/><path d="M6.5 18.5h6"/><rect x="15.5" y="9.5" width="6" height="10.5" rx="1.6"/>',
  desktop: '<rect x="3" y="4.5" width="18" height="12" rx="2"/><path d="M8.5 20h7M12 16.5V20"/>',
  mobile: '<rect x="6.5" y="2.5" width="11" height="19" rx="2.5"/><path d="M10.5 18.5h3"/>',
  "shield-key": '<path d="M12 3.5l7 2.8v5.2c0 4.3-2.9 7.7-7 9-4.1-1.3-7-4.7-7-9V6.3z"/><circle cx="12" cy="10.5" r="2"/><path d="M12 12.5v3.5"/>',
  copy: '<rect x="8.5" y="8.5" width="11" height="11" rx="2"/><path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2"/>',
  download: '<path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14"/>',
};

const CSS = "components/ui/glyph.module.css";
const NAMES_FILE = "components/ui/glyph-names.ts";
const SPRITE = "public/art/glyphs.svg";
const names = Object.keys(GLYPHS);
const n = names.length;

const cells = names.map((name, i) => {
  const [shapes, width] = Array.isArray(GLYPHS[name]) ? GLYPHS[name] : [GLYPHS[name], 1.9];
  const paint = `fill="none" stroke="#000" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  return `<svg x="${i * 24}" width="24" height="24" viewBox="0 0 24 24" ${paint}>${shapes}</svg>`;
});
const sprite = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n * 24} 24" width="${n * 24}" height="24">\n${cells.join("\n")}\n</svg>\n`;
// The sprite's address changes with its content: the service worker serves /art/ stale-while-revalidate, and an old
// sprite under new cell numbers would show the wrong icons.
const version = crypto.createHash("sha256").update(sprite).digest("hex").slice(0, 8);
const url = `/art/glyphs.svg?v=${version}`;

let css = `/* Written by scripts/art/make-glyphs.mjs: do not edit by hand. */\n`;
// One class an icon (the rule names them all), rather than a shared class beside it: fewer bytes in every page.
css += `${names.map((name) => `.${name}`).join(",\n")} {
  display: block;
  flex-shrink: 0;
  width: var(--glyph-size, 22px);
  height: var(--glyph-size, 22px);
  background: currentColor;
  -webkit-mask: url("${url}") calc(var(--cell) * 100% / ${n - 1}) 0 / ${n * 100}% 100% no-repeat;
  mask: url("${url}") calc(var(--cell) * 100% / ${n - 1}) 0 / ${n * 100}% 100% no-repeat;
}\n`;
for (const [i, name] of names.entries()) css += `.${name} {\n  --cell: ${i};\n}\n`;

const types = `// Written by scripts/art/make-glyphs.mjs: do not edit by hand.\nexport type GlyphName =\n${names.map((name) => `  | "${name}"`).join("\n")};\n`;

const files = [
  [CSS, css],
  [SPRITE, sprite],
  [NAMES_FILE, types],
];
if (process.argv.includes("--check")) {
  const stale = files.filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text).map(([f]) => f);
  if (stale.length) console.error(`${stale.join(", ")} out of date: run node scripts/art/make-glyphs.mjs`);
  process.exit(stale.length ? 1 : 0);
}
for (const [file, text] of files) fs.writeFileSync(file, text);
console.log(`wrote ${files.map(([f]) => f).join(", ")}: ${n} glyphs`);
