// Writes public/art/games/<slug>.svg (3:4 covers, 300×400, the name across the foot, < 6 KB, no filters) for every seeded game.
// Run: npx tsx scripts/art/make-game-art.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { GAMES } from "../../server/db/seed-data";

const OUT_DIR = path.resolve("public/art/games");

/** bg: top and bottom of the backdrop; a, b: accent gradient; glow: halo behind the motif. */
type Palette = { bg: [string, string]; a: string; b: string; glow: string };
type Motif = (p: Palette, rnd: () => number) => string;
type Category = { palette: Palette; pattern: Pattern; motif: Motif };
type Pattern = "rays" | "lattice" | "suits" | "bubbles" | "pitch" | "confetti" | "hex" | "grid" | "circuit";

// ---------- helpers ----------

const f = (n: number) => +n.toFixed(1);

/** Deterministic PRNG seeded from the slug, so reruns give identical files. */
function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

// ---------- filter-free shadows and glows ----------
// Phones (and software-rendered Chromium) rasterise every SVG <filter> on the CPU, so the covers use none: a drop
// shadow is the silhouette stacked a few times, 6 px lower, each pass wider and fainter (a stepped blur); a glow is
// the same stack in the glow colour around the shape, or a radial gradient fading to transparent behind it.

/** Markup put in the cover's <defs> (→ its id), in order. Reset per cover, so ids (and files) are deterministic. */
let defined = new Map<string, string>();

/** Puts `<g attrs>inner</g>` in the cover's <defs> once and returns its id. */
function define(inner: string, attrs = ""): string {
  const key = `<g${attrs}>${inner}</g>`;
  let id = defined.get(key);
  if (!id) defined.set(key, (id = `u${defined.size}`));
  return id;
}

/** Opacity without the leading zero. */
const op = (n: number) => String(n).replace(/^0\./, ".");

/** Bare `shape` geometry (no paint attributes) drawn once per [extra stroke width, opacity] pass in `paint`; returns its id. */
function stack(shape: string, paint: string, passes: [number, number][], w0: number, k: number): string {
  const id = define(shape);
  const uses = passes
    .map(([w, a]) => `<use href="#${id}" opacity="${op(a)}"${w + w0 ? ` stroke-width="${f((w + w0) / k)}"` : ` stroke="none"`}/>`)
    .join("");
  return define(uses, ` fill="${paint}" stroke="${paint}" stroke-linejoin="round" stroke-linecap="round"`);
}

/**
 * Soft drop shadow (≈ feDropShadow dy=6 stdDeviation=6 at .45): `shape` drawn in the coordinates `t` sets up
 * (k: its scale, so widths stay in px; w0: stroke width the real shape already has).
 */
function shadow(shape: string, t = "", k = 1, w0 = 0): string {
  const id = stack(shape, "#000", [[20, 0.03], [15, 0.04], [10, 0.06], [5, 0.08], [0, 0.25]], w0, k);
  return `<use href="#${id}" transform="translate(0 6)${t && ` ${t}`}"/>`;
}

/** Glow hugging `shape` (≈ feGaussianBlur 6 merged under the shape); draw the shape itself right after. */
function halo(shape: string, paint = "#f7d774", t = "", k = 1, w0 = 0): string {
  const id = stack(shape, paint, [[20, 0.07], [15, 0.08], [10, 0.14], [5, 0.2]], w0, k);
  return `<use href="#${id}"${t && ` transform="${t}"`}/>`;
}

/** Round soft shadow under a disc/ellipse (radii rx, ry) centred at x,y. */
const blob = (x: number, y: number, rx: number, ry = rx) =>
  `<ellipse cx="${x}" cy="${y + 6}" rx="${rx + 14}" ry="${ry + 14}" fill="url(#sd)"/>`;

/** Radial glow behind a disc of radius r centred at x,y (paint: a radial gradient fading to transparent). */
const glow = (x: number, y: number, r: number, paint = "gw") => `<circle cx="${x}" cy="${y}" r="${r + 18}" fill="url(#${paint})"/>`;

function spark(x: number, y: number, s: number, fill = "#fff6d6", o = 1): string {
  const k = f(s * 0.15);
  return `<path opacity="${op(o)}" fill="${fill}" d="M${x} ${f(y - s)}Q${f(x + k)} ${f(y - k)} ${f(x + s)} ${y} ${f(x + k)} ${f(y + k)} ${x} ${f(y + s)} ${f(x - k)} ${f(y + k)} ${f(x - s)} ${y} ${f(x - k)} ${f(y - k)} ${x} ${f(y - s)}Z"/>`;
}

