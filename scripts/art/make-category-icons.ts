// Writes public/art/categories/<key>.svg (64×64 category glyphs) and sprite.svg, all of them side by side in
// categoryKeys' order (the one file the pages load, components/games/category-icon.module.css, drawn by category-frame.tsx).
// Run: npx tsx scripts/art/make-category-icons.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { categoryKeys } from "../../lib/api/contract/games";

const OUT_DIR = path.resolve("public/art/categories");

/** Where a glyph's soft drop shadow goes in its markup (drawn from `sh`, see icon()). */
const SHADOW = "<shadow/>";

/**
 * Each glyph: its two-colour gradient (#c), `sh` (bare geometry, no paint: the silhouette that casts the shadow,
 * also usable as #h) and markup; #g is the shared gold.
 */
const ICONS: Record<string, { c: [string, string]; sh: string; svg: string }> = {
  sports: {
    c: ["#ffffff", "#cfd8e6"],
    sh: `<circle cx="35" cy="33" r="23"/>`,
    svg: `<path d="M6 40Q4 20 20 9M3 30Q4 18 12 11" fill="none" stroke="url(#g)" stroke-width="3" stroke-linecap="round"/>
<clipPath id="b"><circle cx="35" cy="33" r="23"/></clipPath>
${SHADOW}<use href="#h" fill="url(#c)"/>
<g clip-path="url(#b)"><path fill="#141a2a" d="M35 26 41.7 30.8 39.1 38.7 30.9 38.7 28.3 30.8ZM35 18 28.3 13.2 30.9 5.3 39.1 5.3 41.7 13.2ZM49.3 28.4 51.8 20.5 60 20.5 62.6 28.4 55.9 33.2ZM43.8 45.1 52 45.1 54.6 53 47.9 57.8 41.3 53ZM26.2 45.1 28.7 53 22.1 57.8 15.4 53 18 45.1ZM20.7 28.4 14.1 33.2 7.4 28.4 10 20.5 18.2 20.5Z"/><path d="M35 26L35 18M41.7 30.8L49.3 28.4M39.1 38.7L43.8 45.1M30.9 38.7L26.2 45.1M28.3 30.8L20.7 28.4M42.3 22.9L49.1 13.6M46.9 36.9L57.8 40.4M35 45.5L35 57M23.1 36.9L12.2 40.4M27.7 22.9L20.9 13.6" stroke="#141a2a" stroke-width="1.6"/></g>
<use href="#h" fill="none" stroke="#19c37d" stroke-width="2.5"/>`,
  },
  casino: {
    c: ["#ff4d6d", "#b3122e"],
    sh: `<circle cx="32" cy="32" r="26"/>`,
    svg: `${SHADOW}<use href="#h" fill="url(#c)"/>
<circle cx="32" cy="32" r="21.5" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="8.44 8.44"/>
<circle cx="32" cy="32" r="14" fill="url(#g)"/><circle cx="32" cy="32" r="10.5" fill="none" stroke="#a8650a" stroke-width="1.5" stroke-dasharray="2 2"/>
<path d="M32 24.5Q33 31 39.5 32 33 33 32 39.5 31 33 24.5 32 31 31 32 24.5Z" fill="#fff8e0"/>`,
  },
  card: {
    c: ["#8b5cf6", "#4c1d95"],
    sh: `<rect x="8" y="10" width="30" height="42" rx="5" transform="rotate(-14 23 31)"/><rect x="22.8" y="10.8" width="34.5" height="46.5" rx="6.2" transform="rotate(10 40 34)"/>`,
    svg: `${SHADOW}<rect x="8" y="10" width="30" height="42" rx="5" fill="url(#c)" transform="rotate(-14 23 31)"/>
<rect x="24" y="12" width="32" height="44" rx="5" fill="#fbf8f0" stroke="url(#g)" stroke-width="2.5" transform="rotate(10 40 34)"/>
<rect x="12.5" y="15" width="21" height="32" rx="3" fill="none" stroke="url(#g)" stroke-width="1.5" transform="rotate(-14 23 31)"/>
<path d="M40 44C31 37 29 31 33 28 36 26 39 28 40 30 41 28 44 26 47 28 51 31 49 37 40 44Z" fill="#e11d48" transform="rotate(10 40 34)"/>`,
  },
  slot: {
    c: ["#a855f7", "#6d28d9"],
    sh: `<rect x="6" y="16" width="42" height="40" rx="8"/>`,
    svg: `<path d="M52 20V36" stroke="url(#g)" stroke-width="3"/><circle cx="52" cy="17" r="4.5" fill="#ff3d71"/>
${SHADOW}<use href="#h" fill="url(#c)"/>
<path d="M9 18Q27 4 45 18Z" fill="url(#g)"/><rect x="11" y="25" width="32" height="20" rx="4" fill="#fbf8f0"/>
<path d="M21.5 25V45M32.5 25V45" stroke="#d8cfe8" stroke-width="1.5"/>
<circle cx="16.5" cy="37" r="3" fill="#e11d48"/><circle cx="19.5" cy="38" r="3" fill="#e11d48"/><path d="M17 34Q18 29 22 29" fill="none" stroke="#19c37d" stroke-width="1.5"/>
<path d="M27 30 30 35 27 40 24 35Z" fill="#3b82f6"/><path d="M38 29.5Q38.8 34.2 43 35 38.8 35.8 38 40.5 37.2 35.8 33 35 37.2 34.2 38 29.5Z" fill="#d99a1e"/>
<rect x="14" y="49" width="26" height="3" rx="1.5" fill="url(#g)"/>`,
  },
  "hack-slot": {
    c: ["#22d3ee", "#0e7490"],
    sh: `<rect x="6" y="12" width="52" height="40" rx="9"/>`,
    svg: `${SHADOW}<use href="#h" fill="url(#c)"/>
<rect x="11" y="17" width="42" height="30" rx="5" fill="#06202e"/>
<path d="M14 40H22L26 30 31 44 35 24 39 36H50" fill="none" stroke="#a3e635" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M38 4 24 30H34L28 60 46 26H35Z" fill="url(#g)" stroke="#6e3f04" stroke-width="1.2" stroke-linejoin="round"/>`,
  },
  "slot-itp": {
    c: ["#5eead4", "#0d9488"],
    sh: `<path d="M18 12H46L58 26 32 56 6 26Z"/>`,
    svg: `${SHADOW}<use href="#h" fill="url(#c)"/>
<path d="M6 26H58M18 12 24 26 32 56 40 26 46 12M24 26 32 12 40 26" fill="none" stroke="#e6fffa" stroke-opacity=".7" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M18 12H46L40 26H24Z" fill="#fff" opacity=".3"/>
<path d="M52 2Q53 8 59 9 53 10 52 16 51 10 45 9 51 8 52 2Z" fill="url(#g)"/><circle cx="10" cy="12" r="2.5" fill="url(#g)"/>`,
  },
  fish: {
    c: ["#38bdf8", "#2563eb"],
    sh: `<path d="M4 34C14 16 36 14 48 32 36 50 14 50 4 34ZM46 32 60 20 56 32 60 44Z"/>`,
    svg: `${SHADOW}<path d="M4 34C14 16 36 14 48 32 36 50 14 50 4 34Z" fill="url(#c)"/><path d="M46 32 60 20 56 32 60 44Z" fill="url(#g)"/>
<path d="M20 20 28 10 34 20Z" fill="url(#g)"/><path d="M4 34C14 16 36 14 48 32H4Z" fill="#fff" opacity=".2"/>
<path d="M26 24Q30 32 26 42" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/><circle cx="14" cy="31" r="3.5" fill="#fff"/><circle cx="13.5" cy="31" r="1.8" fill="#0b0f1a"/>
<circle cx="52" cy="10" r="3" fill="none" stroke="#bae6fd" stroke-width="1.5"/><circle cx="44" cy="6" r="2" fill="none" stroke="#bae6fd" stroke-width="1.5"/>`,
  },
  lotto: {
    c: ["#ff8a00", "#ff3d71"],
    sh: `<circle cx="20" cy="42" r="14"/><circle cx="44" cy="42" r="14"/><circle cx="32" cy="21" r="14"/>`,
    svg: `${SHADOW}<circle cx="20" cy="42" r="14" fill="#ff3d71"/><circle cx="44" cy="42" r="14" fill="#3b82f6"/><circle cx="32" cy="21" r="14" fill="url(#c)"/>
<g fill="#fff"><circle cx="20" cy="42" r="6"/><circle cx="44" cy="42" r="6"/><circle cx="32" cy="21" r="6"/></g>
<g fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2.5" stroke-linecap="round"><path d="M12 36Q14 31 19 30"/><path d="M36 36Q38 31 43 30"/><path d="M24 15Q26 10 31 9"/></g>
<path d="M6 58H58" stroke="url(#g)" stroke-width="4" stroke-linecap="round"/>`,
  },
  esports: {
    c: ["#a78bfa", "#6d28d9"],
    sh: `<path d="M18 16H46C54 16 58 22 60 32L62 44C63 52 55 56 50 49L45 42H19L14 49C9 56 1 52 2 44L4 32C6 22 10 16 18 16Z"/>`,
    svg: `${SHADOW}<use href="#h" fill="url(#c)"/>
<path d="M15 24V36M9 30H21" stroke="url(#g)" stroke-width="5" stroke-linecap="round"/>
<circle cx="45" cy="25" r="3.4" fill="#ff3d71"/><circle cx="51.5" cy="31" r="3.4" fill="#19c37d"/><circle cx="38.5" cy="31" r="3.4" fill="#38bdf8"/><circle cx="45" cy="37" r="3.4" fill="#f7d774"/>
<path d="M18 19H46" stroke="#fff" stroke-opacity=".35" stroke-width="2" stroke-linecap="round"/>`,
  },
  skill: {
    c: ["#ffb020", "#ff6a00"],
    sh: `<path d="M32 6 56 18V46L32 58 8 46V18Z"/>`,
    svg: `${SHADOW}<use href="#h" fill="#c2410c"/>
<path d="M32 6 56 18 32 30 8 18Z" fill="url(#c)"/><path d="M8 18 32 30V58L8 46Z" fill="#ea580c"/>
<path d="M32 6 56 18 32 30 8 18Z" fill="none" stroke="url(#g)" stroke-width="2" stroke-linejoin="round"/><path d="M32 30V58" stroke="url(#g)" stroke-width="2"/>
<g fill="#fff"><ellipse cx="32" cy="18" rx="4" ry="2.3"/><circle cx="14" cy="28" r="2.4"/><circle cx="20" cy="38" r="2.4"/><circle cx="26" cy="48" r="2.4"/>
<circle cx="39" cy="36" r="2.4"/><circle cx="49" cy="31" r="2.4"/><circle cx="39" cy="49" r="2.4"/><circle cx="49" cy="44" r="2.4"/></g>`,
  },
};

