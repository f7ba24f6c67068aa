// Writes public/art/games/<slug>.svg (3:4 covers, 300×400) for every seeded game. Run: npx tsx scripts/art/make-game-art.ts
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

const heart = (x: number, y: number, s: number, c: string) =>
  `<path fill="${c}" transform="translate(${x} ${y}) scale(${s})" d="M0 8C-10 0-12-6-8-10-4-13 0-10 0-7 0-10 4-13 8-10 12-6 10 0 0 8Z"/>`;
const diamond = (x: number, y: number, s: number, c: string) =>
  `<path fill="${c}" transform="translate(${x} ${y}) scale(${s})" d="M0-11 8 0 0 11-8 0Z"/>`;
const spade = (x: number, y: number, s: number, c: string) =>
  `<path fill="${c}" transform="translate(${x} ${y}) scale(${s})" d="M0-11C-4-5-11-1-9 4-7 8-2 7 0 4L-3 11H3L0 4C2 7 7 8 9 4 11-1 4-5 0-11Z"/>`;
const club = (x: number, y: number, s: number, c: string) =>
  `<g fill="${c}" transform="translate(${x} ${y}) scale(${s})"><circle cy="-5" r="4.6"/><circle cx="-5" cy="2" r="4.6"/><circle cx="5" cy="2" r="4.6"/><path d="M0-2-3 11H3Z"/></g>`;

/** Playing card centred at (x,y), rotated; `face` draws inside a 60×84 card box centred on 0,0. */
function card(x: number, y: number, rot: number, face: string, back = false): string {
  const body = back
    ? `<rect x="-30" y="-42" width="60" height="84" rx="7" fill="url(#a)"/><rect x="-24" y="-36" width="48" height="72" rx="4" fill="none" stroke="url(#g)" stroke-width="2"/><path d="M0-24 14 0 0 24-14 0Z" fill="none" stroke="url(#g)" stroke-width="2"/>${crescent(0, 0, 8, 4, -3, 6.5, "url(#g)")}`
    : `<rect x="-30" y="-42" width="60" height="84" rx="7" fill="#fbf8f0"/><rect x="-26" y="-38" width="52" height="76" rx="4" fill="none" stroke="#e9dcc0" stroke-width="1.5"/>${face}`;
  const t = `translate(${x} ${y}) rotate(${rot})`;
  const sh = shadow(`<rect x="-30" y="-42" width="60" height="84" rx="7"/>`, t);
  if (!back) return `${sh}<g transform="${t}">${body}</g>`;
  return `${sh}<use href="#${define(body)}" transform="${t}"/>`; // card backs repeat: draw each from one copy
}

function chip(x: number, y: number, r: number, c: string): string {
  const dash = f((2 * Math.PI * r * 0.82) / 16);
  return `<g transform="translate(${x} ${y}) scale(1 .55)"><circle r="${r}" cy="${f(r * 0.35)}" fill="#000" opacity=".35"/><circle r="${r}" fill="${c}"/><circle r="${f(r * 0.82)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.2)}" stroke-dasharray="${dash}"/><circle r="${f(r * 0.55)}" fill="url(#g)"/></g>`;
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
        if (i % 2 === 0) spine += `<circle cx="${f(x)}" cy="${f(y - r * 0.55)}" r="${f(r * 0.22)}"/>`;
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
};

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
    fade: `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#0b0f1a" stop-opacity="0"/><stop offset="1" stop-color="#0b0f1a" stop-opacity=".75"/></linearGradient>`,
    sd: `<radialGradient id="sd"><stop offset=".75" stop-opacity=".45"/><stop offset="1" stop-opacity="0"/></radialGradient>`,
    gw: `<radialGradient id="gw"><stop offset="0" stop-color="#ffe79a" stop-opacity=".75"/><stop offset=".5" stop-color="#f7d774" stop-opacity=".45"/><stop offset="1" stop-color="#f7d774" stop-opacity="0"/></radialGradient>`,
    rg: `<radialGradient id="rg"><stop offset=".45" stop-color="#ff5a5f" stop-opacity=".4"/><stop offset="1" stop-color="#ff5a5f" stop-opacity="0"/></radialGradient>`,
  };
}

function cover(slug: string, category: string): string {
  const cat = CATEGORIES[category] ?? CATEGORIES.slot!;
  const own = GAME_ART[slug];
  const p: Palette = { ...cat.palette, ...own?.palette };
  const rnd = rng(slug);
  defined = new Map();
  const body = `<rect width="300" height="400" fill="url(#bg)"/>${pattern(cat.pattern, p)}
<ellipse cx="150" cy="190" rx="170" ry="170" fill="url(#halo)"/>${sparkles(rnd, 5)}
${(own?.motif ?? cat.motif)(p, rnd)}
<rect width="300" height="400" fill="url(#fade)"/>
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
  for (const [slug, , , category] of GAMES) {
    const svg = cover(slug, category).replace(/\n+/g, "\n");
    await writeFile(path.join(OUT_DIR, `${slug}.svg`), svg);
    console.log(`${slug}.svg  ${(svg.length / 1024).toFixed(1)} KB`);
  }
}

await main();