/** Crescent: disc (x,y,r) minus disc (x+dx, y+dy, r2). */
function crescent(x: number, y: number, r: number, dx: number, dy: number, r2: number, fill: string): string {
  const d = Math.hypot(dx, dy);
  const a = (r * r - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(r * r - a * a);
  const mx = x + (a * dx) / d;
  const my = y + (a * dy) / d;
  const p1 = [f(mx + (h * dy) / d), f(my - (h * dx) / d)];
  const p2 = [f(mx - (h * dy) / d), f(my + (h * dx) / d)];
  return `<path fill="${fill}" d="M${p1}A${r} ${r} 0 1 0 ${p2}A${r2} ${r2} 0 0 1 ${p1}Z"/>`;
}

function coin(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${f(y + r * 0.14)}" r="${r}" fill="#8a5206"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#g)"/><circle cx="${x}" cy="${y}" r="${f(r * 0.68)}" fill="none" stroke="#b87a12" stroke-width="${f(r * 0.12)}"/>`;
}

function sparkles(rnd: () => number, n: number, fill = "#fff6d6"): string {
  let s = "";
  for (let i = 0; i < n; i++) s += spark(f(30 + rnd() * 240), f(30 + rnd() * 150), f(3 + rnd() * 6), fill, f(0.5 + rnd() * 0.5));
  return s;
}

/** A suit drawn from one copy of its shape per cover (covers with cards repeat them). */
const suit = (shape: string) => (x: number, y: number, s: number, c: string) =>
  `<use href="#${define(shape)}" fill="${c}" transform="translate(${x} ${y}) scale(${s})"/>`;
const heart = suit(`<path d="M0 8C-10 0-12-6-8-10-4-13 0-10 0-7 0-10 4-13 8-10 12-6 10 0 0 8Z"/>`);
const diamond = (x: number, y: number, s: number, c: string) =>
  `<path fill="${c}" transform="translate(${x} ${y}) scale(${s})" d="M0-11 8 0 0 11-8 0Z"/>`;
const spade = suit(`<path d="M0-11C-4-5-11-1-9 4-7 8-2 7 0 4L-3 11H3L0 4C2 7 7 8 9 4 11-1 4-5 0-11Z"/>`);
const club = suit(`<circle cy="-5" r="4.6"/><circle cx="-5" cy="2" r="4.6"/><circle cx="5" cy="2" r="4.6"/><path d="M0-2-3 11H3Z"/>`);

/** Playing card centred at (x,y), rotated; `face` draws inside a 60×84 card box centred on 0,0. */
function card(x: number, y: number, rot: number, face: string, back = false): string {
  const body = back
    ? `<rect x="-30" y="-42" width="60" height="84" rx="7" fill="url(#a)"/><rect x="-24" y="-36" width="48" height="72" rx="4" fill="none" stroke="url(#g)" stroke-width="2"/><path d="M0-24 14 0 0 24-14 0Z" fill="none" stroke="url(#g)" stroke-width="2"/>${crescent(0, 0, 8, 4, -3, 6.5, "url(#g)")}`
    : `<use href="#${define(`<rect x="-30" y="-42" width="60" height="84" rx="7" fill="#fbf8f0"/><rect x="-26" y="-38" width="52" height="76" rx="4" fill="none" stroke="#e9dcc0" stroke-width="1.5"/>`)}"/>${face}`;
  const t = `translate(${x} ${y}) rotate(${rot})`;
  const sh = shadow(`<rect x="-30" y="-42" width="60" height="84" rx="7"/>`, t);
  if (!back) return `${sh}<g transform="${t}">${body}</g>`;
  return `${sh}<use href="#${define(body)}" transform="${t}"/>`; // card backs repeat: draw each from one copy
}

function chip(x: number, y: number, r: number, c: string): string {
  const dash = f((2 * Math.PI * r * 0.82) / 16);
  const id = define(
    `<circle r="${r}" cy="${f(r * 0.35)}" fill="#000" opacity=".35"/><circle r="${r}" fill="${c}"/><circle r="${f(r * 0.82)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.2)}" stroke-dasharray="${dash}"/><circle r="${f(r * 0.55)}" fill="url(#g)"/>`,
    ` transform="scale(1 .55)"`,
  );
  return `<use href="#${id}" x="${x}" y="${y}"/>`; // stacks and rows of chips: one copy per size and colour
}

function ball(x: number, y: number, r: number, c: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#shine)"/>`;
}

// ---------- motifs (centre ≈ 150,190) ----------

const M: Record<string, Motif> = {
  dragon: () => {
    // Body: overlapping discs along a cubic path, tapering from head to tail.
    const segs = [[40, 330, 10, 250, 110, 220, 150, 262], [150, 262, 190, 304, 262, 300, 250, 200], [250, 200, 238, 100, 170, 96, 112, 134]];
    let body = "";
    let spine = "";
    const n = 11;
    segs.forEach(([x0, y0, x1, y1, x2, y2, x3, y3], k) => {
      for (let i = k ? 1 : 0; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        const x = u * u * u * x0! + 3 * u * u * t * x1! + 3 * u * t * t * x2! + t * t * t * x3!;
        const y = u * u * u * y0! + 3 * u * u * t * y1! + 3 * u * t * t * y2! + t * t * t * y3!;
        const r = 5 + ((k * n + i) / (3 * n)) * 15;
        body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`;
        if (i % 3 === 0) spine += `<circle cx="${f(x)}" cy="${f(y - r * 0.55)}" r="${f(r * 0.26)}"/>`;
      }
    });
    return `${crescent(176, 150, 84, 34, -26, 70, "url(#g)")}<g fill="url(#a)" stroke="#1a0633" stroke-opacity=".35">${body}</g><g fill="url(#g)">${spine}</g>
${shadow(`<path d="M-4-12-34-40-12-4ZM6-14-14-46 4-8ZM-10-18 30-10 46 2 32 12-10 20Q-18 0-10-18Z"/>`, "translate(112 134) rotate(146) scale(1.5 -1.5)", 1.5)}<g transform="translate(112 134) rotate(146) scale(1.5 -1.5)"><path fill="url(#g)" d="M-4-12-34-40-12-4ZM6-14-14-46 4-8Z"/><path fill="url(#a)" stroke="#1a0633" stroke-opacity=".35" d="M-10-18 30-10 46 2 32 12-10 20Q-18 0-10-18Z"/>
<path d="M36 4Q26 30 0 34M44 2Q50 30 30 46" fill="none" stroke="url(#g)" stroke-width="3" stroke-linecap="round"/><circle cx="14" cy="-6" r="5" fill="#fff6d6"/><circle cx="15" cy="-6" r="2" fill="#1a0633"/></g>
${glow(56, 88, 16)}<circle cx="56" cy="88" r="16" fill="url(#g)"/><circle cx="51" cy="83" r="5" fill="#fff" opacity=".7"/>`;
  },

  naga: () => {
    let heads = "";
    for (let i = -2; i <= 2; i++)
      heads += `<g transform="rotate(${i * 21} 150 250)"><path fill="#fff1b0" d="M150 72 156 88 166 82 164 100 150 96 136 100 134 82 144 88Z"/><path fill="url(#g)" stroke="#7a4a05" stroke-width="2" d="M150 88C168 96 172 130 160 154L150 174 140 154C128 130 132 96 150 88Z"/><path d="M140 104Q150 98 160 104" fill="none" stroke="#7a4a05" stroke-width="2"/><circle cx="142" cy="124" r="3.5" fill="#c81e3a"/><circle cx="158" cy="124" r="3.5" fill="#c81e3a"/></g>`;
    return `<path fill="#064e3b" stroke="url(#g)" stroke-width="3" d="M150 250 50 176Q46 92 150 56 254 92 250 176Z"/><path fill="none" stroke="url(#g)" stroke-opacity=".45" stroke-width="6" stroke-dasharray="1 9" stroke-linecap="round" d="M150 228 72 170Q72 106 150 80 228 106 228 170Z"/>
<path fill="url(#g)" d="M128 300V200Q128 170 150 160 172 170 172 200V300Z"/><path d="M150 300V176" stroke="#7a4a05" stroke-width="44" stroke-dasharray="2 9" opacity=".3"/>
${heads}
<ellipse cx="150" cy="310" rx="92" ry="22" fill="none" stroke="url(#g)" stroke-width="16"/><ellipse cx="150" cy="334" rx="70" ry="16" fill="none" stroke="url(#a)" stroke-width="14"/>
<path d="M150 196 162 212 150 228 138 212Z" fill="url(#a)" stroke="#fff6d6" stroke-width="2"/>`;
  },

  lotus: (p) => {
    let petals = "";
    const petal = (rot: number, s: number, fill: string) =>
      `<path transform="translate(150 262) rotate(${rot}) scale(${s})" fill="${fill}" stroke="#fff" stroke-opacity=".35" d="M0 0C26-40 22-92 0-124-22-92-26-40 0 0Z"/>`;
    for (const r of [-78, -52, -26, 26, 52, 78]) petals += petal(r, 0.9, "url(#a)");
    for (const r of [-36, -12, 12, 36]) petals += petal(r, 0.8, "url(#pk)");
    petals += petal(0, 0.85, "url(#g)");
    return `<ellipse cx="150" cy="290" rx="120" ry="20" fill="none" stroke="${p.b}" stroke-opacity=".5" stroke-width="3"/><ellipse cx="150" cy="300" rx="90" ry="13" fill="none" stroke="${p.b}" stroke-opacity=".3" stroke-width="3"/>
<path d="M150 262C110 262 60 272 40 286 80 300 220 300 260 286 240 272 190 262 150 262Z" fill="#0c4a3c"/>
${petals}${coin(150, 116, 18)}`;
  },

  tuktuk: (p) =>
    `<g fill="url(#a)" opacity=".7">${[0, 1, 2].map((i) => `<rect x="${14 + i * 10}" y="${196 + i * 24}" width="${60 - i * 14}" height="6" rx="3"/>`).join("")}</g>
<rect x="62" y="122" width="176" height="26" rx="12" fill="${p.b}"/>
<path d="M66 148${[0, 1, 2, 3, 4, 5, 6, 7].map(() => "a10 10 0 0 0 21 0").join("")}" fill="${p.b}" opacity=".75"/>
<rect x="74" y="146" width="7" height="60" fill="#e8e1d0"/><rect x="222" y="146" width="7" height="60" fill="#e8e1d0"/>
<path fill="url(#a)" d="M56 270V214Q56 200 70 200H180L200 160Q204 152 214 152H236Q252 152 252 170V270Z"/>
<path fill="#1b2340" d="M206 166H236V200H190Z"/><rect x="90" y="210" width="70" height="30" rx="6" fill="#fff" opacity=".18"/>
<rect x="48" y="256" width="214" height="14" rx="7" fill="url(#g)"/>
<path d="M256 214 300 196V250Z" fill="#fff6d6" opacity=".25"/><circle cx="254" cy="222" r="8" fill="#fff6d6"/>
${[92, 216].map((x) => `<circle cx="${x}" cy="276" r="27" fill="#141a2a" stroke="#0b0f1a" stroke-width="4"/><circle cx="${x}" cy="276" r="12" fill="url(#g)"/>`).join("")}`,

  mango: () =>
    `<ellipse cx="150" cy="300" rx="118" ry="30" fill="#1f8a4c"/><ellipse cx="150" cy="294" rx="104" ry="22" fill="#2fbf6b"/>
${[[84, 262, 26], [112, 248, 30], [140, 266, 26], [100, 278, 22], [70, 284, 18], [128, 284, 20]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fbf6ea"/>`).join("")}
<path d="M70 250Q110 232 150 252" fill="none" stroke="#f3d9a0" stroke-width="6" stroke-linecap="round"/>
<g transform="rotate(-28 196 212)"><path fill="url(#a)" d="M196 130C246 136 258 214 236 262 216 300 160 300 156 256 150 210 160 150 196 130Z"/><path d="M178 160C176 200 180 240 196 272" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/><path fill="#19c37d" d="M196 130C210 104 244 98 262 108 246 124 220 132 196 130Z"/></g>
${coin(232, 116, 16)}${coin(62, 170, 12)}`,

  temple: (p) => {
    const roof = (y: number, w: number, h: number) =>
      `<path fill="url(#g)" d="M${150 - w / 2} ${y}L150 ${y - h}L${150 + w / 2} ${y}Z"/><path d="M${150 - w / 2} ${y}l-12 -14M${150 + w / 2} ${y}l12 -14" stroke="url(#g)" stroke-width="5" stroke-linecap="round"/>`;
    return `${crescent(236, 86, 26, 12, -8, 22, "url(#g)")}
<path fill="url(#a)" d="M150 40 160 120H140Z"/>${[70, 84, 98, 112].map((y) => `<rect x="${150 - (y - 40) / 7}" y="${y}" width="${(y - 40) / 3.5}" height="5" rx="2" fill="url(#g)"/>`).join("")}
${roof(214, 250, 70)}${roof(178, 190, 54)}${roof(148, 130, 42)}
<rect x="60" y="214" width="180" height="70" fill="#1a1840"/><rect x="40" y="284" width="220" height="16" fill="url(#g)"/><rect x="24" y="300" width="252" height="12" fill="${p.a}" opacity=".8"/>
${[86, 126, 166, 206].map((x) => `<path d="M${x} 284V246Q${x} 230 ${x + 8} 226 ${x + 16} 230 ${x + 16} 246V284Z" fill="url(#g)" opacity=".85"/>`).join("")}`;
  },

  elephant: (p) =>
    `<circle cx="150" cy="196" r="124" fill="none" stroke="url(#g)" stroke-width="2" stroke-dasharray="2 8"/>
<path fill="url(#a)" d="M118 140C60 90 10 150 40 220 54 254 92 250 112 230Z"/><path fill="url(#a)" d="M182 140C240 90 290 150 260 220 246 254 208 250 188 230Z"/>
<path fill="${p.b}" opacity=".35" d="M110 156C74 128 46 166 62 206 70 226 90 226 104 214Z"/><path fill="${p.b}" opacity=".35" d="M190 156C226 128 254 166 238 206 230 226 210 226 196 214Z"/>
<path fill="url(#a)" d="M150 104C196 104 206 150 196 200 190 232 176 250 172 280 170 310 190 326 208 318 214 336 186 348 164 332 144 318 140 290 130 262 114 234 104 200 106 160 112 124 130 104 150 104Z"/>
<path d="M126 226C110 250 96 254 84 250M174 226C190 250 204 254 216 250" fill="none" stroke="#fbf6ea" stroke-width="9" stroke-linecap="round"/>
<circle cx="128" cy="170" r="6" fill="#0b0f1a"/><circle cx="172" cy="170" r="6" fill="#0b0f1a"/>
<path fill="url(#g)" d="M150 100 178 118 150 156 122 118Z"/><circle cx="150" cy="126" r="8" fill="#ff3d71"/><path d="M118 112 150 96 182 112" fill="none" stroke="url(#g)" stroke-width="5"/>`,

  river: (p) =>
    `<circle cx="210" cy="118" r="44" fill="url(#g)" opacity=".9"/>
${[60, 100, 230].map((x, i) => `<path fill="#0e2a36" d="M${x - 22} 206V${170 - i * 6}L${x} ${150 - i * 6} ${x + 22} ${170 - i * 6}V206Z"/><path d="M${x - 18} 206v22M${x + 18} 206v22" stroke="#0e2a36" stroke-width="4"/>`).join("")}
<path fill="${p.b}" opacity=".55" d="M0 226H300V400H0Z"/>
<path fill="url(#a)" d="M26 262C80 286 220 286 282 256 270 290 240 306 150 306 70 306 38 290 26 262Z"/>
${[[104, 238], [178, 238]].map(([x, y]) => `<circle cx="${x}" cy="${y! + 14}" r="12" fill="#e8b27c"/><path fill="#fbf0d0" d="M${x! - 30} ${y! + 6}L${x} ${y! - 18} ${x! + 30} ${y! + 6}Z"/>`).join("")}
${[[60, 268, "#ff8a00"], [72, 260, "#19c37d"], [84, 268, "#ff3d71"], [222, 268, "#f7d774"], [236, 262, "#a855f7"], [246, 270, "#ff8a00"]].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="9" fill="${c}"/>`).join("")}
<path d="M20 330Q50 320 80 330T140 330 200 330 260 330M50 356Q80 346 110 356T170 356 230 356" fill="none" stroke="#bff5ef" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>`,

  crown: () =>
    `${card(118, 236, -14, `${heart(0, -4, 1.9, "#e11d48")}${heart(-18, -28, 0.6, "#e11d48")}`)}${card(182, 236, 14, `${spade(0, -2, 1.9, "#141a2a")}${spade(-18, -28, 0.6, "#141a2a")}`)}
${halo(`<path d="M86 150 78 84 114 114 150 66 186 114 222 84 214 150Z"/>`)}<path fill="url(#g)" stroke="#7a4a05" stroke-width="2" d="M86 150 78 84 114 114 150 66 186 114 222 84 214 150Z"/>
<rect x="84" y="146" width="132" height="16" rx="4" fill="url(#g)" stroke="#7a4a05" stroke-width="2"/>
${[[78, 84], [150, 66], [222, 84]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#fff6d6"/>`).join("")}<circle cx="150" cy="124" r="9" fill="#e11d48"/><circle cx="114" cy="132" r="6" fill="#19c37d"/><circle cx="186" cy="132" r="6" fill="#3b82f6"/>
${chip(74, 318, 30, "#e11d48")}${chip(226, 318, 30, "#141a2a")}`,

  roulette: () => {
    let seg = "";
    const n = 18;
    for (let i = 0; i < n; i++) {
      const a0 = (i / n) * Math.PI * 2;
      const a1 = ((i + 1) / n) * Math.PI * 2;
      const c = i === 0 ? "#19c37d" : i % 2 ? "#c81e3a" : "#141a2a";
      seg += `<path fill="${c}" d="M0 0L${f(Math.cos(a0) * 100)} ${f(Math.sin(a0) * 100)}A100 100 0 0 1 ${f(Math.cos(a1) * 100)} ${f(Math.sin(a1) * 100)}Z"/>`;
    }
    return `${blob(150, 200, 126, 101)}<g transform="translate(150 200) scale(1 .8)">
<circle r="126" fill="url(#g)"/><circle r="114" fill="#3a1a0a"/>${seg}
<circle r="100" fill="none" stroke="url(#g)" stroke-width="3"/><circle r="62" fill="#2a120a" stroke="url(#g)" stroke-width="3"/>
<circle r="44" fill="url(#a)"/><path d="M-40 0H40M0-40V40" stroke="url(#g)" stroke-width="8" stroke-linecap="round"/><circle r="14" fill="url(#g)"/>
<circle cx="70" cy="-62" r="9" fill="#fff"/></g>`;
  },

  versus: () =>
    `<path fill="#b3122e" d="M0 0H190L110 400H0Z"/><path fill="#e07a10" d="M190 0H300V400H110Z"/>
<path fill="#000" opacity=".25" d="M0 0H190L110 400H0Z"/>
<path d="M30 150C60 120 110 120 130 150 110 180 60 180 30 150Z" fill="url(#g)"/><ellipse cx="80" cy="150" rx="6" ry="22" fill="#2a0508"/>
${[0, 1, 2].map((i) => `<path d="M${20 + i * 34} 260a18 18 0 0 1 34 0" fill="none" stroke="url(#g)" stroke-width="4"/>`).join("")}
${[0, 1, 2, 3].map((i) => `<path fill="#1a0d02" d="M300 ${96 + i * 60}L${230 - i * 8} ${112 + i * 60} 300 ${128 + i * 60}Z"/>`).join("")}
<path d="M180 250C204 228 244 228 266 250 244 272 204 272 180 250Z" fill="#fde68a"/><circle cx="223" cy="250" r="10" fill="#1a0d02"/>
${halo(`<path d="M172 40 118 210H160L124 360 200 170H156Z"/>`)}<path fill="url(#g)" d="M172 40 118 210H160L124 360 200 170H156Z"/>`,

  pokdeng: () =>
    `<g transform="translate(150 200) scale(1.2) translate(-150 -200)">${card(100, 210, -20, `${diamond(0, 0, 2.2, "#e11d48")}${diamond(-17, -28, 0.7, "#e11d48")}`)}${card(150, 196, 0, `${club(0, 0, 2, "#141a2a")}${club(-17, -28, 0.65, "#141a2a")}`)}${card(200, 210, 20, `${heart(0, 0, 2, "#e11d48")}${heart(-17, -28, 0.65, "#e11d48")}`)}</g>
${chip(100, 330, 30, "#e11d48")}${chip(150, 342, 30, "#141a2a")}${chip(200, 330, 30, "#19c37d")}`,

  kang: () =>
    `${[-40, -20, 0, 20, 40].map((r) => `<g transform="rotate(${r} 150 330)">${card(150, 210, 0, "", true)}</g>`).join("")}
${card(168, 272, 8, `${spade(0, 0, 2.2, "#141a2a")}${spade(-17, -28, 0.7, "#141a2a")}`)}${chip(78, 328, 28, "#8b5cf6")}`,

  fish: (p, rnd) => {
    let bub = "";
    for (let i = 0; i < 9; i++) bub += `<circle cx="${f(40 + rnd() * 220)}" cy="${f(60 + rnd() * 280)}" r="${f(3 + rnd() * 9)}" fill="none" stroke="#dff6ff" stroke-opacity=".6" stroke-width="2"/>`;
    return `${bub}${shadow(`<path d="M-100 0C-60-62 40-70 90 0 40 70-60 62-100 0ZM80 0 130-46 118 0 130 46ZM-20-50 10-90 30-44Z"/>`, "translate(150 200) rotate(-10)")}<g transform="translate(150 200) rotate(-10)">
<path fill="url(#a)" d="M-100 0C-60-62 40-70 90 0 40 70-60 62-100 0Z"/><path fill="${p.b}" d="M80 0 130-46 118 0 130 46Z"/>
<path fill="#fff" opacity=".18" d="M-100 0C-60-62 40-70 90 0H-100Z"/><path fill="url(#g)" d="M-20-50 10-90 30-44Z"/>
<path d="M-40-40C-30-10-30 10-40 40M0-46C10-14 10 14 0 46" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
<circle cx="-64" cy="-10" r="9" fill="#fff"/><circle cx="-66" cy="-10" r="4.5" fill="#0b0f1a"/></g>`;
  },

  hunter: (p, rnd) =>
    `${M.fish!(p, rnd)}${halo(`<circle cx="150" cy="200" r="66" fill="none"/><path d="M150 112V160M150 240V288M62 200H110M190 200H238"/>`, "#f7d774", "", 1, 5)}<g fill="none" stroke="url(#g)" stroke-width="5"><circle cx="150" cy="200" r="66"/><path d="M150 112V160M150 240V288M62 200H110M190 200H238" stroke-linecap="round"/></g><circle cx="150" cy="200" r="6" fill="#ff5a5f"/>`,

  coral: (p, rnd) => {
    let bub = "";
    for (let i = 0; i < 7; i++) bub += `<circle cx="${f(40 + rnd() * 220)}" cy="${f(60 + rnd() * 160)}" r="${f(3 + rnd() * 7)}" fill="#dff6ff" opacity=".35"/>`;
    const br = (c: string, d: string, w: number) => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
    return `${bub}<path fill="#1d3557" d="M0 320Q80 296 150 312T300 306V400H0Z"/>
${br("url(#a)", "M150 320V200M150 250 110 200 100 160M110 200 80 190M150 230 196 180 200 140M196 180 230 170", 16)}
${br(p.b, "M70 320 60 260 40 230M60 260 84 226M240 320 250 250 274 228M250 250 226 222", 11)}
${halo(`<path d="M112 120 104 70 130 90 150 58 170 90 196 70 188 120Z"/>`)}<path fill="url(#g)" stroke="#7a4a05" stroke-width="2" d="M112 120 104 70 130 90 150 58 170 90 196 70 188 120Z"/><circle cx="150" cy="102" r="7" fill="#ff3d71"/>
<path fill="#ffb020" d="M222 96C236 84 256 88 262 98 256 108 236 112 222 100L210 108V88Z"/>`;
  },

  pitch: () =>
    `<path fill="url(#a)" d="M70 150H230L290 340H10Z"/>
${[0, 1, 2, 3].map((i) => `<path fill="#000" opacity=".12" d="M${f(70 - i * 15 * 1.5)} ${150 + i * 47.5}H${f(230 + i * 15 * 1.5)}L${f(230 + (i + 0.5) * 22.5)} ${f(150 + (i + 0.5) * 47.5)}H${f(70 - (i + 0.5) * 22.5)}Z"/>`).join("")}
<g fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="3"><path d="M70 150H230L290 340H10Z"/><path d="M40 240H260"/><ellipse cx="150" cy="240" rx="46" ry="20"/><path d="M118 150V164H182V150"/></g>
<rect x="122" y="128" width="56" height="22" fill="none" stroke="#fff" stroke-width="3"/>
${blob(196, 312, 30)}<g transform="translate(196 312)"><circle r="30" fill="#fbfbf7"/><path fill="#141a2a" d="M0-11 10-3 6 9H-6L-10-3Z"/><path d="M0-11V-30M10-3 28-8M6 9 16 24M-6 9-16 24M-10-3-28-8" stroke="#141a2a" stroke-width="3"/></g>
<circle cx="246" cy="68" r="10" fill="#ff3d71"/><circle cx="246" cy="68" r="18" fill="none" stroke="#ff3d71" stroke-width="3" opacity=".6"/>`,

  glove: (p) =>
    `${[0, 1].map((i) => `<path d="M${60 + i * 180} 0 ${i ? 300 : 0} 400H${i ? 120 : 180}Z" fill="#fff" opacity=".06"/>`).join("")}
${["#e11d48", "#f5f7fb", "#3b82f6"].map((c, i) => `<path d="M0 ${300 + i * 22}L300 ${250 + i * 22}" stroke="${c}" stroke-width="6" opacity=".8"/>`).join("")}
<ellipse cx="150" cy="118" rx="74" ry="22" fill="none" stroke="#f5f7fb" stroke-width="10"/><ellipse cx="150" cy="118" rx="74" ry="22" fill="none" stroke="${p.a}" stroke-width="10" stroke-dasharray="12 12"/>
${shadow(`<path d="M96 150Q96 110 140 110H180Q214 110 214 150V226Q214 250 190 254H116Q96 250 96 226ZM96 188Q68 188 68 214 68 240 100 240H130V188Z"/><rect x="108" y="252" width="96" height="36" rx="8"/>`, "rotate(-14 150 210)")}<g transform="rotate(-14 150 210)"><path fill="url(#a)" d="M96 150Q96 110 140 110H180Q214 110 214 150V226Q214 250 190 254H116Q96 250 96 226Z"/>
<path fill="url(#a)" stroke="#0b0f1a" stroke-opacity=".3" stroke-width="3" d="M96 190Q70 190 70 214 70 238 100 238H130"/><rect x="108" y="252" width="96" height="36" rx="8" fill="#f5f7fb"/><rect x="108" y="262" width="96" height="8" fill="url(#g)"/>
<path d="M112 130Q130 120 160 122" stroke="#fff" stroke-opacity=".4" stroke-width="8" stroke-linecap="round" fill="none"/></g>`,

  globe: () => {
    const cs = ["#ff3d71", "#ff8a00", "#f7d774", "#19c37d", "#3b82f6", "#a855f7"];
    let balls = "";
    for (let i = 0; i < 18; i++) {
      const row = i < 6 ? 0 : i < 11 ? 1 : i < 15 ? 2 : 3;
      const k = i - [0, 6, 11, 15][row]!;
      balls += ball(f(150 + (k - [2.5, 2, 1.5, 1][row]!) * 27 + row * 3), 254 - row * 24, 13, cs[(i * 5) % cs.length]!);
    }
    balls += ball(118, 140, 12, cs[1]!) + ball(176, 126, 12, cs[3]!) + ball(150, 168, 12, cs[5]!);
    const digit = (x: number, y: number, d: string) => `<circle cx="${x}" cy="${y}" r="15" fill="#fff"/><path transform="translate(${x} ${y})" d="${d}" fill="none" stroke="#141a2a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    return `<path fill="url(#g)" d="M110 296H190L206 330H94Z"/><rect x="80" y="328" width="140" height="14" rx="7" fill="url(#g)"/><rect x="142" y="280" width="16" height="20" fill="#b87a12"/>
<circle cx="150" cy="190" r="96" fill="#fff" opacity=".06"/>${balls}<circle cx="150" cy="190" r="96" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>
<path d="M90 140A76 76 0 0 1 150 112" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linecap="round"/>
${ball(62, 306, 28, "#ff3d71")}${digit(62, 306, "M-5-7H6L-2 8")}${ball(240, 300, 28, "#3b82f6")}${digit(240, 300, "M-3-5 1-8V8")}`;
  },

  ticket: () =>
    `${[0, 1, 2].map((i) => `<rect x="${10 + i * 8}" y="${110 + i * 30}" width="${70 - i * 16}" height="6" rx="3" fill="#fff" opacity=".35"/>`).join("")}
${shadow(`<path d="M60 150H240V190A14 14 0 0 0 240 218V290H60V218A14 14 0 0 0 60 190Z"/>`, "rotate(-10 150 220)")}<g transform="rotate(-10 150 220)"><path fill="#fbf6ea" d="M60 150H240V190A14 14 0 0 0 240 218V290H60V218A14 14 0 0 0 60 190Z"/>
<path d="M200 156V284" stroke="#d6c7a6" stroke-width="3" stroke-dasharray="6 6"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${86 + (i % 3) * 36}" cy="${190 + Math.floor(i / 3) * 50}" r="14" fill="${["#ff3d71", "#ff8a00", "#a855f7", "#19c37d", "#3b82f6", "#f7d774"][i]}"/>`).join("")}
<rect x="210" y="170" width="20" height="100" rx="4" fill="url(#a)"/></g>
${blob(226, 112, 48)}<g transform="translate(226 112)"><circle r="44" fill="#141a2a" stroke="url(#g)" stroke-width="8"/><rect x="-8" y="-60" width="16" height="12" rx="3" fill="url(#g)"/><path d="M0 0V-28M0 0 18 10" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle r="5" fill="#ff3d71"/></g>`,

  swords: (p) => {
    const sword = (rot: number) =>
      `<g transform="rotate(${rot} 150 200)"><path fill="url(#g)" d="M144 60 150 44 156 60V250H144Z"/><path d="M150 52V244" stroke="#fff" stroke-opacity=".6" stroke-width="2"/><rect x="118" y="248" width="64" height="12" rx="6" fill="url(#a)"/><rect x="144" y="258" width="12" height="44" rx="4" fill="#3a2a14"/><circle cx="150" cy="308" r="9" fill="url(#g)"/></g>`;
    return `<circle cx="150" cy="200" r="112" fill="none" stroke="${p.a}" stroke-width="3" stroke-dasharray="30 12" opacity=".7"/>
${sword(-40)}${sword(40)}
${shadow(`<path d="M150 130 214 150V206C214 252 184 282 150 298 116 282 86 252 86 206V150Z"/>`, "", 1, 6)}<path fill="url(#a)" stroke="url(#g)" stroke-width="6" d="M150 130 214 150V206C214 252 184 282 150 298 116 282 86 252 86 206V150Z"/>
<path fill="url(#g)" d="M150 168 168 204 150 250 132 204Z"/>`;
  },

  moba: (p) =>
    `${shadow(`<rect x="-104" y="-104" width="208" height="208" rx="14"/>`, "translate(150 200) scale(.84) rotate(45)", 0.84, 4)}<g transform="translate(150 200) scale(.84) rotate(45)"><rect x="-104" y="-104" width="208" height="208" rx="14" fill="#1a1446" stroke="url(#g)" stroke-width="4"/>
<path d="M-84 84V-84H84M-84 84H84V-84M-84 84 84-84" fill="none" stroke="${p.b}" stroke-width="8" stroke-linecap="round" opacity=".8"/>
<path d="M-104 104 104-104" stroke="#22d3ee" stroke-width="24" opacity=".25" transform="rotate(90)"/>
${[[-84, -30], [-30, -84], [84, 30], [30, 84], [-30, 30], [30, -30]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="url(#g)"/>`).join("")}
<rect x="-100" y="64" width="36" height="36" rx="8" fill="#3b82f6" transform="rotate(0)"/><rect x="64" y="-100" width="36" height="36" rx="8" fill="#ff3d71"/></g>
${halo(`<path d="M150 174 166 200 150 226 134 200Z"/>`)}<path fill="url(#g)" d="M150 174 166 200 150 226 134 200Z"/>`,

  flask: (p, rnd) => {
    let bub = "";
    for (let i = 0; i < 8; i++) bub += `<circle cx="${f(128 + rnd() * 44)}" cy="${f(60 + rnd() * 90)}" r="${f(3 + rnd() * 7)}" fill="${p.b}" opacity="${f(0.4 + rnd() * 0.5)}"/>`;
    return `<g fill="none" stroke="${p.a}" stroke-width="2" opacity=".5"><path d="M20 320H70L90 300H120M280 110H240L220 130H200M20 120H60L80 140"/><circle cx="124" cy="300" r="4"/><circle cx="196" cy="130" r="4"/><circle cx="84" cy="140" r="4"/></g>
${bub}<path fill="#fff" opacity=".08" d="M128 130H172V188L232 300Q240 318 220 318H80Q60 318 68 300L128 188Z"/>
<path fill="url(#a)" d="M101 250H199L232 300Q240 318 220 318H80Q60 318 68 300Z"/>
<path fill="none" stroke="#e6fbff" stroke-width="6" stroke-linejoin="round" d="M128 130H172V188L232 300Q240 318 220 318H80Q60 318 68 300L128 188Z"/>
<rect x="120" y="118" width="60" height="14" rx="6" fill="url(#g)"/>
<circle cx="120" cy="286" r="6" fill="#fff" opacity=".6"/><circle cx="150" cy="270" r="9" fill="#fff" opacity=".45"/><circle cx="184" cy="292" r="5" fill="#fff" opacity=".6"/>
<path d="M40 200H70L80 180 92 220 102 200H120" fill="none" stroke="url(#g)" stroke-width="4" stroke-linejoin="round"/>`;
  },

  hilo: () =>
    `<path d="M30 320 80 270 120 290 170 220 210 240 270 150" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="4" stroke-linejoin="round"/>
<circle cx="104" cy="150" r="72" fill="none" stroke="#19c37d" stroke-width="3" stroke-dasharray="6 8" opacity=".7"/><circle cx="196" cy="262" r="72" fill="none" stroke="#ff5a5f" stroke-width="3" stroke-dasharray="6 8" opacity=".7"/>
${blob(104, 154, 56, 60)}${blob(196, 266, 56, 60)}${coin(104, 150, 56)}${coin(196, 262, 56)}
<path fill="#19c37d" stroke="#0b3b25" stroke-width="3" d="M104 116 130 150H114V178H94V150H78Z"/>
<path fill="#ff5a5f" stroke="#4a1012" stroke-width="3" d="M196 296 170 262H186V234H206V262H222Z"/>
${spark(238, 120, 14)}${spark(60, 290, 10)}`,

  rocket: (p) =>
    `<circle cx="70" cy="110" r="34" fill="#6366f1" opacity=".6"/><ellipse cx="70" cy="110" rx="54" ry="12" fill="none" stroke="url(#g)" stroke-width="4" transform="rotate(-20 70 110)"/>
<path fill="url(#fl)" d="M24 330C120 326 168 290 206 150L222 330Z"/>
<path d="M24 330C120 326 168 290 206 150" fill="none" stroke="url(#a)" stroke-width="9" stroke-linecap="round"/>
${shadow(`<path d="M0-56C22-34 22 10 16 46H-16C-22 10-22-34 0-56ZM-14 46-30 62-26 30ZM14 46 30 62 26 30Z"/>`, "translate(214 124) rotate(28) scale(1.35)", 1.35)}<g transform="translate(214 124) rotate(28) scale(1.35)">${halo(`<path d="M-10 40 0 90 10 40Z"/>`, p.b, "", 1.35)}<path fill="${p.b}" d="M-10 40 0 90 10 40Z"/><path fill="url(#g)" d="M-14 46-30 62-26 30ZM14 46 30 62 26 30Z"/>
<path fill="#f5f7fb" d="M0-56C22-34 22 10 16 46H-16C-22 10-22-34 0-56Z"/><path fill="${p.a}" d="M0-56C10-46 15-36 17-24H-17C-15-36-10-46 0-56Z"/>
<circle cy="-2" r="10" fill="#141a2a" stroke="url(#g)" stroke-width="4"/></g>`,

  mines: (p) => {
    let t = "";
    const gems = new Set([1, 7, 13, 15, 23]);
    for (let i = 0; i < 25; i++) {
      const id = gems.has(i) ? "m" : i === 11 ? "o" : "t";
      t += `<use href="#${id}" x="${40 + (i % 5) * 46}" y="${110 + Math.floor(i / 5) * 46}"/>`;
    }
    const open = `<rect width="40" height="40" rx="8" fill="#0a1322" stroke="${p.b}" stroke-opacity=".6"/>`;
    return `<defs><g id="t"><rect width="40" height="40" rx="8" fill="url(#a)" stroke="#fff" stroke-opacity=".15"/><rect x="4" y="3" width="32" height="8" rx="4" fill="#fff" opacity=".1"/></g><g id="o">${open}</g>
<g id="m">${open}<path fill="#19c37d" d="M7 16 13 8H27L33 16 20 33Z"/><path fill="#b8ffdf" opacity=".7" d="M13 8H27L20 16Z"/></g></defs>
${shadow(`<rect x="40" y="110" width="224" height="224" rx="8"/>`, "rotate(-6 150 220)")}<g transform="rotate(-6 150 220)">${t}
${glow(150, 218, 26, "rg")}<circle cx="150" cy="222" r="13" fill="#1a1f2e" stroke="#ff5a5f" stroke-width="2"/><circle cx="146" cy="218" r="4" fill="#fff" opacity=".5"/><path d="M158 212Q164 204 170 204" fill="none" stroke="#f7d774" stroke-width="3"/>${spark(172, 203, 7, "#ffdd55")}</g>`;
  },

  reels: (p) =>
    `${shadow(`<rect x="40" y="120" width="220" height="160" rx="22"/>`, "", 1, 6)}<rect x="40" y="120" width="220" height="160" rx="22" fill="url(#a)"/><rect x="40" y="120" width="220" height="160" rx="22" fill="none" stroke="url(#g)" stroke-width="6"/>
${[0, 1, 2].map((i) => `<rect x="${56 + i * 66}" y="140" width="56" height="120" rx="10" fill="#fbf6ea"/>`).join("")}
${spark(84, 200, 18, p.a)}${crescent(150, 200, 18, 9, -6, 15, "#d99a1e")}${diamond(216, 200, 1.8, "#e11d48")}<rect x="40" y="196" width="220" height="6" fill="url(#g)" opacity=".7"/>`,
};

// ---------- more helpers (the full catalogue) ----------

/** Seven-segment digit n, w×h, centred at x,y, stroked: lotto numbers without fonts. */
const SEG: Record<string, [number, number, number, number]> = {
  a: [-1, -1, 1, -1],
  b: [1, -1, 1, 0],
  c: [1, 0, 1, 1],
  d: [-1, 1, 1, 1],
  e: [-1, 0, -1, 1],
  f: [-1, -1, -1, 0],
  g: [-1, 0, 1, 0],
};
const DIGITS = ["abcdef", "bc", "abged", "abgcd", "fgbc", "afgcd", "afgedc", "abc", "abcdefg", "abcdfg"];
function digit(x: number, y: number, n: number, w: number, h: number, stroke = "#141a2a", sw = 3): string {
  const d = [...DIGITS[n]!]
    .map((k) => {
      const [x0, y0, x1, y1] = SEG[k]!;
      return `M${f(x + (x0 * w) / 2)} ${f(y + (y0 * h) / 2)}L${f(x + (x1 * w) / 2)} ${f(y + (y1 * h) / 2)}`;
    })
    .join("");
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round"/>`;
}

/** A lotto ball with its number. */
const nball = (x: number, y: number, r: number, c: string, n: number) =>
  `${ball(x, y, r, c)}<circle cx="${x}" cy="${y}" r="${f(r * 0.56)}" fill="#fff"/>${digit(x, y, n, f(r * 0.36), f(r * 0.58), "#141a2a", f(r * 0.13))}`;

/** Dice and domino pips on a face spanning -1..1. */
const PIPS: [number, number][][] = [
  [],
  [[0, 0]],
  [[-0.5, -0.5], [0.5, 0.5]],
  [[-0.5, -0.5], [0, 0], [0.5, 0.5]],
  [[-0.5, -0.5], [0.5, -0.5], [-0.5, 0.5], [0.5, 0.5]],
  [[-0.5, -0.5], [0.5, -0.5], [0, 0], [-0.5, 0.5], [0.5, 0.5]],
  [[-0.5, -0.5], [0.5, -0.5], [-0.5, 0], [0.5, 0], [-0.5, 0.5], [0.5, 0.5]],
];

/** Isometric die of size s at x,y showing [top, left, right]; colours: top, left, right faces and pips. */
function die(x: number, y: number, s: number, faces: [number, number, number], c = ["#fffdf6", "#e9e1cf", "#cbbfa6", "#141a2a", "#e11d48"]): string {
  const k = f(0.435 * s);
  const q = f(0.25 * s);
  const h = f(0.5 * s);
  const m = [
    `${k} ${q} ${-k} ${q} ${x} ${f(y - h)}`,
    `${k} ${q} 0 ${h} ${f(x - k)} ${f(y + q)}`,
    `${k} ${-q} 0 ${h} ${f(x + k)} ${f(y + q)}`,
  ];
  return m
    .map(
      (t, i) =>
        `<g transform="matrix(${t})"><path fill="${c[i]}" d="M-1-1H1V1H-1Z"/>${PIPS[faces[i]!]!.map(([u, v]) => `<circle cx="${u}" cy="${v}" r=".2" fill="${faces[i] === 1 || faces[i] === 4 ? c[4] : c[3]}"/>`).join("")}</g>`,
    )
    .join("");
}

/** Pips of n inside a square of half-size s centred at x,y. */
const pips = (x: number, y: number, n: number, s: number, c = "#141a2a") =>
  PIPS[n]!.map(([u, v]) => `<circle cx="${f(x + u * s)}" cy="${f(y + v * s)}" r="${f(s * 0.26)}" fill="${c}"/>`).join("");

const gemShape = (x: number, y: number, s: number, c1: string, c2: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path fill="${c2}" d="M-60-20-36-52H36L60-20 0 64Z"/><path fill="${c1}" d="M-36-52H36L60-20H-60Z"/><path fill="#fff" opacity=".35" d="M-36-52-18-20H18L36-52Z"/><path opacity=".2" d="M0 64 18-20H60Z"/><path fill="#fff" opacity=".2" d="M0 64-18-20H-60Z"/><path d="M-60-20 0 64 60-20M-18-20 0 64 18-20M-60-20H60M-36-52-18-20 0-52 18-20 36-52" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="${f(1.5 / s)}"/></g>`;

/** A Chinese hanging lantern. */
const lantern = (x: number, y: number, s: number) =>
  `<use href="#${define(`<path d="M0-64V-26" stroke="#f7d774" stroke-width="2"/><ellipse rx="30" ry="26" fill="#e11d48"/><path d="M-12-24Q-22 0-12 24M12-24Q22 0 12 24M0-26V26" stroke="#9f1239" stroke-width="2.5" fill="none"/><rect x="-13" y="-30" width="26" height="8" rx="2" fill="url(#g)"/><rect x="-13" y="22" width="26" height="8" rx="2" fill="url(#g)"/><path d="M-4 30 0 58 4 30Z" fill="url(#g)"/>`)}" transform="translate(${x} ${y}) scale(${s})"/>`;

/** A 5-petal frangipani. */
const flower = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${[0, 72, 144, 216, 288].map((r) => `<ellipse cy="-11" rx="7" ry="12" fill="#fff" transform="rotate(${r})"/>`).join("")}<circle r="5" fill="#ffc21a"/></g>`;

const bolt = (x: number, y: number, s: number, fill = "url(#g)") =>
  `<path fill="${fill}" transform="translate(${x} ${y}) scale(${s})" d="M6-30-14 4H0L-6 30 14-4H0Z"/>`;

const small = (x: number, y: number, r: number, s: number, c: string) =>
  `<path fill="${c}" transform="translate(${x} ${y}) rotate(${r}) scale(${s})" d="M-18 0C-10-10 6-10 14 0 6 10-10 10-18 0ZM12 0 22-8V8Z"/>`;

const trophy = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-54 14H-84Q-88 60-46 74M54 14H84Q88 60 46 74" stroke="url(#g)" stroke-width="10" fill="none"/><path fill="url(#g)" d="M-54 0H54V40C54 86 30 114 0 118-30 114-54 86-54 40Z"/><path fill="#fff" opacity=".3" d="M-40 8H-24V50Q-24 80-10 100-40 90-40 50Z"/><path fill="url(#g)" d="M-10 116H10L16 160H-16Z"/><rect x="-44" y="158" width="88" height="22" rx="4" fill="url(#a)"/><rect x="-54" y="178" width="108" height="16" rx="4" fill="url(#g)"/></g>`;

/** Playing-card face with n hearts (4-7). */
function hearts(n: number, c = "#e11d48"): string {
  const at: [number, number][] = n === 4 ? [[-13, -22], [13, -22], [-13, 22], [13, 22]]
    : n === 5 ? [[-13, -22], [13, -22], [0, 0], [-13, 22], [13, 22]]
    : [[-13, -24], [13, -24], [-13, 0], [13, 0], [-13, 24], [13, 24], ...(n === 7 ? ([[0, -12]] as [number, number][]) : [])];
  const id = define(heart(0, 0, 0.75, c));
  return at.map(([x, y]) => `<use href="#${id}" x="${x}" y="${y}"/>`).join("");
}

const wheelOf =
  (colours: string[], n = 16): Motif =>
  () => {
    let seg = "";
    for (let i = 0; i < n; i++) {
      const a0 = (i / n) * Math.PI * 2 - Math.PI / 2;
      const a1 = ((i + 1) / n) * Math.PI * 2 - Math.PI / 2;
      seg += `<path fill="${colours[i % colours.length]}" d="M0 0L${f(Math.cos(a0) * 100)} ${f(Math.sin(a0) * 100)}A100 100 0 0 1 ${f(Math.cos(a1) * 100)} ${f(Math.sin(a1) * 100)}Z"/>`;
    }
    let pegs = "";
    for (let i = 0; i < n; i++) pegs += `<circle cx="${f(Math.cos((i / n) * Math.PI * 2) * 107)}" cy="${f(Math.sin((i / n) * Math.PI * 2) * 107)}" r="3.5" fill="#fff6d6"/>`;
    return `<path fill="url(#g)" d="M124 300H176L196 330H104Z"/>${blob(150, 196, 114)}<g transform="translate(150 196)"><circle r="114" fill="url(#g)"/><circle r="100" fill="#1a0d02"/>${seg}<circle r="100" fill="url(#shine)"/>${pegs}
<path d="M0-100V100M-100 0H100M-71-71 71 71M-71 71 71-71" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><circle r="24" fill="url(#g)" stroke="#7a4a05" stroke-width="3"/><circle r="8" fill="#fff6d6"/></g>
<path fill="#fff6d6" stroke="#7a4a05" stroke-width="3" stroke-linejoin="round" d="M134 70H166L150 104Z"/>`;
  };

// ---------- motifs of the full catalogue ----------

const N: Record<string, Motif> = {
  gem: (p) =>
    `<circle cx="150" cy="186" r="106" fill="none" stroke="url(#g)" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>
<path fill="url(#g)" d="M98 282H202L222 310H78Z"/><path fill="#b87a12" d="M78 310H222V320H78Z"/>
${shadow(`<path d="M-60-20-36-52H36L60-20 0 64Z"/>`, "translate(150 180) scale(1.7)", 1.7)}${gemShape(150, 180, 1.7, "url(#a)", p.b)}
${gemShape(62, 268, 0.4, "#ff3d71", "#9f1239")}${gemShape(240, 262, 0.36, "#19c37d", "#047857")}${spark(196, 112, 14)}${spark(104, 238, 9)}`,

  gems: (p) =>
    `<path fill="#c2773a" d="M0 276Q80 224 170 258T300 244V400H0Z"/><path fill="#8a4b22" d="M0 318Q100 282 190 308T300 298V400H0Z"/>
<circle cx="226" cy="96" r="34" fill="url(#g)" opacity=".9"/>${[70, 110].map((x, i) => `<path fill="#3a1f0e" d="M${x} ${240 - i * 6}q10-26 24-6 8-14 16 2 12 0 14 14Z"/>`).join("")}
${coin(70, 296, 14)}${coin(236, 300, 12)}${gemShape(108, 236, 0.8, "#ff3d71", "#9f1239")}${gemShape(196, 226, 0.7, "#19c37d", "#047857")}${gemShape(152, 270, 0.72, "url(#a)", p.b)}${spark(150, 160, 12)}`,

  tiger: () => {
    const leaf = (x: number, y: number, r: number, s: number) =>
      `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path fill="#15803d" d="M0 0C20-30 60-34 96-20 60-4 30 8 0 0Z"/><path d="M4-2 86-20" stroke="#4ade80" stroke-width="2"/></g>`;
    return `${leaf(20, 300, -40, 1)}${leaf(280, 300, -140, 1)}${leaf(12, 190, -10, 0.8)}${leaf(290, 200, 190, 0.8)}
<circle cx="94" cy="118" r="26" fill="url(#a)"/><circle cx="206" cy="118" r="26" fill="url(#a)"/><circle cx="96" cy="122" r="13" fill="#3a1606"/><circle cx="204" cy="122" r="13" fill="#3a1606"/>
<path fill="url(#a)" d="M150 100C212 100 238 148 234 196 230 248 192 278 150 278 108 278 70 248 66 196 62 148 88 100 150 100Z"/>
<path fill="#fff4e0" d="M150 198C178 198 208 214 208 240 208 264 178 276 150 276 122 276 92 264 92 240 92 214 122 198 150 198Z"/>
<path d="M150 110V140M128 116l8 24M172 116l-8 24M70 176H102M72 202H98M230 176H198M228 202H202M112 262l10-10M188 262l-10-10" stroke="#1a0d02" stroke-width="7" stroke-linecap="round"/>
<path fill="#fde047" d="M106 178Q124 162 142 178 124 192 106 178ZM194 178Q176 162 158 178 176 192 194 178Z"/><path d="M124 170V186M176 170V186" stroke="#111" stroke-width="5" stroke-linecap="round"/>
<path fill="#ff6f91" d="M136 208H164L150 224Z"/><path d="M150 224V234M150 234Q140 244 128 238M150 234Q160 244 172 238" stroke="#1a0d02" stroke-width="3" fill="none" stroke-linecap="round"/>
${coin(56, 262, 16)}${coin(246, 254, 14)}${spark(150, 76, 10)}`;
  },

  splash: (_p, rnd) => {
    let drops = "";
    for (let i = 0; i < 9; i++)
      drops += `<path fill="#bae6fd" opacity="${op(f(0.6 + rnd() * 0.4))}" transform="translate(${f(50 + rnd() * 200)} ${f(56 + rnd() * 110)}) scale(${f(0.6 + rnd() * 0.7)})" d="M0-14C6-4 10 2 10 6A10 10 0 0 1-10 6C-10 2-6-4 0-14Z"/>`;
    return `${drops}<path d="M104 224C96 160 132 110 184 96M198 224C214 170 204 130 172 106M150 224C150 172 162 134 196 104" fill="none" stroke="#7dd3fc" stroke-width="10" stroke-linecap="round" opacity=".7"/>
${blob(150, 262, 84, 40)}<ellipse cx="150" cy="228" rx="86" ry="17" fill="#fff6d6"/><path fill="url(#g)" d="M64 228H236Q232 298 150 302 68 298 64 228Z"/><ellipse cx="150" cy="228" rx="78" ry="12" fill="#38bdf8"/>
<path d="M88 262Q150 284 212 262" stroke="#b87a12" stroke-width="4" fill="none"/><ellipse cx="150" cy="304" rx="40" ry="8" fill="#b87a12"/>${flower(62, 150, 1)}${flower(240, 186, 0.8)}${flower(214, 300, 0.7)}`;
  },

  lanterns: (p) => {
    const lan = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><circle r="40" fill="url(#halo)"/><path fill="url(#a)" d="M-16-22H16L20 20H-20Z"/><path fill="#fff6d6" opacity=".45" d="M-8-22H0L-2 20H-12Z"/><ellipse cy="22" rx="10" ry="4" fill="#ffd36b"/></g>`;
    return `${crescent(64, 80, 24, 10, -8, 20, "url(#g)")}
<path fill="#0a1328" d="M20 310V284H48V266L60 252 72 266V284H120V258L136 230 152 258V284H200V270H228V250L240 236 252 250V284H280V310Z"/><path fill="${p.b}" opacity=".4" d="M20 310H280V330H20Z"/>
${[[150, 172, 1.7], [84, 130, 0.9], [228, 104, 1.05], [226, 236, 0.75], [70, 228, 0.7], [128, 62, 0.5], [190, 40, 0.42], [262, 170, 0.45]].map(([x, y, s]) => lan(x!, y!, s!)).join("")}`;
  },

  wings: (p) => {
    let back = "";
    let front = "";
    for (let i = 5; i >= 0; i--) {
      const a = 22 + i * 13;
      const len = 104 - i * 8;
      for (const sgn of [-1, 1]) {
        back += `<ellipse cx="150" cy="${200 - len - 6}" rx="14" ry="${len + 6}" transform="rotate(${sgn * a} 150 200)"/>`;
        front += `<ellipse cx="150" cy="${200 - len * 0.7}" rx="11" ry="${f(len * 0.7)}" transform="rotate(${sgn * (a - 4)} 150 200)"/>`;
      }
    }
    return `<g fill="${p.a}" stroke="#2a0a0a" stroke-opacity=".4" stroke-width="2">${back}</g><g fill="url(#g)" stroke="#7a4a05" stroke-width="2">${front}</g>
${[-24, 0, 24].map((r) => `<ellipse cx="150" cy="262" rx="12" ry="46" fill="url(#g)" stroke="#7a4a05" stroke-width="2" transform="rotate(${r} 150 220)"/>`).join("")}
<path fill="url(#a)" stroke="url(#g)" stroke-width="3" d="M150 120C172 130 178 170 172 210 168 238 158 254 150 266 142 254 132 238 128 210 122 170 128 130 150 120Z"/>
<path fill="url(#g)" d="M132 128 136 94 145 110 150 80 155 110 164 94 168 128Z"/><path fill="url(#g)" d="M150 150 164 164 150 174Z"/><circle cx="146" cy="146" r="3.5" fill="#fff6d6"/>
<path fill="#19c37d" stroke="url(#g)" stroke-width="3" d="M150 192 160 206 150 220 140 206Z"/>`;
  },

  palm: () => {
    const leaf = (r: number, s: number, c: string) =>
      `<path fill="${c}" transform="translate(114 150) rotate(${r}) scale(${s})" d="M0 0C30-22 72-18 100 6 84 0 70 4 60 2 50 12 36 8 28 8 18 12 8 8 0 0Z"/>`;
    return `<circle cx="214" cy="112" r="42" fill="url(#g)"/><path d="M172 112H256M178 126H250M186 140H242" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>
<ellipse cx="150" cy="300" rx="112" ry="22" fill="#f4d58d"/><ellipse cx="150" cy="296" rx="90" ry="14" fill="#fbe7b2"/>
<path d="M40 322Q70 310 100 322T160 322 220 322 270 322" stroke="#7dd3fc" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M152 298C150 248 140 196 114 152" stroke="#8a5a2b" stroke-width="15" fill="none" stroke-linecap="round"/><path d="M152 298C150 248 140 196 114 152" stroke="#5b3413" stroke-width="15" fill="none" stroke-dasharray="3 12"/>
${leaf(-168, 1, "#15803d")}${leaf(-128, 0.9, "#22c55e")}${leaf(-62, 0.95, "#16a34a")}${leaf(-18, 1.05, "#22c55e")}${leaf(30, 0.8, "#15803d")}${leaf(200, 0.8, "#16a34a")}
<circle cx="108" cy="162" r="10" fill="#6b3e1e"/><circle cx="124" cy="166" r="10" fill="#7c4a24"/><circle cx="114" cy="176" r="10" fill="#5b3413"/>${coin(214, 286, 14)}${coin(86, 288, 12)}`;
  },

  koi: (p) => {
    const fish = (t: string, body: string, spot: string) =>
      `<g transform="${t}"><path fill="${body}" opacity=".85" d="M0 50C20 60 30 82 24 92 12 82 4 72 0 64-4 72-12 82-24 92-30 82-20 60 0 50Z"/><path d="M-20-10-36 6M20-10 36 6" stroke="${body}" stroke-width="9" stroke-linecap="round"/><path fill="${body}" d="M0-66C24-62 28-22 18 18 14 36 8 48 0 56-8 48-14 36-18 18-28-22-24-62 0-66Z"/><path fill="${spot}" d="M-8-38C4-44 16-30 8-12-2-2-16-14-8-38ZM6 4C16 8 14 24 4 30-4 24-6 10 6 4Z"/><circle cx="-9" cy="-52" r="3.5" fill="#0b0f1a"/><circle cx="9" cy="-52" r="3.5" fill="#0b0f1a"/></g>`;
    return `<circle cx="150" cy="190" r="114" fill="${p.b}" opacity=".35"/><circle cx="150" cy="190" r="114" fill="none" stroke="url(#g)" stroke-width="4"/>
<circle cx="150" cy="190" r="98" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="2"/>
${[[44, 300, -30, 1], [258, 84, 150, 0.8]].map(([x, y, r, k]) => `<path fill="#15803d" stroke="#4ade80" stroke-opacity=".5" stroke-width="2" transform="translate(${x} ${y}) rotate(${r}) scale(${k})" d="M0 0 26-10A28 28 0 1 1 26 10Z"/>`).join("")}
${fish("translate(116 188) rotate(-24)", p.a, "#fff")}${fish("translate(184 192) rotate(156)", "#fbf8f0", "#ff3d4f")}${flower(44, 300, 0.6)}`;
  },

  bazaar: (p) => {
    let bulbs = "";
    const cs = ["#ffd36b", "#ff3d71", "#19c37d", "#38bdf8"];
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const x = f((1 - t) * (1 - t) * 20 + 2 * (1 - t) * t * 150 + t * t * 280);
      const y = f((1 - t) * (1 - t) * 60 + 2 * (1 - t) * t * 150 + t * t * 60);
      bulbs += `<use href="#${define(`<circle r="12" opacity=".25"/><circle r="5.5"/>`, ` fill="${cs[i % 4]}"`)}" x="${x}" y="${y + 6}"/>`;
    }
    const stall = (x: number, c: string) =>
      `<rect x="${x}" y="176" width="104" height="28" fill="#fbf6ea"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${x + i * 21}" y="176" width="10.5" height="28" fill="${c}"/>`).join("")}
<path d="M${x} 204${[0, 1, 2, 3, 4].map(() => "a10.4 10.4 0 0 0 20.8 0").join("")}Z" fill="${c}"/><path d="M${x + 6} 212V286M${x + 98} 212V286" stroke="#5b3413" stroke-width="5"/><rect x="${x - 4}" y="256" width="112" height="34" rx="4" fill="#8a5a2b"/>`;
    return `<path d="M20 60Q150 240 280 60" stroke="#3a2a14" stroke-width="2" fill="none"/>${bulbs}
${stall(36, p.a)}${stall(160, p.b)}
${[[56, 250, "#ff8a00"], [72, 248, "#19c37d"], [88, 250, "#ff3d71"], [104, 248, "#f7d774"], [180, 250, "#a855f7"], [198, 248, "#ff8a00"], [216, 250, "#38bdf8"], [232, 248, "#ff3d71"]].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="8" fill="${c}"/>`).join("")}
${lantern(150, 130, 0.6)}`;
  },

  cpu: (p) => {
    let pins = "";
    for (let i = 0; i < 5; i++) {
      const o = 114 + i * 18;
      pins += `M${o} 140V126M${o} 240V254M100 ${o + 26}H86M200 ${o + 26}H214`;
    }
    const ends = [[40, 80], [30, 190], [50, 300], [260, 70], [270, 190], [250, 310], [110, 70], [170, 60], [110, 320], [190, 310]];
    return `<g fill="none" stroke="${p.a}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity=".85"><path d="M86 158H60L40 138V80M86 190H30M86 222H70L50 242V300M214 158H240L260 138V70M214 190H270M214 222H230L250 242V310M132 126V90L110 70M168 126V60M132 254V300L110 320M168 254V290L190 310"/></g>
${ends.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${p.b}"/>`).join("")}<circle cx="150" cy="190" r="96" fill="url(#halo)"/>
<path d="${pins}" stroke="url(#g)" stroke-width="5"/><rect x="100" y="140" width="100" height="100" rx="12" fill="#0a1a2a" stroke="url(#g)" stroke-width="4"/><rect x="116" y="156" width="68" height="68" rx="8" fill="url(#a)"/>
<path fill="#0a1a2a" d="M158 164 132 196H150L142 218 170 184H152Z"/>`;
  },

  atom: (p, rnd) =>
    `${[0, 60, 120].map((r) => `<ellipse cx="150" cy="190" rx="126" ry="44" fill="none" stroke="${p.a}" stroke-width="4" opacity=".85" transform="rotate(${r} 150 190)"/>`).join("")}
${[[0, 276], [60, 24], [120, 276]].map(([r, x]) => `<circle cx="${x}" cy="190" r="9" fill="${p.b}" transform="rotate(${r} 150 190)"/><circle cx="${x}" cy="190" r="18" fill="${p.b}" opacity=".25" transform="rotate(${r} 150 190)"/>`).join("")}
<g transform="translate(150 192) scale(.5) translate(-150 -200)">${M.reels!(p, rnd)}</g>`,

  prism: () => {
    const cs = ["#ff3d4f", "#ff8a00", "#ffd23f", "#19c37d", "#38bdf8", "#6366f1", "#a855f7"];
    return `${cs.map((c, i) => `<path fill="${c}" opacity=".85" d="M178 200 290 ${118 + i * 26} 290 ${144 + i * 26}Z"/>`).join("")}
<path d="M8 246 132 196" stroke="#fff" stroke-width="18" opacity=".2" stroke-linecap="round"/><path d="M8 246 132 196" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
<path fill="#e6fbff" opacity=".16" d="M150 96 216 250H84Z"/><path fill="none" stroke="#e6fbff" stroke-width="6" stroke-linejoin="round" d="M150 96 216 250H84Z"/><path d="M150 96 150 250M150 96 122 250" stroke="#e6fbff" stroke-opacity=".35" stroke-width="2"/>
<rect x="70" y="252" width="160" height="14" rx="7" fill="url(#g)"/>${spark(232, 96, 12)}${spark(60, 150, 8)}`;
  },

  glitch: (p, rnd) => {
    const seven = "M-44-64H44V-46L-6 64H-34L12-40H-44Z";
    let bars = "";
    for (let i = 0; i < 7; i++)
      bars += `<rect x="${f(20 + rnd() * 160)}" y="${f(80 + rnd() * 220)}" width="${f(30 + rnd() * 90)}" height="${f(3 + rnd() * 6)}" fill="${i % 2 ? "#ff3d71" : p.a}" opacity=".6"/>`;
    const plant = (x: number, h: number, c: string) =>
      `<g fill="${c}">${Array.from({ length: h }, (_, i) => `<rect x="${x}" y="${300 - i * 12}" width="10" height="10"/>`).join("")}<rect x="${x - 12}" y="${300 - h * 6}" width="10" height="10"/><rect x="${x + 12}" y="${300 - h * 8}" width="10" height="10"/><rect x="${x - 12}" y="${300 - h * 12}" width="34" height="10"/></g>`;
    return `${bars}<path transform="translate(141 182) scale(1.5)" fill="#22d3ee" opacity=".8" d="${seven}"/><path transform="translate(159 182) scale(1.5)" fill="#ff3d71" opacity=".8" d="${seven}"/><path transform="translate(150 182) scale(1.5)" fill="url(#g)" d="${seven}"/>
<rect x="60" y="176" width="180" height="8" fill="#0b0f1a" opacity=".6"/><rect x="90" y="226" width="150" height="5" fill="#0b0f1a" opacity=".5"/>
${plant(44, 6, "#a3e635")}${plant(246, 5, "#22c55e")}${plant(84, 3, "#4ade80")}${plant(212, 3, "#a3e635")}`;
  },

  robot: (p) =>
    `<rect x="80" y="74" width="140" height="24" rx="11" fill="${p.b}"/><path d="M86 98${[0, 1, 2, 3, 4, 5].map(() => "a10.7 10.7 0 0 0 21.4 0").join("")}" fill="${p.b}" opacity=".75"/><path d="M100 98V118M200 98V118" stroke="#e8e1d0" stroke-width="5"/>
<rect x="80" y="150" width="12" height="36" rx="5" fill="url(#g)"/><rect x="208" y="150" width="12" height="36" rx="5" fill="url(#g)"/>
<rect x="92" y="116" width="116" height="98" rx="26" fill="url(#a)" stroke="url(#g)" stroke-width="4"/><rect x="106" y="138" width="88" height="42" rx="19" fill="#0b1220"/>
<circle cx="130" cy="159" r="14" fill="#a3e635" opacity=".3"/><circle cx="170" cy="159" r="14" fill="#a3e635" opacity=".3"/><circle cx="130" cy="159" r="8" fill="#a3e635"/><circle cx="170" cy="159" r="8" fill="#a3e635"/>
<path d="M126 196H174" stroke="#0b1220" stroke-width="5" stroke-linecap="round" stroke-dasharray="1 9"/>
<rect x="110" y="218" width="80" height="62" rx="14" fill="url(#a)" stroke="url(#g)" stroke-width="3"/><circle cx="134" cy="240" r="6" fill="#ff3d71"/><circle cx="150" cy="240" r="6" fill="#f7d774"/><circle cx="166" cy="240" r="6" fill="#19c37d"/>
<path d="M110 232 76 262M190 232 222 206" stroke="url(#g)" stroke-width="9" stroke-linecap="round"/>${coin(226, 196, 16)}
${[116, 184].map((x) => `<circle cx="${x}" cy="292" r="22" fill="#141a2a" stroke="#0b0f1a" stroke-width="4"/><circle cx="${x}" cy="292" r="9" fill="url(#g)"/>`).join("")}`,

  dice3: () =>
    `<path d="M46 254Q46 84 150 84 254 84 254 254Z" fill="#fff" opacity=".07" stroke="#fff" stroke-opacity=".35" stroke-width="3"/><path d="M70 134Q100 100 140 96" stroke="#fff" stroke-opacity=".5" stroke-width="6" fill="none" stroke-linecap="round"/>
<ellipse cx="150" cy="262" rx="118" ry="24" fill="url(#g)"/><ellipse cx="150" cy="256" rx="104" ry="16" fill="#7f1d1d"/>
${[[150, 160, [1, 4, 5]], [106, 216, [5, 3, 2]], [194, 216, [6, 2, 4]]].map(([x, y, n]) => die(x as number, y as number, 46, n as [number, number, number], ["#ff4d6d", "#c81e3a", "#9f1239", "#fff", "#fff"])).join("")}`,

  dice2: () =>
    `${halo(`<path d="M166 52 124 170H156L132 300 190 150H158Z"/>`)}<path fill="url(#g)" d="M166 52 124 170H156L132 300 190 150H158Z"/>
${blob(80, 250, 56, 40)}${blob(222, 200, 56, 40)}${die(80, 226, 56, [6, 3, 2])}${die(222, 176, 56, [5, 1, 4], ["#6366f1", "#4338ca", "#312e81", "#fff", "#ffd23f"])}`,

  baccarat: () =>
    `${lantern(60, 96, 0.9)}${lantern(240, 96, 0.9)}${lantern(150, 70, 0.7)}
<path fill="url(#a)" stroke="url(#g)" stroke-width="6" d="M20 304Q20 192 150 186 280 192 280 304Z"/><path d="M52 296Q56 228 150 222 244 228 248 296" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/><path d="M150 222V300" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>
<g transform="translate(104 252) scale(.62)">${card(-20, 0, -10, `${diamond(0, 0, 2, "#e11d48")}`)}${card(20, 0, 8, `${club(0, 0, 1.8, "#141a2a")}`)}</g>
<g transform="translate(196 252) scale(.62)">${card(-20, 0, -8, `${heart(0, 0, 1.8, "#e11d48")}`)}${card(20, 0, 10, `${spade(0, 0, 2, "#141a2a")}`)}</g>
${chip(150, 292, 18, "#e11d48")}${chip(150, 282, 18, "#19c37d")}`,

  blackjack: () =>
    `<g transform="translate(150 172) scale(1.45)">${card(-22, 0, -12, `${spade(0, 2, 2.5, "#141a2a")}${spade(-17, -28, 0.65, "#141a2a")}`)}${card(22, 4, 10, `<path fill="url(#g)" stroke="#7a4a05" d="M-16 8-19-14-8-4 0-18 8-4 19-14 16 8Z"/><rect x="-16" y="8" width="32" height="6" rx="2" fill="url(#g)"/>${heart(-17, -28, 0.65, "#e11d48")}${heart(0, 26, 0.9, "#e11d48")}`)}</g>
${[0, 1, 2, 3, 4].map((i) => chip(66, 312 - i * 9, 26, i % 2 ? "#141a2a" : "#e11d48")).join("")}${[0, 1, 2].map((i) => chip(236, 312 - i * 9, 26, "#19c37d")).join("")}${spark(250, 110, 12)}${spark(52, 130, 9)}`,

  fantan: () => {
    let beads = "";
    const rows = [9, 8, 7, 6];
    rows.forEach((n, r) => {
      for (let i = 0; i < n; i++) beads += `<circle cx="${f(150 + (i - (n - 1) / 2) * 15)}" cy="${196 - r * 11}" r="7.5" fill="#fbf6ea" stroke="#c9bfa6"/>`;
    });
    return `<path fill="url(#g)" d="M150 58C196 58 216 96 218 126H82C84 96 104 58 150 58Z"/><rect x="74" y="122" width="152" height="12" rx="6" fill="#b87a12"/><circle cx="150" cy="52" r="9" fill="url(#g)"/><path d="M104 92Q120 72 144 68" stroke="#fff" stroke-opacity=".5" stroke-width="6" fill="none" stroke-linecap="round"/>
<ellipse cx="150" cy="206" rx="84" ry="10" fill="#000" opacity=".3"/>${beads}
<rect x="40" y="226" width="220" height="84" rx="10" fill="#7f1d1d" stroke="url(#g)" stroke-width="4"/><path d="M150 226V310M40 268H260" stroke="url(#g)" stroke-width="3"/>
${digit(95, 247, 1, 10, 18, "#f7d774", 4)}${digit(205, 247, 2, 10, 18, "#f7d774", 4)}${digit(95, 289, 3, 10, 18, "#f7d774", 4)}${digit(205, 289, 4, 10, 18, "#f7d774", 4)}
<path d="M232 150 168 196" stroke="#8a5a2b" stroke-width="6" stroke-linecap="round"/>`;
  },

  dummy: (_p, rnd) => {
    const suits = [heart, spade, diamond, club];
    const cs = ["#e11d48", "#141a2a", "#e11d48", "#141a2a"];
    let cards = "";
    [-45, -30, -15, 0, 15, 30, 45].forEach((r, i) => {
      const k = Math.floor(rnd() * 4);
      const a = (r * Math.PI) / 180;
      cards += card(f(150 + 124 * Math.sin(a)), f(330 - 124 * Math.cos(a)), r, suits[k]!(0, 0, 2, cs[k]!), i % 3 === 2);
    });
    return `${cards}${chip(60, 318, 24, "#e11d48")}${chip(240, 318, 24, "#19c37d")}${spark(150, 70, 14)}`;
  },

  king: () => {
    let chain = "";
    for (let i = 0; i < 12; i++) {
      if (i === 5 || i === 6) continue;
      const x = 14 + i * 25;
      const y = 300 - i * 9;
      chain += `<ellipse cx="${x}" cy="${y}" rx="${i % 2 ? 13 : 15}" ry="${i % 2 ? 5 : 8}" fill="none" stroke="#9aa4b8" stroke-width="5" transform="rotate(-20 ${x} ${y})"/>`;
    }
    return `${chain}<g transform="translate(150 196) scale(1.75)">${card(0, 0, -6, `<path fill="url(#g)" stroke="#7a4a05" d="M-18 2-21-20-9-9 0-24 9-9 21-20 18 2Z"/><rect x="-18" y="2" width="36" height="7" rx="2" fill="url(#g)"/><circle cy="-8" r="3" fill="#e11d48"/>${heart(0, 26, 0.9, "#e11d48")}${heart(-17, -28, 0.6, "#e11d48")}`)}</g>
${bolt(134, 306, 0.7, "#f5f7fb")}${bolt(166, 306, 0.7, "#f5f7fb")}${spark(240, 100, 12)}${spark(62, 130, 9)}`;
  },

  duel: () =>
    `<g transform="translate(78 214) scale(.85)">${[-22, -6, 10].map((r, i) => card(i * 14 - 14, i * 4, r, "", true)).join("")}</g>
<g transform="translate(222 214) scale(.85)">${[-10, 6, 22].map((r, i) => card(i * 14 - 14, 8 - i * 4, r, i === 1 ? `${spade(0, 0, 2.2, "#141a2a")}` : i === 0 ? `${heart(0, 0, 2, "#e11d48")}` : `${diamond(0, 0, 2.2, "#e11d48")}`)).join("")}</g>
${halo(`<path d="M166 40 120 190H154L128 330 194 160H160Z"/>`)}<path fill="url(#g)" d="M166 40 120 190H154L128 330 194 160H160Z"/>`,

  holdem: () =>
    `<ellipse cx="150" cy="206" rx="136" ry="104" fill="#3a1206" stroke="url(#g)" stroke-width="6"/><ellipse cx="150" cy="206" rx="118" ry="86" fill="url(#a)"/><ellipse cx="150" cy="206" rx="96" ry="66" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="2"/>
<g transform="translate(150 184) scale(.56)">${[-140, -70, 0, 70, 140].map((x, i) => card(x, 0, 0, i === 0 ? `${heart(0, 0, 2, "#e11d48")}` : i === 1 ? `${spade(0, 0, 2.2, "#141a2a")}` : i === 2 ? `${diamond(0, 0, 2.2, "#e11d48")}` : "", i > 2)).join("")}</g>
${chip(130, 256, 18, "#e11d48")}${chip(130, 248, 18, "#141a2a")}${chip(166, 258, 18, "#19c37d")}<circle cx="218" cy="250" r="13" fill="#fbf8f0" stroke="#141a2a" stroke-width="2"/>
${crescent(238, 70, 24, 10, -8, 20, "url(#g)")}`,

  domino: () => {
    const tile = (x: number, y: number, r: number, a: number, b: number) =>
      `${shadow(`<rect x="-22" y="-44" width="44" height="88" rx="8"/>`, `translate(${x} ${y}) rotate(${r})`)}<g transform="translate(${x} ${y}) rotate(${r})"><use href="#${define(`<rect x="-22" y="-44" width="44" height="88" rx="8" fill="#fbf8f0" stroke="#d6c7a6" stroke-width="2"/><path d="M-15 0H15" stroke="#b8a98a" stroke-width="2.5"/>`)}"/>${pips(0, -22, a, 13)}${pips(0, 22, b, 13)}</g>`;
    return `<path d="M30 300Q120 290 200 170" stroke="#fff" stroke-opacity=".2" stroke-width="4" fill="none" stroke-dasharray="6 8"/>
${tile(64, 252, -62, 6, 3)}${tile(110, 230, -40, 2, 5)}${tile(160, 198, -18, 4, 4)}${tile(214, 168, 4, 1, 6)}${spark(252, 96, 12)}${spark(60, 140, 8)}`;
  },

  run: () =>
    `<path d="M16 300Q90 264 150 296T286 286" stroke="url(#a)" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M40 296Q96 276 150 300T264 290" stroke="#fff" stroke-opacity=".35" stroke-width="3" fill="none"/>
${[[76, 206, -14, 4], [126, 190, -5, 5], [176, 190, 5, 6], [226, 206, 14, 7]].map(([x, y, r, n]) => card(x!, y!, r!, hearts(n!))).join("")}${spark(150, 96, 14)}`,

  whale: () =>
    `<path d="M106 122C98 94 86 84 70 82M106 122C110 90 122 76 140 74M106 122V80" stroke="#bae6fd" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="66" cy="70" r="5" fill="#bae6fd"/><circle cx="146" cy="64" r="5" fill="#bae6fd"/><circle cx="106" cy="68" r="5" fill="#bae6fd"/>
${shadow(`<path d="M44 220C44 166 100 134 160 138 214 142 240 174 252 204L284 174C292 194 290 226 270 244L288 270C262 272 246 260 236 248 206 272 160 282 110 276 70 272 44 254 44 220Z"/>`)}
<path fill="url(#g)" d="M44 220C44 166 100 134 160 138 214 142 240 174 252 204L284 174C292 194 290 226 270 244L288 270C262 272 246 260 236 248 206 272 160 282 110 276 70 272 44 254 44 220Z"/>
<path fill="#fff6d6" opacity=".75" d="M52 236C90 268 170 276 232 246 190 264 110 268 52 236Z"/><path d="M70 250H96M84 258H120M104 266H150" stroke="#d99a1e" stroke-width="2"/>
<circle cx="88" cy="206" r="6" fill="#3a2405"/><path d="M48 228Q80 242 122 236" stroke="#7a4a05" stroke-width="3" fill="none"/><path fill="#d99a1e" d="M132 248C138 274 152 288 172 292 166 274 158 260 152 248Z"/>
<path d="M30 312Q60 300 90 312T150 312 210 312 270 312" stroke="#7dd3fc" stroke-width="5" fill="none" stroke-linecap="round"/>${coin(226, 96, 14)}${coin(256, 128, 10)}`,

  shark: () =>
    `${bolt(60, 90, 1.2)}${bolt(244, 300, 1)}<g transform="rotate(-12 150 200)">${shadow(`<path d="M26 206C60 164 150 150 226 180L272 140 262 196 282 250 228 220C160 246 70 246 26 206Z"/>`)}
<path fill="url(#a)" d="M120 168 146 108 174 172Z"/><path fill="url(#a)" d="M26 206C60 164 150 150 226 180L272 140 262 196 282 250 228 220C160 246 70 246 26 206Z"/><path fill="#e8f1f8" d="M30 212C80 236 170 236 226 214 170 248 70 248 30 212Z"/><path fill="url(#a)" d="M134 228 116 270 164 234Z"/>
<path fill="#1a0a14" d="M28 208C44 218 68 224 90 218 70 232 46 230 28 208Z"/><path fill="#fff" d="M36 212 42 220 48 214 54 223 60 216 66 224 72 218 78 224 84 219Z"/>
<circle cx="84" cy="190" r="6" fill="#fff"/><circle cx="85" cy="190" r="3" fill="#0b0f1a"/><path d="M118 192Q112 204 118 216M130 190Q124 204 130 218M142 190Q136 204 142 218" stroke="#0b0f1a" stroke-opacity=".4" stroke-width="3" fill="none"/></g>`,

  chest: (p, rnd) => {
    let bub = "";
    for (let i = 0; i < 6; i++) bub += `<circle cx="${f(40 + rnd() * 220)}" cy="${f(50 + rnd() * 110)}" r="${f(3 + rnd() * 7)}" fill="none" stroke="#dff6ff" stroke-opacity=".6" stroke-width="2"/>`;
    const weed = (x: number, c: string) => `<path d="M${x} 320C${x - 20} 280 ${x + 20} 250 ${x} 210S${x - 16} 150 ${x + 4} 120" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    return `${bub}${weed(40, "#15803d")}${weed(262, "#16a34a")}${weed(62, "#22c55e")}<ellipse cx="150" cy="196" rx="90" ry="56" fill="url(#halo)"/>
<path fill="#a0582a" stroke="url(#g)" stroke-width="5" stroke-linejoin="round" d="M92 206 80 140Q150 114 220 140L208 206Z"/><path fill="#5b3413" d="M96 200 88 148Q150 128 212 148L204 200Z"/>
<path fill="url(#g)" d="M90 214Q150 160 210 214Z"/>${coin(122, 190, 12)}${coin(176, 186, 13)}${coin(150, 176, 12)}<circle cx="104" cy="204" r="6" fill="#fff"/><circle cx="196" cy="202" r="6" fill="#fff"/>${gemShape(150, 196, 0.22, "#ff3d71", "#9f1239")}
<rect x="84" y="210" width="132" height="84" rx="8" fill="#8a4b22" stroke="url(#g)" stroke-width="5"/><path d="M84 238H216M112 210V294M188 210V294" stroke="url(#g)" stroke-width="5"/><rect x="140" y="228" width="20" height="26" rx="4" fill="url(#g)"/>
<path fill="url(#a)" d="M214 292C252 280 268 236 252 188L242 192C254 228 244 264 212 278Z"/><path fill="${p.b}" d="M247 190C236 164 214 156 200 162 216 168 228 178 236 192 232 170 246 150 268 148 258 160 250 174 247 190Z"/>`;
  },

  cannon: (p, rnd) => {
    let fish = "";
    const cs = ["#ff8a00", "#ff3d71", "#f7d774", "#19c37d", "#a855f7"];
    for (let i = 0; i < 6; i++) fish += small(f(40 + rnd() * 220), f(70 + rnd() * 150), f(-20 + rnd() * 40), f(0.9 + rnd() * 0.8), cs[i % 5]!);
    return `${fish}<path d="M150 290 216 112" stroke="${p.b}" stroke-width="14" opacity=".35" stroke-linecap="round"/><path d="M150 290 216 112" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
<circle cx="218" cy="108" r="34" fill="none" stroke="url(#g)" stroke-width="4" stroke-dasharray="5 6"/>${small(218, 108, -10, 2, "#ffd36b")}${spark(218, 108, 10)}
<g transform="rotate(20 150 292)"><rect x="134" y="196" width="32" height="96" rx="10" fill="url(#g)"/><rect x="128" y="190" width="44" height="18" rx="7" fill="#b87a12"/></g>
<path fill="url(#a)" stroke="url(#g)" stroke-width="4" d="M86 322A64 64 0 0 1 214 322Z"/><circle cx="150" cy="292" r="14" fill="#141a2a" stroke="url(#g)" stroke-width="4"/>`;
  },

  octopus: (p, rnd) => {
    let confetti = "";
    const cs = ["#ff3d71", "#f7d774", "#19c37d", "#38bdf8", "#ff8a00"];
    for (let i = 0; i < 12; i++) confetti += `<rect x="${f(20 + rnd() * 260)}" y="${f(30 + rnd() * 120)}" width="8" height="4" fill="${cs[i % 5]}" transform="rotate(${f(rnd() * 180)} ${f(20 + rnd() * 260)} ${f(30 + rnd() * 120)})"/>`;
    const arms = ["M104 214C80 250 40 244 46 282 52 300 72 296 70 284", "M118 222C106 262 84 282 96 306 106 318 122 308 116 298", "M138 226C134 266 132 296 150 314 160 322 170 310 162 302", "M162 226C168 264 184 290 204 300 218 304 220 290 210 288", "M184 220C206 250 246 250 256 278 260 294 244 298 240 288", "M196 206C230 220 262 206 272 226 278 240 264 246 258 238"];
    return `${confetti}<g fill="none" stroke="url(#a)" stroke-width="18" stroke-linecap="round">${arms.map((d) => `<path d="${d}"/>`).join("")}</g>
<path fill="url(#a)" d="M150 92C206 92 226 140 220 178 214 212 186 226 150 226 114 226 86 212 80 178 74 140 94 92 150 92Z"/><path d="M108 128Q124 104 150 102" stroke="#fff" stroke-opacity=".4" stroke-width="8" fill="none" stroke-linecap="round"/>
<circle cx="126" cy="168" r="16" fill="#fff"/><circle cx="174" cy="168" r="16" fill="#fff"/><circle cx="130" cy="170" r="8" fill="#141a2a"/><circle cx="178" cy="170" r="8" fill="#141a2a"/><path d="M134 198Q150 212 166 198" stroke="#141a2a" stroke-width="4" fill="none" stroke-linecap="round"/>
<path fill="url(#g)" d="M150 22 178 96H122Z"/><path d="M136 60H164M130 78H170" stroke="${p.b}" stroke-width="6"/><circle cx="150" cy="22" r="9" fill="#ff3d71"/>`;
  },

  angler: (p) =>
    `<path d="M152 148C150 104 182 78 216 86" stroke="${p.b}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="218" cy="88" r="44" fill="url(#gw)"/><circle cx="218" cy="88" r="12" fill="#fff6d6"/>
<path fill="#1d3557" d="M20 320C30 280 50 296 56 260 62 290 80 280 84 320ZM216 320C222 290 240 300 246 268 254 296 272 286 280 320Z"/>
<path fill="${p.b}" d="M236 204 282 170 272 214 286 258Z"/><path fill="url(#a)" d="M58 202C58 152 108 132 158 140 218 150 246 190 240 220 232 262 180 282 130 274 90 268 58 246 58 202Z"/>
<path fill="#10081a" d="M60 206C90 212 120 230 132 258 96 260 68 242 60 206Z"/><path fill="#fff" d="M68 214 74 228 80 219 86 234 92 225 98 240 104 231 112 248 116 236Z"/>
<circle cx="122" cy="180" r="13" fill="#fff"/><circle cx="118" cy="180" r="7" fill="#0b0f1a"/><path fill="${p.b}" d="M168 226C178 246 196 254 212 252 202 240 196 230 194 220Z"/>
<path d="M150 160C170 168 186 186 190 206" stroke="#fff" stroke-opacity=".25" stroke-width="5" fill="none"/>`,

  takraw: () =>
    `<path d="M24 150V316M276 150V316" stroke="#e8e1d0" stroke-width="6"/><rect x="24" y="150" width="252" height="8" fill="#f5f7fb"/>
<g stroke="#fff" stroke-opacity=".35" stroke-width="2">${Array.from({ length: 25 }, (_, i) => `<path d="M${34 + i * 10} 158V200"/>`).join("")}<path d="M24 172H276M24 186H276M24 200H276"/></g>
<path d="M80 140Q110 100 124 86M70 124Q96 92 112 80" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round" fill="none"/>
${blob(166, 96, 44)}<g transform="translate(166 92)"><circle r="44" fill="#e2b04a"/>${[0, 60, 120].map((r) => `<ellipse rx="44" ry="16" fill="none" stroke="#8a5a20" stroke-width="7" transform="rotate(${r})"/>`).join("")}<circle r="44" fill="url(#shine)"/></g>
${trophy(150, 238, 0.42)}`,

  boat: (p) => {
    let crew = "";
    for (let i = 0; i < 7; i++) {
      const x = 66 + i * 26;
      crew += `<path d="M${x} 226 ${x - 14} 270" stroke="url(#g)" stroke-width="4" stroke-linecap="round"/><rect x="${x - 6}" y="214" width="12" height="18" rx="5" fill="${i % 2 ? "#f5f7fb" : p.b}"/><circle cx="${x}" cy="206" r="7" fill="#e8b27c"/>`;
    }
    return `<g stroke="#fff" stroke-width="4"><path d="M250 70V150"/></g>${Array.from({ length: 12 }, (_, i) => `<rect x="${254 + (i % 3) * 10}" y="${72 + Math.floor(i / 3) * 10}" width="10" height="10" fill="${(i + Math.floor(i / 3)) % 2 ? "#0b0f1a" : "#fff"}"/>`).join("")}
${crew}<path fill="url(#a)" stroke="url(#g)" stroke-width="3" d="M24 232H262L282 214 280 244Q270 264 240 266H52Q30 262 24 232Z"/><path d="M36 246H262" stroke="url(#g)" stroke-width="3" stroke-dasharray="10 6"/>
<path fill="url(#g)" d="M262 236C266 206 280 188 296 186 290 198 290 212 294 226Z"/><circle cx="286" cy="200" r="3" fill="#141a2a"/><path fill="url(#g)" d="M26 234C18 214 20 200 10 190 28 194 36 210 38 232Z"/>
<path d="M20 290Q50 278 80 290T140 290 200 290 260 290M50 316Q80 304 110 316T170 316 230 316" stroke="#7dd3fc" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/>`;
  },

  hoop: () =>
    `<rect x="166" y="54" width="116" height="78" rx="6" fill="#f5f7fb"/><rect x="204" y="78" width="42" height="32" fill="none" stroke="#ff3d4f" stroke-width="4"/>
<path d="M191 128 203 178M207 130 213 180M225 132V182M243 130 237 180M259 128 247 178M196 146H254M201 162H249" stroke="#fff" stroke-width="2.5" fill="none"/><ellipse cx="225" cy="128" rx="35" ry="8" fill="none" stroke="#ff5a1f" stroke-width="6"/>
<path d="M108 160Q140 60 200 110" stroke="#fff" stroke-opacity=".45" stroke-width="3" stroke-dasharray="4 8" fill="none"/>
${blob(106, 218, 56)}<g transform="translate(106 214)"><circle r="56" fill="#f97316"/><path d="M-56 0H56M0-56V56M-38-40Q0 0-38 40M38-40Q0 0 38 40" stroke="#431407" stroke-width="4" fill="none"/><circle r="56" fill="url(#shine)"/></g>
<path d="M40 310Q150 280 260 310" stroke="#fff" stroke-opacity=".3" stroke-width="4" fill="none"/>`,

  tennis: () => {
    let strings = "";
    for (let x = 104; x <= 196; x += 12) {
      const h = f(72 * Math.sqrt(Math.max(0, 1 - ((x - 150) / 56) ** 2)));
      strings += `M${x} ${f(130 - h)}V${f(130 + h)}`;
    }
    for (let y = 70; y <= 190; y += 12) {
      const w = f(56 * Math.sqrt(Math.max(0, 1 - ((y - 130) / 72) ** 2)));
      strings += `M${f(150 - w)} ${y}H${f(150 + w)}`;
    }
    return `<path fill="url(#a)" d="M64 250H236L284 330H16Z"/><path d="M64 250H236L284 330H16ZM150 250V330M44 292H256" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="3"/>
<g transform="rotate(-28 150 190)"><path d="${strings}" stroke="#f5f7fb" stroke-opacity=".7" stroke-width="1.5"/><ellipse cx="150" cy="130" rx="58" ry="74" fill="none" stroke="url(#g)" stroke-width="10"/><path d="M128 198 150 222 172 198" stroke="url(#g)" stroke-width="8" fill="none"/><rect x="142" y="216" width="16" height="84" rx="6" fill="#1a1f2e" stroke="url(#g)" stroke-width="2"/></g>
<path d="M170 70H130M178 86H142" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>${blob(214, 82, 24)}<circle cx="214" cy="78" r="24" fill="#d9f99d"/><path d="M194 66Q214 78 200 98M234 60Q214 78 228 100" stroke="#fff" stroke-width="3" fill="none"/><circle cx="214" cy="78" r="24" fill="url(#shine)"/>`;
  },

  parlay: () =>
    `${[0, 1, 2, 3].map((i) => `<rect x="${36 + i * 58}" y="${276 - i * 42}" width="46" height="${40 + i * 42}" rx="6" fill="url(#a)" opacity="${op(0.55 + i * 0.15)}"/><circle cx="${59 + i * 58}" cy="${258 - i * 42}" r="14" fill="#19c37d" stroke="#fff" stroke-width="3"/><path d="M${52 + i * 58} ${258 - i * 42}l5 5 9-10" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`).join("")}
<path d="M40 210 220 88" stroke="url(#g)" stroke-width="5" stroke-dasharray="2 10" stroke-linecap="round"/>
${blob(226, 88, 32)}<g transform="translate(226 84)"><circle r="32" fill="#fbfbf7"/><path fill="#141a2a" d="M0-12 11-3 7 10H-7L-11-3Z"/><path d="M0-12V-32M11-3 30-9M7 10 17 26M-7 10-17 26M-11-3-30-9" stroke="#141a2a" stroke-width="3"/><circle r="32" fill="url(#shine)"/></g>`,

  derby: () =>
    `<circle cx="150" cy="156" r="96" fill="url(#g)" opacity=".9"/><circle cx="112" cy="120" r="12" fill="#d99a1e" opacity=".5"/><circle cx="186" cy="188" r="16" fill="#d99a1e" opacity=".4"/><circle cx="180" cy="110" r="7" fill="#d99a1e" opacity=".5"/>
<path fill="#0b0f1a" stroke="url(#g)" stroke-width="2" d="M112 300 114 244C102 226 94 206 98 186 84 184 72 176 72 164L92 142C98 118 116 98 138 92L144 72 156 90C186 96 208 126 210 164 212 204 198 236 204 300Z"/>
<path fill="#1a1f2e" d="M156 90C176 110 186 150 184 200 198 170 200 120 170 96Z"/><circle cx="124" cy="134" r="5" fill="#f7d774"/>
<path d="M20 300H280M20 322H280M40 300V322M100 300V322M160 300V322M220 300V322M270 300V322" stroke="#f5f7fb" stroke-width="4"/>
<path d="M52 268A20 20 0 1 1 84 268" stroke="url(#g)" stroke-width="9" fill="none" stroke-linecap="round"/>`,

  mekong: (p) =>
    `<path fill="url(#a)" opacity=".7" d="M0 268Q40 252 80 268T160 268 240 268 300 262V400H0Z"/><path fill="${p.b}" d="M0 300Q40 286 80 300T160 300 240 300 300 296V400H0Z"/>
<circle cx="150" cy="96" r="40" fill="url(#g)" opacity=".85"/>
${[[56, 220, 2], [96, 180, 5], [140, 160, 8], [184, 166, 1], [222, 190, 9], [252, 232, 3]].map(([x, y, n], i) => nball(x!, y!, 24, ["#ff3d71", "#ff8a00", "#f7d774", "#19c37d", "#3b82f6", "#a855f7"][i]!, n!)).join("")}`,

  chart: () => {
    const cs = [[40, 240, 270, 1], [70, 226, 256, 0], [100, 206, 244, 1], [130, 212, 232, 0], [160, 176, 220, 1], [190, 150, 196, 1], [220, 160, 180, 0], [250, 112, 166, 1]];
    return `<g stroke="#fff" stroke-opacity=".08" stroke-width="2">${[100, 150, 200, 250, 300].map((y) => `<path d="M20 ${y}H280"/>`).join("")}</g>
${cs.map(([x, a, b, up]) => `<path d="M${x} ${a! - 14}V${b! + 14}" stroke="${up ? "#19c37d" : "#ff5a5f"}" stroke-width="3"/><rect x="${x! - 9}" y="${a}" width="18" height="${b! - a!}" rx="3" fill="${up ? "#19c37d" : "#ff5a5f"}"/>`).join("")}
<path d="M30 288 96 240 150 256 246 116" stroke="url(#g)" stroke-width="8" fill="none" stroke-linejoin="round" stroke-linecap="round"/><path fill="url(#g)" d="M258 94 262 134 230 122Z"/>
${nball(72, 300, 20, "#ff3d71", 4)}${nball(122, 306, 20, "#3b82f6", 7)}${nball(172, 302, 20, "#ff8a00", 0)}`;
  },

  keno: (p, rnd) => {
    let cells = "";
    const picked = new Set<number>();
    while (picked.size < 7) picked.add(Math.floor(rnd() * 20));
    for (let i = 0; i < 20; i++) {
      const x = 54 + (i % 5) * 40;
      const y = 132 + Math.floor(i / 5) * 40;
      cells += `<use href="#${define(`<rect width="34" height="34" rx="8" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".25"/>`)}" x="${x}" y="${y}"/>`;
      if (picked.has(i)) cells += `<circle cx="${x + 17}" cy="${y + 17}" r="14" fill="url(#g)"/>${digit(x + 17, y + 17, (i * 7) % 10, 8, 13, "#3a1f06", 2.5)}`;
    }
    return `${lantern(50, 84, 0.7)}${lantern(250, 84, 0.7)}<rect x="42" y="120" width="216" height="176" rx="14" fill="url(#a)" opacity=".55" stroke="url(#g)" stroke-width="4"/>${cells}${spark(150, 88, 12)}`;
  },

  pingpong: (_p, rnd) =>
    `<g transform="rotate(32 116 210)">${shadow(`<ellipse cx="116" cy="176" rx="62" ry="68"/>`)}<rect x="104" y="232" width="24" height="84" rx="8" fill="#8a5a2b"/><ellipse cx="116" cy="176" rx="62" ry="68" fill="#e11d48" stroke="#7f1d1d" stroke-width="6"/><path d="M80 140Q96 120 120 118" stroke="#fff" stroke-opacity=".35" stroke-width="7" fill="none" stroke-linecap="round"/></g>
${[[200, 100, 8, "#f8fafc"], [240, 176, 3, "#ff8a00"], [196, 250, 6, "#f8fafc"], [252, 290, 1, "#ff8a00"]].map(([x, y, n, c]) => `<path d="M${(x as number) - 30 - rnd() * 20} ${(y as number) + 6}H${(x as number) - 26}" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>${nball(x as number, y as number, 22, c as string, n as number)}`).join("")}`,

  seven: () =>
    `<circle cx="150" cy="186" r="120" fill="url(#gw)"/><path transform="translate(156 194) scale(1.15)" fill="#7a4a05" d="M-60-84H60V-60L-8 84H-46L18-52H-60Z"/><path transform="translate(150 186) scale(1.15)" fill="url(#g)" d="M-60-84H60V-60L-8 84H-46L18-52H-60Z"/>
<path transform="translate(150 186) scale(1.15)" fill="#fff" opacity=".4" d="M-54-78H54V-70H-54Z"/>${spark(66, 96, 14)}${spark(242, 250, 12)}${spark(232, 90, 8)}
${nball(64, 286, 22, "#ff3d71", 7)}${nball(236, 300, 22, "#3b82f6", 7)}`,

  bingo: (p, rnd) => {
    let grid = "";
    const cs = ["#ff3d71", "#ff8a00", "#f7d774", "#19c37d", "#3b82f6"];
    for (let c = 0; c < 5; c++) grid += `<rect x="${64 + c * 34.4}" y="100" width="34.4" height="30" fill="${cs[c]}"/>`;
    grid += `<path d="${[1, 2, 3, 4].map((c) => `M${64 + c * 34.4} 130V292`).join("")}${[1, 2, 3, 4].map((r) => `M64 ${130 + r * 32.4}H236`).join("")}" stroke="#d6c7a6" stroke-width="2"/>`;
    for (let i = 0; i < 25; i++) {
      if (i === 12 || rnd() < 0.62) continue;
      grid += `<circle cx="${f(81 + (i % 5) * 34.4)}" cy="${f(146 + Math.floor(i / 5) * 32.4)}" r="12" fill="${p.a}" opacity=".75"/>`;
    }
    return `<g transform="rotate(-6 150 200)">${shadow(`<rect x="56" y="92" width="188" height="208" rx="12"/>`)}<rect x="56" y="92" width="188" height="208" rx="12" fill="#fbf8f0"/>${grid}${spark(150, 211, 13, "#d99a1e")}</g>
${nball(236, 296, 32, "#3b82f6", 8)}${nball(62, 88, 22, "#ff3d71", 3)}`;
  },

  trophyBig: (_p, rnd) => {
    let confetti = "";
    const cs = ["#ff3d71", "#f7d774", "#19c37d", "#38bdf8", "#a855f7"];
    for (let i = 0; i < 10; i++) confetti += `<rect x="${f(24 + rnd() * 250)}" y="${f(40 + rnd() * 260)}" width="9" height="4" fill="${cs[i % 5]}" transform="rotate(${f(rnd() * 180)} ${f(24 + rnd() * 250)} ${f(40 + rnd() * 260)})"/>`;
    let laurel = "";
    for (let i = 0; i < 6; i++) {
      const a = (200 - i * 22) * (Math.PI / 180);
      const x = f(150 + Math.cos(a) * 116);
      const y = f(190 - Math.sin(a) * 116);
      laurel += `<ellipse cx="${x}" cy="${y}" rx="7" ry="16" fill="#19c37d" transform="rotate(${f(-(200 - i * 22) + 90 + 30)} ${x} ${y})"/><ellipse cx="${f(300 - x)}" cy="${y}" rx="7" ry="16" fill="#19c37d" transform="rotate(${f((200 - i * 22) - 90 - 30)} ${f(300 - x)} ${y})"/>`;
    }
    return `${confetti}${laurel}${trophy(150, 96, 1)}${spark(150, 140, 16, "#fff")}`;
  },

  radar: (p) =>
    `<g fill="none" stroke="${p.a}" stroke-opacity=".6" stroke-width="2.5"><circle cx="150" cy="190" r="40"/><circle cx="150" cy="190" r="80"/><circle cx="150" cy="190" r="120"/><path d="M30 190H270M150 70V310"/></g>
<path d="M150 190 270 190A120 120 0 0 0 235 105Z" fill="${p.a}" opacity=".35"/><path d="M150 190 235 105" stroke="${p.a}" stroke-width="4"/>
${[[214, 140, "#ff5a5f"], [96, 236, "#ff5a5f"], [188, 262, "#f5f7fb"], [86, 130, "#f5f7fb"]].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="12" fill="${c}" opacity=".3"/><circle cx="${x}" cy="${y}" r="5" fill="${c}"/>`).join("")}
<g fill="none" stroke="url(#g)" stroke-width="4"><circle cx="214" cy="140" r="22"/><path d="M214 110V124M214 156V170M184 140H198M230 140H244" stroke-linecap="round"/></g>`,

  kart: (p) =>
    `<path d="M66 56V230" stroke="#e8e1d0" stroke-width="6" stroke-linecap="round"/><g transform="translate(68 58) skewY(8)">${Array.from({ length: 24 }, (_, i) => `<rect x="${(i % 6) * 20}" y="${Math.floor(i / 6) * 20}" width="20" height="20" fill="${(i + Math.floor(i / 6)) % 2 ? "#0b0f1a" : "#f5f7fb"}"/>`).join("")}</g>
<path d="M20 244H80M10 264H70M24 284H84" stroke="${p.a}" stroke-width="5" stroke-linecap="round" opacity=".8"/>
<path fill="url(#a)" d="M64 288H244L262 262H206L190 240H122L98 262H56Z"/><path d="M240 262 270 250" stroke="${p.b}" stroke-width="6" stroke-linecap="round"/>
<circle cx="156" cy="226" r="22" fill="${p.b}"/><path fill="#0b1220" d="M140 222H176V232H146Z"/>
${[92, 220].map((x) => `<circle cx="${x}" cy="292" r="24" fill="#141a2a"/><circle cx="${x}" cy="292" r="24" fill="none" stroke="${p.a}" stroke-width="4"/><circle cx="${x}" cy="292" r="8" fill="url(#g)"/>`).join("")}`,

  parachute: (p) =>
    `<path fill="url(#a)" d="M58 132Q150 24 242 132Q227 118 211 132Q196 118 181 132Q165 118 150 132Q135 118 119 132Q104 118 89 132Q73 118 58 132Z"/>
<path fill="#fff" opacity=".3" d="M119 132Q120 60 150 50 135 70 135 132ZM181 132Q180 60 150 50 165 70 165 132Z"/>
<path d="M58 132 140 214M89 132 144 214M119 132 148 214M181 132 152 214M211 132 156 214M242 132 160 214" stroke="#e8e1d0" stroke-width="1.5"/>
<rect x="126" y="212" width="48" height="40" rx="4" fill="#8a5a2b" stroke="#5b3413" stroke-width="3"/><path d="M126 212 174 252M174 212 126 252" stroke="#5b3413" stroke-width="3"/>
<ellipse cx="150" cy="310" rx="120" ry="20" fill="${p.b}" opacity=".6"/><ellipse cx="196" cy="300" rx="56" ry="13" fill="#f4d58d"/><path d="M204 298C204 280 198 266 188 256" stroke="#8a5a2b" stroke-width="5" fill="none"/><path fill="#22c55e" d="M188 256C172 246 160 252 156 258 170 254 180 258 188 260 184 248 192 238 206 240 194 244 190 252 188 256Z"/>`,

  clash: () => {
    const c = (x: number, r: number, icon: string) =>
      `${shadow(`<rect x="-50" y="-72" width="100" height="144" rx="12"/>`, `translate(${x} 196) rotate(${r})`)}<g transform="translate(${x} 196) rotate(${r})"><rect x="-50" y="-72" width="100" height="144" rx="12" fill="url(#a)" stroke="url(#g)" stroke-width="5"/><rect x="-38" y="-58" width="76" height="74" rx="6" fill="#0b0f1a" opacity=".55"/>${icon}<rect x="-38" y="26" width="76" height="8" rx="4" fill="#fff" opacity=".4"/><rect x="-38" y="40" width="52" height="8" rx="4" fill="#fff" opacity=".25"/><circle cx="-40" cy="-62" r="14" fill="#3b82f6" stroke="url(#g)" stroke-width="3"/></g>`;
    return `${c(96, -16, `<path fill="#ff8a00" d="M0-50C18-30 22-10 12 4 8-6 2-10-2-12 0-2-6 6-14 4-20-10-10-30 0-50Z"/>`)}${c(204, 16, `<path fill="#38bdf8" d="M0-50 16-21 0 8-16-21Z"/><path fill="#e0f2fe" d="M0-50 8-21 0 8Z"/>`)}
<path fill="url(#g)" d="M150 150 160 178 188 172 170 194 186 218 158 210 150 238 142 210 114 218 130 194 112 172 140 178Z"/><circle cx="150" cy="194" r="10" fill="#fff6d6"/>`;
  },

  mecha: (p) =>
    `${bolt(50, 120, 1.3, p.b)}${bolt(250, 260, 1.1, p.b)}<path fill="url(#g)" d="M150 128 92 54 110 52 150 104 190 52 208 54Z"/>
${shadow(`<path d="M150 86C206 86 232 130 230 180L222 236 182 266H118L78 236 70 180C68 130 94 86 150 86Z"/>`)}<path fill="url(#a)" stroke="url(#g)" stroke-width="4" d="M150 86C206 86 232 130 230 180L222 236 182 266H118L78 236 70 180C68 130 94 86 150 86Z"/>
<path fill="#0b1220" d="M94 160H206L196 198H104Z"/><path fill="${p.b}" d="M108 170H142L138 186H112ZM192 170H158L162 186H188Z"/><path fill="#fff" opacity=".8" d="M114 174H136L135 178H115ZM186 174H164L165 178H185Z"/>
<path d="M150 206V262M124 222H176M128 238H172M132 252H168" stroke="#0b1220" stroke-opacity=".5" stroke-width="4"/><path fill="url(#g)" d="M140 96H160L156 132H144Z"/><path fill="#fff" opacity=".2" d="M100 116Q120 96 146 92 118 110 104 150Z"/>`,

  pegs: (p) => {
    let pegs = "";
    for (let r = 0; r < 7; r++) for (let i = 0; i < r + 3; i++) pegs += `<circle cx="${f(150 + (i - (r + 2) / 2) * 28)}" cy="${112 + r * 24}" r="4.5" fill="#f5f7fb"/>`;
    const cs = ["#ff3d4f", "#ff8a00", "#f7d774", "#19c37d", "#22d3ee", "#19c37d", "#f7d774", "#ff8a00", "#ff3d4f"];
    return `<path fill="url(#g)" d="M94 86 150 50 206 86Z"/><path d="M94 86l-12-10M206 86l12-10" stroke="url(#g)" stroke-width="5" stroke-linecap="round"/><rect x="104" y="86" width="92" height="8" fill="url(#a)"/>
${pegs}<path d="M150 98Q170 118 164 136T178 184 166 230" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-dasharray="3 6" fill="none"/>${glow(166, 236, 12)}<circle cx="166" cy="236" r="11" fill="url(#g)"/>
${cs.map((c, i) => `<rect x="${f(150 + (i - 4) * 28 - 12)}" y="284" width="24" height="22" rx="5" fill="${c}"/>`).join("")}<rect x="${f(150 - 4 * 28 - 16)}" y="306" width="${f(8 * 28 + 32)}" height="8" rx="4" fill="${p.b}"/>`;
  },

  tower: (p) => {
    let blocks = "";
    const ws = [120, 110, 100, 92, 84, 76, 68, 60];
    ws.forEach((w, i) => {
      const x = f(150 - w / 2 + (i % 2 ? 4 : -4));
      const y = 286 - i * 26;
      blocks += `<rect x="${x}" y="${y}" width="${w}" height="24" rx="4" fill="${i % 2 ? p.b : p.a}" stroke="#0b0f1a" stroke-opacity=".4" stroke-width="2"/>${[0, 1, 2].map((k) => `<rect x="${f(x + 10 + k * (w - 28) / 2)}" y="${y + 7}" width="8" height="10" rx="2" fill="#fff6d6" opacity="${(i + k) % 3 ? ".85" : ".25"}"/>`).join("")}`;
    });
    return `<ellipse cx="70" cy="110" rx="34" ry="12" fill="#fff" opacity=".12"/><ellipse cx="236" cy="160" rx="40" ry="13" fill="#fff" opacity=".1"/>
${blocks}<path d="M150 76V50" stroke="#e8e1d0" stroke-width="4"/><path fill="#ff3d71" d="M152 50H184L176 60 184 70H152Z"/>
<path d="M62 300C30 240 70 160 120 120" stroke="url(#g)" stroke-width="6" fill="none" stroke-linecap="round" stroke-dasharray="2 12"/><path fill="url(#g)" d="M128 112 122 134 106 120Z"/>`;
  },

  coinflip: () =>
    `${blob(150, 160, 84)}${coin(150, 156, 84)}<path fill="#8a5206" d="M112 174 104 128 128 148 150 116 172 148 196 128 188 174Z"/><rect x="112" y="174" width="76" height="14" rx="4" fill="#8a5206"/><circle cx="150" cy="150" r="7" fill="#fff6d6"/>
<path d="M58 260A94 30 0 0 0 242 260" stroke="#fff" stroke-opacity=".35" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M70 290A80 24 0 0 0 230 290" stroke="#fff" stroke-opacity=".2" stroke-width="4" fill="none" stroke-linecap="round"/>
<g transform="rotate(-24 218 284)"><ellipse cx="218" cy="290" rx="38" ry="12" fill="#8a5206"/><ellipse cx="218" cy="284" rx="38" ry="12" fill="url(#g)"/></g>${spark(70, 96, 12)}${spark(240, 110, 9)}`,
};

// ---------- categories and games ----------

const CATEGORIES: Record<string, Category> = {
  slot: { palette: { bg: ["#2a0f4a", "#0b0f1a"], a: "#a855f7", b: "#6d28d9", glow: "#a855f7" }, pattern: "rays", motif: M.reels! },
  "slot-itp": { palette: { bg: ["#0b3b3a", "#0b0f1a"], a: "#14b8a6", b: "#0f766e", glow: "#2dd4bf" }, pattern: "rays", motif: M.reels! },
  "hack-slot": { palette: { bg: ["#062a3f", "#0b0f1a"], a: "#22d3ee", b: "#a3e635", glow: "#22d3ee" }, pattern: "circuit", motif: M.flask! },
  casino: { palette: { bg: ["#3a0a14", "#0b0f1a"], a: "#e11d48", b: "#7f1d1d", glow: "#ff3d71" }, pattern: "lattice", motif: M.roulette! },
  card: { palette: { bg: ["#083a26", "#0b0f1a"], a: "#19c37d", b: "#0f6b45", glow: "#19c37d" }, pattern: "suits", motif: M.pokdeng! },
  fish: { palette: { bg: ["#062a4a", "#0b0f1a"], a: "#38bdf8", b: "#2dd4bf", glow: "#38bdf8" }, pattern: "bubbles", motif: M.fish! },
  sports: { palette: { bg: ["#0a2f1f", "#0b0f1a"], a: "#22c55e", b: "#15803d", glow: "#60a5fa" }, pattern: "pitch", motif: M.pitch! },
  lotto: { palette: { bg: ["#3a1a06", "#0b0f1a"], a: "#ff8a00", b: "#ff3d71", glow: "#ff8a00" }, pattern: "confetti", motif: M.globe! },
  esports: { palette: { bg: ["#1a0b3a", "#0b0f1a"], a: "#8b5cf6", b: "#ec4899", glow: "#8b5cf6" }, pattern: "hex", motif: M.swords! },
  skill: { palette: { bg: ["#141a3a", "#0b0f1a"], a: "#6366f1", b: "#ff8a00", glow: "#6366f1" }, pattern: "grid", motif: M.hilo! },
};

/** Per-game motif and palette tweaks; games not listed get their category's motif and palette. */
const GAME_ART: Record<string, { motif: Motif; palette?: Partial<Palette> }> = {
  "moon-dragon": { motif: M.dragon!, palette: { a: "#c026d3", b: "#7c3aed" } },
  "golden-naga": { motif: M.naga!, palette: { bg: ["#0c3a2a", "#0b0f1a"], a: "#19c37d", b: "#047857", glow: "#f7d774" } },
  "lotus-riches": { motif: M.lotus!, palette: { bg: ["#3d0d36", "#0b0f1a"], a: "#ff3d71", b: "#2dd4bf", glow: "#ff6fa0" } },
  "tuk-tuk-turbo": { motif: M.tuktuk!, palette: { bg: ["#3a1606", "#0b0f1a"], a: "#ff8a00", b: "#14b8c4", glow: "#ff8a00" } },
  "mango-sticky-win": { motif: M.mango!, palette: { bg: ["#2e2206", "#0b0f1a"], a: "#ffc21a", b: "#ff7a00", glow: "#ff9f1a" } },
  "temple-of-stars": { motif: M.temple!, palette: { bg: ["#1b1850", "#0b0f1a"], a: "#6366f1", b: "#312e81", glow: "#818cf8" } },
  "elephant-fortune": { motif: M.elephant!, palette: { a: "#5eead4", b: "#0d9488" } },
  "river-market": { motif: M.river!, palette: { bg: ["#3a1f2a", "#0b0f1a"], a: "#ff8a00", b: "#0e7490", glow: "#ff8a00" } },
  "royal-baccarat": { motif: M.crown! },
  "lucky-roulette": { motif: M.roulette!, palette: { bg: ["#2a0a24", "#0b0f1a"], a: "#be185d", glow: "#f7d774" } },
  "dragon-tiger": { motif: M.versus! },
  "pok-deng": { motif: M.pokdeng! },
  "kang-card": { motif: M.kang!, palette: { bg: ["#24104a", "#0b0f1a"], a: "#7c3aed", b: "#4c1d95", glow: "#a855f7" } },
  "ocean-hunter": { motif: M.hunter! },
  "coral-king": { motif: M.coral!, palette: { bg: ["#073a4a", "#0b0f1a"], a: "#ff6f61", b: "#ffb020", glow: "#2dd4bf" } },
  "thai-league-live": { motif: M.pitch! },
  "muay-thai-night": { motif: M.glove!, palette: { bg: ["#1a0f3a", "#0b0f1a"], a: "#ff3d4f", b: "#b91c1c", glow: "#ff5a5f" } },
  "thai-lotto": { motif: M.globe! },
  "yiki-express": { motif: M.ticket!, palette: { bg: ["#3a0b2a", "#0b0f1a"], a: "#ff3d71", b: "#a855f7", glow: "#ff3d71" } },
  "battle-arena": { motif: M.swords!, palette: { a: "#ef4444", b: "#7c3aed", glow: "#ef4444" } },
  "moba-masters": { motif: M.moba!, palette: { bg: ["#0b1a4a", "#0b0f1a"], a: "#3b82f6", b: "#8b5cf6", glow: "#3b82f6" } },
  "formula-lab": { motif: M.flask! },
  "hi-lo-coins": { motif: M.hilo! },
  "crash-rocket": { motif: M.rocket!, palette: { bg: ["#0b1a3a", "#0b0f1a"], a: "#ff8a00", b: "#ff3d71", glow: "#ff8a00" } },
  "mines-grid": { motif: M.mines!, palette: { bg: ["#0b2a3a", "#0b0f1a"], a: "#334e7a", b: "#19c37d", glow: "#19c37d" } },
  // The full catalogue.
  "siam-sapphire": { motif: N.gem!, palette: { bg: ["#0b1f4a", "#0b0f1a"], a: "#3b82f6", b: "#1e3a8a", glow: "#60a5fa" } },
  "jungle-tiger-gold": { motif: N.tiger!, palette: { bg: ["#0c2e1a", "#0b0f1a"], a: "#ff9a1f", b: "#c2410c", glow: "#f7d774" } },
  "songkran-splash": { motif: N.splash!, palette: { bg: ["#06304a", "#0b0f1a"], a: "#38bdf8", b: "#0ea5e9", glow: "#7dd3fc" } },
  "floating-lanterns": { motif: N.lanterns!, palette: { bg: ["#2a0f3a", "#0b0f1a"], a: "#ffb020", b: "#ff6a00", glow: "#ff8a00" } },
  "garuda-gold": { motif: N.wings!, palette: { bg: ["#3a0a0a", "#0b0f1a"], a: "#dc2626", b: "#7f1d1d", glow: "#f7d774" } },
  "coconut-cove": { motif: N.palm!, palette: { bg: ["#06384a", "#0b0f1a"], a: "#2dd4bf", b: "#0e7490", glow: "#ffb020" } },
  "jade-koi": { motif: N.koi!, palette: { bg: ["#063a2e", "#0b0f1a"], a: "#ff8a00", b: "#047857", glow: "#34d399" } },
  "silk-road-gems": { motif: N.gems!, palette: { bg: ["#3a1a0a", "#0b0f1a"], a: "#a855f7", b: "#6d28d9", glow: "#ff8a00" } },
  "night-bazaar": { motif: N.bazaar!, palette: { bg: ["#1a0f3a", "#0b0f1a"], a: "#ff3d71", b: "#14b8a6", glow: "#ff8a00" } },
  "neon-circuit": { motif: N.cpu! },
  "quantum-reels": { motif: N.atom!, palette: { bg: ["#1a0b3a", "#0b0f1a"], a: "#c084fc", b: "#22d3ee", glow: "#a855f7" } },
  "cyber-koi": { motif: N.koi!, palette: { bg: ["#04263a", "#0b0f1a"], a: "#22d3ee", b: "#0e7490", glow: "#22d3ee" } },
  "binary-bloom": { motif: M.lotus!, palette: { bg: ["#0a2a1a", "#0b0f1a"], a: "#a3e635", b: "#22d3ee", glow: "#a3e635" } },
  "prism-lab": { motif: N.prism!, palette: { bg: ["#141a3a", "#0b0f1a"], glow: "#818cf8" } },
  "glitch-garden": { motif: N.glitch!, palette: { bg: ["#0b1a2a", "#0b0f1a"], a: "#22d3ee", b: "#a3e635", glow: "#ff3d71" } },
  "robo-tuk-tuk": { motif: N.robot!, palette: { bg: ["#2a1a06", "#0b0f1a"], a: "#ff8a00", b: "#14b8c4", glow: "#22d3ee" } },
  "sic-bo-palace": { motif: N.dice3!, palette: { bg: ["#3a0a14", "#0b0f1a"], glow: "#f7d774" } },
  "lantern-baccarat": { motif: N.baccarat!, palette: { bg: ["#2a0a0a", "#0b0f1a"], a: "#0f6b45", b: "#064e3b", glow: "#ff3d71" } },
  "golden-blackjack": { motif: N.blackjack!, palette: { bg: ["#0a2a1f", "#0b0f1a"], glow: "#f7d774" } },
  "fan-tan-classic": { motif: N.fantan!, palette: { bg: ["#2a1206", "#0b0f1a"], glow: "#ff8a00" } },
  "lucky-wheel-live": { motif: wheelOf(["#e11d48", "#141a2a", "#f7d774", "#19c37d"]), palette: { bg: ["#2a0a30", "#0b0f1a"], glow: "#ff3d71" } },
  "dummy-deluxe": { motif: N.dummy!, palette: { bg: ["#0a2a3a", "#0b0f1a"], a: "#0ea5e9", b: "#075985", glow: "#38bdf8" } },
  "king-and-slave": { motif: N.king!, palette: { bg: ["#2a0a1a", "#0b0f1a"], glow: "#f7d774" } },
  "three-card-duel": { motif: N.duel!, palette: { bg: ["#1a0b3a", "#0b0f1a"], a: "#ef4444", b: "#7f1d1d", glow: "#a855f7" } },
  "holdem-night": { motif: N.holdem!, palette: { bg: ["#0b1330", "#0b0f1a"], a: "#15803d", b: "#064e3b", glow: "#6366f1" } },
  "domino-rush": { motif: N.domino!, palette: { bg: ["#3a1a06", "#0b0f1a"], glow: "#ff8a00" } },
  "rummy-river": { motif: N.run!, palette: { bg: ["#062a3a", "#0b0f1a"], a: "#38bdf8", b: "#0e7490", glow: "#2dd4bf" } },
  "golden-whale": { motif: N.whale!, palette: { bg: ["#05304a", "#0b0f1a"], glow: "#f7d774" } },
  "shark-strike": { motif: N.shark!, palette: { bg: ["#0b1a3a", "#0b0f1a"], a: "#64748b", b: "#334155", glow: "#38bdf8" } },
  "mermaid-treasure": { motif: N.chest!, palette: { bg: ["#07304a", "#0b0f1a"], a: "#2dd4bf", b: "#a855f7", glow: "#f7d774" } },
  "deep-sea-cannon": { motif: N.cannon!, palette: { bg: ["#041a3a", "#0b0f1a"], a: "#3b82f6", b: "#22d3ee", glow: "#38bdf8" } },
  "octopus-party": { motif: N.octopus!, palette: { bg: ["#2a0b3a", "#0b0f1a"], a: "#ff6fa0", b: "#a855f7", glow: "#ff6fa0" } },
  "lantern-reef": { motif: N.angler!, palette: { bg: ["#020b1f", "#0b0f1a"], a: "#334e7a", b: "#22d3ee", glow: "#22d3ee" } },
  "sepak-takraw-cup": { motif: N.takraw!, palette: { bg: ["#0a2a3a", "#0b0f1a"], glow: "#ff8a00" } },
  "long-boat-derby": { motif: N.boat!, palette: { bg: ["#062a3a", "#0b0f1a"], a: "#e11d48", b: "#ff8a00", glow: "#38bdf8" } },
  "hoops-night": { motif: N.hoop!, palette: { bg: ["#1a0b3a", "#0b0f1a"], glow: "#ff8a00" } },
  "ace-court-live": { motif: N.tennis!, palette: { bg: ["#0b1f4a", "#0b0f1a"], a: "#2563eb", b: "#1e3a8a", glow: "#a3e635" } },
  "step-parlay": { motif: N.parlay!, palette: { glow: "#19c37d" } },
  "moonlit-derby": { motif: N.derby!, palette: { bg: ["#141a3a", "#0b0f1a"], glow: "#818cf8" } },
  "mekong-lotto": { motif: N.mekong!, palette: { bg: ["#3a1a06", "#0b0f1a"], a: "#0ea5e9", b: "#075985", glow: "#ff8a00" } },
  "stock-lotto": { motif: N.chart!, palette: { bg: ["#0b1a2a", "#0b0f1a"], glow: "#19c37d" } },
  "keno-lanterns": { motif: N.keno!, palette: { bg: ["#3a0a14", "#0b0f1a"], a: "#7f1d1d", b: "#450a0a", glow: "#ff3d71" } },
  "ping-pong-numbers": { motif: N.pingpong!, palette: { bg: ["#062a3a", "#0b0f1a"], glow: "#38bdf8" } },
  "lucky-seven-draw": { motif: N.seven!, palette: { bg: ["#3a0a2a", "#0b0f1a"], glow: "#ff3d71" } },
  "golden-bingo": { motif: N.bingo!, palette: { bg: ["#1a0b3a", "#0b0f1a"], a: "#ff3d71", glow: "#f7d774" } },
  "dragon-league": { motif: N.trophyBig!, palette: { bg: ["#1a0b3a", "#0b0f1a"], a: "#ef4444", b: "#7c3aed", glow: "#f7d774" } },
  "tactic-strike": { motif: N.radar!, palette: { bg: ["#062a1a", "#0b0f1a"], a: "#22c55e", glow: "#22c55e" } },
  "neon-kart-cup": { motif: N.kart!, palette: { bg: ["#1a0b3a", "#0b0f1a"], a: "#ec4899", b: "#22d3ee", glow: "#ec4899" } },
  "last-island-royale": { motif: N.parachute!, palette: { bg: ["#0a2a4a", "#0b0f1a"], a: "#ff8a00", b: "#0e7490", glow: "#38bdf8" } },
  "card-clash-arena": { motif: N.clash!, palette: { bg: ["#2a0b3a", "#0b0f1a"], a: "#7c3aed", b: "#312e81", glow: "#a855f7" } },
  "mecha-duel": { motif: N.mecha!, palette: { bg: ["#0b1330", "#0b0f1a"], a: "#64748b", b: "#ef4444", glow: "#ef4444" } },
  "pagoda-drop": { motif: N.pegs!, palette: { bg: ["#2a0f3a", "#0b0f1a"], a: "#ff3d71", b: "#6366f1", glow: "#a855f7" } },
  "dice-duel": { motif: N.dice2!, palette: { bg: ["#0b1a3a", "#0b0f1a"], glow: "#6366f1" } },
  "tower-climb": { motif: N.tower!, palette: { bg: ["#0b1f3a", "#0b0f1a"], a: "#6366f1", b: "#ff8a00", glow: "#38bdf8" } },
  "coin-flip-king": { motif: N.coinflip!, palette: { bg: ["#2a1a06", "#0b0f1a"], glow: "#f7d774" } },
  "wheel-of-colours": {
    motif: wheelOf(["#ff3d4f", "#ff8a00", "#ffd23f", "#19c37d", "#22d3ee", "#3b82f6", "#a855f7", "#ec4899"]),
    palette: { bg: ["#141a3a", "#0b0f1a"], glow: "#ec4899" },
  },
};

/** Motifs that paint to the cover's edges: drawn full size; every other motif shrinks a little to leave room for the title. */
const FULL_BLEED = new Set([M.versus, M.glove, M.river, M.coral, N.gems, N.mekong]);

function pattern(kind: Pattern, p: Palette): string {
  const s = `stroke="#fff" stroke-opacity=".07"`;
  switch (kind) {
    case "rays":
      // One path of 12 non-overlapping wedges, so the shared opacity looks the same as per-wedge opacity.
      return `<path d="${Array.from({ length: 12 }, (_, i) => `M150 190 ${f(150 + Math.cos((i * Math.PI) / 6) * 420)} ${f(190 + Math.sin((i * Math.PI) / 6) * 420)} ${f(150 + Math.cos((i * Math.PI) / 6 + 0.2) * 420)} ${f(190 + Math.sin((i * Math.PI) / 6 + 0.2) * 420)}Z`).join("")}" fill="${p.a}" opacity=".08"/>`;
    case "lattice":
      return `<pattern id="pt" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M20 0 40 20 20 40 0 20Z" fill="none" ${s}/></pattern><rect width="300" height="400" fill="url(#pt)"/>`;
    case "suits":
      return `<pattern id="pt" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(20)" opacity=".1">${spade(15, 15, 0.6, "#ffffff14")}${heart(45, 45, 0.6, "#ffffff14")}</pattern><rect width="300" height="400" fill="url(#pt)"/>`;
    case "bubbles":
      return `<path d="M0 0H300L250 400H190ZM60 0H120L40 400H10Z" fill="#fff" opacity=".05"/>`;
    case "pitch":
      return [30, 270].map((x) => `<path d="M${x} 36 ${x < 150 ? 250 : 50} 400H${x < 150 ? 110 : 190}Z" fill="${p.glow}" opacity=".1"/><circle cx="${x}" cy="36" r="16" fill="#fff" opacity=".12"/><circle cx="${x}" cy="36" r="6" fill="#fff6d6"/>`).join("");
    case "confetti":
      return `<pattern id="pt" width="50" height="50" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="2.5" fill="${p.a}" opacity=".35"/><rect x="32" y="30" width="6" height="3" fill="${p.b}" opacity=".35" transform="rotate(30 35 31)"/></pattern><rect width="300" height="400" fill="url(#pt)"/>`;
    case "hex":
      return `<pattern id="pt" width="36" height="62" patternUnits="userSpaceOnUse"><path d="M18 0 36 10V31L18 41 0 31V10ZM18 41V62" fill="none" ${s}/></pattern><rect width="300" height="400" fill="url(#pt)"/>`;
    case "grid":
      return `<pattern id="pt" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30 0H0V30" fill="none" ${s}/></pattern><rect width="300" height="400" fill="url(#pt)"/>`;
    case "circuit":
      return `<pattern id="pt" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M0 30H20L30 20H60M30 60V40" fill="none" ${s} stroke-width="2"/><circle cx="30" cy="40" r="3" fill="#fff" opacity=".1"/></pattern><rect width="300" height="400" fill="url(#pt)"/>`;
  }
}

/** Shared paint servers; each cover only embeds the ones its art references. No <filter>s: see shadow()/halo(). */
function paints(p: Palette): Record<string, string> {
  return {
    bg: `<linearGradient id="bg" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`,
    halo: `<radialGradient id="halo" cx=".5" cy=".47" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>`,
    g: `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4c8"/><stop offset=".45" stop-color="#f7d774"/><stop offset="1" stop-color="#d99a1e"/></linearGradient>`,
    a: `<linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>`,
    pk: `<linearGradient id="pk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${p.a}"/></linearGradient>`,
    shine: `<radialGradient id="shine" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>`,
    fl: `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.a}" stop-opacity=".5"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></linearGradient>`,
    fade: `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#0b0f1a" stop-opacity="0"/><stop offset=".82" stop-color="#0b0f1a" stop-opacity=".72"/><stop offset="1" stop-color="#0b0f1a" stop-opacity=".92"/></linearGradient>`,
    sd: `<radialGradient id="sd"><stop offset=".75" stop-opacity=".45"/><stop offset="1" stop-opacity="0"/></radialGradient>`,
    gw: `<radialGradient id="gw"><stop offset="0" stop-color="#ffe79a" stop-opacity=".75"/><stop offset=".5" stop-color="#f7d774" stop-opacity=".45"/><stop offset="1" stop-color="#f7d774" stop-opacity="0"/></radialGradient>`,
    rg: `<radialGradient id="rg"><stop offset=".45" stop-color="#ff5a5f" stop-opacity=".4"/><stop offset="1" stop-color="#ff5a5f" stop-opacity="0"/></radialGradient>`,
  };
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/'/g, "&#39;");

/**
 * The game's name across the foot of the cover, in one or two lines. Fonts are the viewer's (an <img> SVG cannot use
 * the page's Kanit), so a line near the width limit gets a textLength that fits it whatever the font.
 */
function title(name: string): string {
  const upper = name.toUpperCase();
  const words = upper.split(" ");
  let lines = [upper];
  if (upper.length > 13 && words.length > 1) {
    let best = 1;
    for (let i = 1; i < words.length; i++) {
      const diff = (k: number) => Math.abs(words.slice(0, k).join(" ").length - words.slice(k).join(" ").length);
      if (diff(i) < diff(best)) best = i;
    }
    lines = [words.slice(0, best).join(" "), words.slice(best).join(" ")];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const size = f(Math.min(lines.length > 1 ? 27 : 30, 250 / (longest * 0.68)));
  const lead = f(size * 1.05);
  const y0 = f(374 - (lines.length - 1) * lead);
  const text = lines
    .map((l, i) => {
      const est = l.length * size * 0.68;
      const fit = est > 236 ? ` textLength="${f(Math.min(est, 252))}" lengthAdjust="spacingAndGlyphs"` : "";
      return `<tspan x="150" y="${f(y0 + i * lead)}"${fit}>${escapeXml(l)}</tspan>`;
    })
    .join("");
  return `<text text-anchor="middle" font-family="'Arial Black',Roboto,Arial,sans-serif" font-weight="900" font-size="${size}" fill="url(#g)" stroke="#1a0d02" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${text}</text>`;
}

function cover(slug: string, name: string, category: string): string {
  const cat = CATEGORIES[category] ?? CATEGORIES.slot!;
  const own = GAME_ART[slug];
  const p: Palette = { ...cat.palette, ...own?.palette };
  const rnd = rng(slug);
  defined = new Map();
  const motif = own?.motif ?? cat.motif;
  const art = motif(p, rnd);
  const body = `<rect width="300" height="400" fill="url(#bg)"/>${pattern(cat.pattern, p)}
<ellipse cx="150" cy="190" rx="170" ry="170" fill="url(#halo)"/>${sparkles(rnd, 5)}
${FULL_BLEED.has(motif) ? art : `<g transform="matrix(.86 0 0 .86 21 8.6)">${art}</g>`}
<rect width="300" height="400" fill="url(#fade)"/>
${title(name)}
<rect x="7" y="7" width="286" height="386" rx="14" fill="none" stroke="url(#g)" stroke-opacity=".5" stroke-width="1.5"/>`;
  const shared = [...defined].map(([g, id]) => g.replace("<g", `<g id="${id}"`)).join("");
  const defs = Object.entries(paints(p))
    .filter(([id]) => (body + shared).includes(`url(#${id})`))
    .map(([, d]) => d)
    .concat(shared ? [shared] : [])
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">\n<defs>\n${defs}\n</defs>\n${body}\n</svg>\n`;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  for (const [slug, name, , category] of GAMES) {
    const svg = cover(slug, name, category).replace(/\n+/g, "\n");
    await writeFile(path.join(OUT_DIR, `${slug}.svg`), svg);
    console.log(`${slug}.svg  ${(svg.length / 1024).toFixed(1)} KB`);
  }
}

await main();