/**
 * Soft drop shadow without a <filter> (phones and software-rendered Chromium rasterise those on the CPU):
 * ≈ feDropShadow dy=2 stdDeviation=2 at .4, as the silhouette #h stacked 2 px lower, each [stroke width, opacity]
 * pass wider and fainter.
 */
const SHADOW_PASSES: [number, string][] = [[6, ".04"], [4, ".05"], [2, ".08"], [0, ".23"]];
const shadow = `<g transform="translate(0 2)" stroke="#000" stroke-linejoin="round">${SHADOW_PASSES.map(
  ([w, a]) => `<use href="#h" opacity="${a}"${w ? ` stroke-width="${w}"` : ` stroke="none"`}/>`,
).join("")}</g>`;

function icon({ c, sh, svg }: { c: [string, string]; sh: string; svg: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4c8"/><stop offset=".45" stop-color="#f7d774"/><stop offset="1" stop-color="#d99a1e"/></linearGradient>
<linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c[0]}"/><stop offset="1" stop-color="${c[1]}"/></linearGradient>
<g id="h">${sh}</g>
</defs>
${svg.replace(SHADOW, shadow)}
</svg>
`;
}

/** One glyph as a cell of the sprite: its ids prefixed with its key, so the cells' gradients never meet. */
function cell(key: string, index: number, svg: string): string {
  const inner = svg
    .replace(/^<svg[^>]*>\n?/, "")
    .replace(/<\/svg>\n?$/, "")
    .replace(/id="(\w+)"/g, `id="${key}-$1"`)
    .replace(/(url\(#|href="#)(\w+)/g, `$1${key}-$2`);
  return `<svg x="${index * 64}" width="64" height="64" viewBox="0 0 64 64">${inner}</svg>`;
}

await mkdir(OUT_DIR, { recursive: true });
const cells: string[] = [];
for (const [index, key] of categoryKeys.entries()) {
  const out = icon(ICONS[key]!);
  await writeFile(path.join(OUT_DIR, `${key}.svg`), out);
  cells.push(cell(key, index, out));
  console.log(`${key}.svg  ${(out.length / 1024).toFixed(1)} KB`);
}
const sprite = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${64 * categoryKeys.length} 64" width="${64 * categoryKeys.length}" height="64">\n${cells.join("\n")}\n</svg>\n`;
await writeFile(path.join(OUT_DIR, "sprite.svg"), sprite);
console.log(`sprite.svg  ${(sprite.length / 1024).toFixed(1)} KB`);
