// Writes the PWA icons in public/icons/ (icon.svg, icon-192/512.png, maskable-512.png, apple-touch-icon.png). Run: npx tsx scripts/art/make-icons.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { emblemSvg } from "./emblem";

const OUT_DIR = path.resolve("public/icons");

/**
 * The emblem centred on a dark tile (512 units). `rounded` gives the transparent-cornered app tile;
 * otherwise the background is full-bleed. `emblem` is the emblem's width in units.
 */
function tile({ rounded, emblem, size = 512 }: { rounded: boolean; emblem: number; size?: number }): string {
  // The emblem's drawn box inside its 40×40 viewBox is x 2–36.5, y 3.5–38.
  const s = emblem / 34.5;
  const tx = +(256 - 19.25 * s).toFixed(2);
  const ty = +(256 - 20.75 * s).toFixed(2);
  const shape = rounded ? `<rect width="512" height="512" rx="112"` : `<rect width="512" height="512"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c2438"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient>
<radialGradient id="halo" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#f7d774" stop-opacity=".28"/><stop offset="1" stop-color="#f7d774" stop-opacity="0"/></radialGradient>
</defs>
${shape} fill="url(#bg)"/>
<circle cx="256" cy="256" r="${Math.round(emblem * 0.85)}" fill="url(#halo)"/>
${rounded ? `<rect x="6" y="6" width="500" height="500" rx="106" fill="none" stroke="#f7d774" stroke-opacity=".18" stroke-width="4"/>` : ""}
<g transform="translate(${tx} ${ty}) scale(${+s.toFixed(4)})">${emblemSvg("icon")}</g>
</svg>
`;
}

async function png(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(OUT_DIR, file));
  console.log(file);
}

await mkdir(OUT_DIR, { recursive: true });
await writeFile(path.join(OUT_DIR, "icon.svg"), tile({ rounded: true, emblem: 320 }));
console.log("icon.svg");
await png(tile({ rounded: true, emblem: 320, size: 192 }), "icon-192.png");
await png(tile({ rounded: true, emblem: 320, size: 512 }), "icon-512.png");
// Maskable: full bleed, emblem well inside the 80 % safe circle.
await png(tile({ rounded: false, emblem: 250, size: 512 }), "maskable-512.png");
// iOS masks the corners itself, so the touch icon is full bleed too.
await png(tile({ rounded: false, emblem: 290, size: 180 }), "apple-touch-icon.png");
