// Renders public/art/banners/{welcome,auto,cashback,referral}.webp (1280×720). Run: npx tsx scripts/art/make-banners.ts
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { emblemSvg } from "./emblem";

const W = 1280;
const H = 720;
const MAX_BYTES = 90 * 1024;
const OUT_DIR = path.resolve("public/art/banners");
const FONT_DIR = path.resolve("node_modules/@fontsource/kanit/files");

type Banner = {
  key: string;
  tag: string;
  /** Headline lines; text inside [brackets] is drawn in gold. */
  lines: string[];
  sub: string;
  cta: string;
  /** Size of the gold part relative to the headline. */
  em?: number;
  /** Mood colours: main, second, deep. */
  c: [string, string, string];
  art: () => string;
};

// ---------- SVG building blocks ----------

const f = (n: number) => +n.toFixed(1);

function spark(x: number, y: number, s: number, fill = "#fff3c4", o = 1): string {
  const k = s * 0.14;
  return `<path opacity="${o}" fill="${fill}" d="M${x} ${f(y - s)}Q${f(x + k)} ${f(y - k)} ${f(x + s)} ${y}Q${f(x + k)} ${f(y + k)} ${x} ${f(y + s)}Q${f(x - k)} ${f(y + k)} ${f(x - s)} ${y}Q${f(x - k)} ${f(y - k)} ${x} ${f(y - s)}Z"/>`;
}

/** A gold coin seen at an angle: ry = r * tilt, thickness t. */
function coin(x: number, y: number, r: number, tilt = 0.42, t = r * 0.18): string {
  const ry = f(r * tilt);
  return `<g>
<path fill="url(#coinEdge)" d="M${f(x - r)} ${y}v${f(t)}a${r} ${ry} 0 0 0 ${2 * r} 0v${f(-t)}Z"/>
<path d="M${f(x - r)} ${f(y + t)}a${r} ${ry} 0 0 0 ${2 * r} 0" fill="none" stroke="#6e3f04" stroke-width="1.5" opacity=".6"/>
<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${ry}" fill="url(#coinFace)"/>
<ellipse cx="${x}" cy="${y}" rx="${f(r * 0.76)}" ry="${f(r * tilt * 0.76)}" fill="none" stroke="#b87a12" stroke-width="${f(r * 0.06)}" opacity=".7"/>
<ellipse cx="${f(x - r * 0.18)}" cy="${f(y - r * tilt * 0.3)}" rx="${f(r * 0.42)}" ry="${f(r * tilt * 0.22)}" fill="#fffbe6" opacity=".35"/>
</g>`;
}

function coinStack(x: number, y: number, r: number, n: number): string {
  const t = r * 0.2;
  let s = "";
  for (let i = 0; i < n; i++) s += coin(x, f(y - i * t), r, 0.36, t);
  return s;
}

/** A flat, front-facing coin with the GOLDMOON crescent embossed. */
function coinFront(x: number, y: number, r: number, rot = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">
<circle r="${r + r * 0.08}" fill="#9a5c08"/>
<circle r="${r}" fill="url(#coinFace)"/>
<circle r="${f(r * 0.8)}" fill="none" stroke="#b87a12" stroke-width="${f(r * 0.05)}" stroke-dasharray="${f(r * 0.05)} ${f(r * 0.07)}"/>
<g transform="scale(${f((r * 1.1) / 40)}) translate(-20 -20)" opacity=".9">
<path fill="#c4861a" d="M17.6 5.02A16.5 16.5 0 1 0 34.73 24.45 13 13 0 0 1 17.6 5.02Z"/></g>
<ellipse cx="${f(-r * 0.3)}" cy="${f(-r * 0.45)}" rx="${f(r * 0.4)}" ry="${f(r * 0.16)}" fill="#fff" opacity=".3" transform="rotate(-30 ${f(-r * 0.3)} ${f(-r * 0.45)})"/>
</g>`;
}

/** Casino chip, squashed vertically by `tilt` (1 = face-on). */
function chip(x: number, y: number, r: number, color: string, rot = 0, tilt = 1): string {
  const c = 2 * Math.PI * r * 0.86;
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(1 ${tilt})">
<circle r="${r}" fill="${color}"/>
<circle r="${f(r * 0.86)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.22)}" stroke-dasharray="${f(c / 12)} ${f(c / 12)}" opacity=".9"/>
<circle r="${f(r * 0.6)}" fill="rgba(0,0,0,.22)"/>
<circle r="${f(r * 0.6)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.04)}" stroke-dasharray="${f(r * 0.1)} ${f(r * 0.08)}" opacity=".75"/>
<circle r="${r}" fill="url(#chipShine)"/>
</g>`;
}

function rings(x: number, y: number, radii: number[], color: string): string {
  return radii
    .map((r, i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${color}" stroke-width="${i % 2 ? 1.5 : 2}" opacity="${f(0.28 - i * 0.05)}"${i % 2 ? ` stroke-dasharray="4 10"` : ""}/>`)
    .join("");
}

function person(x: number, y: number, s: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
<circle cy="-14" r="13"/><path d="M-24 26c0-16 10-26 24-26s24 10 24 26Z"/></g>`;
}

function defs(c: [string, string, string]): string {
  return `<defs>
<linearGradient id="coinFace" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b0"/><stop offset=".45" stop-color="#f7d774"/><stop offset="1" stop-color="#d99a1e"/></linearGradient>
<linearGradient id="coinEdge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a8650a"/><stop offset=".5" stop-color="#e0a52c"/><stop offset="1" stop-color="#8a5206"/></linearGradient>
<radialGradient id="chipShine" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4c8"/><stop offset=".4" stop-color="#f7d774"/><stop offset="1" stop-color="#d99a1e"/></linearGradient>
<linearGradient id="mood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c[0]}"/><stop offset="1" stop-color="${c[1]}"/></linearGradient>
<linearGradient id="streak" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="18" stdDeviation="16" flood-color="#000" flood-opacity=".5"/></filter>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 .5 0"/></filter>
<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#fff" opacity=".16"/></pattern>
<radialGradient id="fadeR" cx=".72" cy=".5" r=".55"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<mask id="dotMask"><rect width="${W}" height="${H}" fill="url(#fadeR)"/></mask>
</defs>`;
}

/** Shared backdrop: dotted field, diagonal light streaks and a few sparkles. */
function backdrop(c: [string, string, string]): string {
  const streaks = [
    [560, 0.12, 3],
    [700, 0.2, 2],
    [820, 0.08, 10],
    [1040, 0.14, 2],
    [1160, 0.07, 26],
  ]
    .map(([x, o, w]) => `<rect x="${x}" y="-200" width="${w}" height="1200" fill="url(#streak)" opacity="${o}" transform="rotate(28 ${x} 360)"/>`)
    .join("");
  return `<rect width="${W}" height="${H}" fill="url(#dots)" mask="url(#dotMask)"/>
<g style="mix-blend-mode:screen">${streaks}</g>
<path d="M640 720L1280 190V720Z" fill="${c[2]}" opacity=".35"/>
<path d="M880 720L1280 420V720Z" fill="${c[0]}" opacity=".12"/>`;
}

// ---------- per-banner art (right half; centre ≈ 960,370) ----------

function welcomeArt(): string {
  return `${rings(960, 350, [170, 230, 300, 380], "#f7d774")}
<g filter="url(#glow)" transform="translate(800 150) scale(8.4)">
<path fill="url(#gold)" d="M17.6 5.02A16.5 16.5 0 1 0 34.73 24.45 13 13 0 0 1 17.6 5.02Z"/>
<path fill="#9a5c08" opacity=".35" d="M9.32 7.79A16.5 16.5 0 1 0 32.21 30.68 16.2 16.2 0 0 1 9.32 7.79Z"/></g>
${spark(1060, 190, 44)}${spark(1140, 290, 18, "#f7d774")}${spark(760, 140, 14, "#e9d8ff")}${spark(1180, 120, 10)}
<g filter="url(#shadow)">${coinStack(830, 590, 62, 5)}${coinStack(960, 625, 74, 4)}${coinStack(1100, 600, 58, 6)}</g>
${chip(735, 470, 44, "#7b3fe4", -20, 0.55)}${chip(1190, 470, 38, "#a855f7", 25, 0.6)}
${coinFront(1150, 380, 34, 18)}${coinFront(740, 300, 26, -24)}`;
}

function autoArt(): string {
  let ticks = "";
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const long = i % 6 === 0;
    const r1 = long ? 128 : 138;
    ticks += `<line x1="${f(Math.sin(a) * r1)}" y1="${f(-Math.cos(a) * r1)}" x2="${f(Math.sin(a) * 150)}" y2="${f(-Math.cos(a) * 150)}" stroke="${long ? "#f7d774" : "#bff5e1"}" stroke-width="${long ? 7 : 3}" stroke-linecap="round" opacity="${long ? 1 : 0.6}"/>`;
  }
  const arrow = (rot: number, color: string) =>
    `<g transform="rotate(${rot})"><path d="M-190 -40A196 196 0 0 1 120 -152" fill="none" stroke="${color}" stroke-width="22" stroke-linecap="round"/><path d="M102 -190L170 -128 84 -104Z" fill="${color}"/></g>`;
  return `${rings(960, 360, [250, 320, 400], "#5eead4")}
<g transform="translate(960 360)">
<circle r="200" fill="#0d2a2a" opacity=".6"/>
${arrow(0, "#19c37d")}${arrow(180, "#14b8c4")}
<rect x="-22" y="-216" width="44" height="30" rx="8" fill="url(#gold)"/>
<circle r="168" fill="#0f3b35" stroke="url(#gold)" stroke-width="8" filter="url(#shadow)"/>
<circle r="150" fill="none" stroke="#19c37d" stroke-width="2" opacity=".5"/>
${ticks}
<path filter="url(#glow)" fill="url(#gold)" d="M18-104L-58 14H-6L-22 104 58-16H6Z"/>
</g>
${coinFront(730, 250, 40, -18)}${coinFront(1185, 520, 46, 14)}${coinFront(1190, 200, 26, 30)}
${chip(760, 560, 44, "#19c37d", 10, 0.55)}
${spark(1120, 130, 26)}${spark(790, 420, 12, "#bff5e1")}${spark(1220, 360, 14, "#f7d774")}`;
}

function cashbackArt(): string {
  return `${rings(960, 360, [200, 270, 350], "#ffb36b")}
<g transform="translate(960 360)">
<path d="M-210 40A214 214 0 0 1 150 -150" fill="none" stroke="url(#mood)" stroke-width="26" stroke-linecap="round"/>
<path d="M124 -196L210 -150 128 -96Z" fill="#ff8a00"/>
<path d="M210 -30A214 214 0 0 1 -150 150" fill="none" stroke="url(#mood)" stroke-width="26" stroke-linecap="round" opacity=".55"/>
</g>
<g filter="url(#shadow)">${coinFront(960, 370, 150, -8)}</g>
<g transform="translate(1130 190) rotate(12)" filter="url(#shadow)">
<rect x="-78" y="-78" width="156" height="156" rx="36" fill="url(#mood)"/>
<rect x="-78" y="-78" width="156" height="156" rx="36" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
<circle cx="-30" cy="-30" r="20" fill="none" stroke="#fff" stroke-width="13"/><circle cx="30" cy="30" r="20" fill="none" stroke="#fff" stroke-width="13"/>
<path d="M40-48L-40 48" stroke="#fff" stroke-width="14" stroke-linecap="round"/></g>
${coin(760, 560, 52, 0.5)}${coin(1180, 600, 40, 0.45)}${coin(800, 200, 30, 0.5)}
${chip(1210, 420, 40, "#ff3d71", -15, 0.6)}${chip(720, 400, 34, "#ff8a00", 20, 0.6)}
${spark(1240, 300, 18)}${spark(700, 130, 14, "#ffd3e0")}${spark(880, 600, 10, "#f7d774")}`;
}

function referralArt(): string {
  const nodes: [number, number, number, string][] = [
    [960, 190, 1.7, "gold"],
    [820, 370, 1.2, "a"],
    [1100, 370, 1.2, "a"],
    [740, 550, 0.9, "b"],
    [900, 550, 0.9, "b"],
    [1020, 550, 0.9, "b"],
    [1180, 550, 0.9, "b"],
  ];
  const links: [number, number][] = [[0, 1], [0, 2], [1, 3], [1, 4], [2, 5], [2, 6]];
  const line = links
    .map(([a, b]) => {
      const [x1, y1] = nodes[a]!;
      const [x2, y2] = nodes[b]!;
      return `<path d="M${x1} ${y1}C${x1} ${(y1 + y2) / 2} ${x2} ${(y1 + y2) / 2} ${x2} ${y2}" fill="none" stroke="url(#mood)" stroke-width="6" opacity=".85"/>`;
    })
    .join("");
  const disc = nodes
    .map(([x, y, s, k]) => {
      const r = 40 * s;
      const fill = k === "gold" ? "url(#gold)" : k === "a" ? "url(#mood)" : "#2a3a78";
      const ink = k === "gold" ? "#5a3606" : "#eaf0ff";
      return `<g filter="url(#shadow)"><circle cx="${x}" cy="${y}" r="${r + 8 * s}" fill="#0b0f1a" opacity=".6"/><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="#fff" stroke-opacity=".35" stroke-width="3"/></g>${person(x, y + 4 * s, s, ink)}`;
    })
    .join("");
  const badge = (x: number, y: number, n: string) =>
    `<g transform="translate(${x} ${y})"><circle r="19" fill="#0b0f1a" stroke="url(#gold)" stroke-width="4"/><text y="8" text-anchor="middle" font-size="22" font-weight="700" fill="#f7d774">${n}</text></g>`;
  return `${rings(960, 380, [220, 290, 370], "#93c5fd")}
${line}${disc}${badge(1010, 140, "1")}${badge(1148, 330, "2")}${badge(1215, 515, "3")}
${coinFront(1210, 220, 36, 16)}${coinFront(730, 220, 28, -20)}${coin(1100, 640, 34, 0.45)}
${spark(1230, 420, 16)}${spark(700, 360, 12, "#c4b5fd")}${spark(870, 130, 22)}`;
}

const BANNERS: Banner[] = [
  {
    key: "welcome",
    tag: "NEW MEMBER",
    lines: ["สมาชิกใหม่", "รับโบนัส [100%]"],
    sub: "สูงสุด 1,000 บาท ฝากครั้งแรก",
    cta: "สมัครเลย",
    c: ["#8b5cf6", "#f7d774", "#3b1a78"],
    art: welcomeArt,
  },
  {
    key: "auto",
    // Deposits credit themselves when the bank line matches; withdrawals are paid by staff, so they are not "auto".
    tag: "AUTO DEPOSIT",
    lines: ["ฝากเงินเข้า", "[อัตโนมัติ]"],
    sub: "โอนยอดตรง เครดิตเข้าเอง ไม่ต้องส่งสลิป",
    cta: "ฝากเลย",
    c: ["#19c37d", "#14b8c4", "#064e3b"],
    art: autoArt,
  },
  {
    key: "cashback",
    tag: "CASHBACK",
    lines: ["คืนยอดเสีย", "[5%]"],
    em: 1.75,
    sub: "ทุกวันจันทร์ รับได้ทุกยูส",
    cta: "ดูโปรโมชั่น",
    c: ["#ff3d71", "#ff8a00", "#6b1238"],
    art: cashbackArt,
  },
  {
    key: "referral",
    tag: "AFFILIATE",
    lines: ["ชวนเพื่อน", "รับ [3 ต่อ]"],
    // Commission is published daily, claimed by the member and carries a 1× turnover (lib/referral-terms.ts).
    sub: "ค่าแนะนำ 3 ชั้น กดรับทุกวัน เทิร์น 1 เท่า",
    cta: "ชวนเพื่อน",
    c: ["#3b82f6", "#8b5cf6", "#1e2a78"],
    art: referralArt,
  },
];

// ---------- page ----------

async function fontFaces(): Promise<string> {
  const faces: string[] = [];
  for (const weight of [400, 600, 700, 800]) {
    for (const [subset, range] of [
      ["latin", "U+0000-00FF,U+2000-206F,U+20AC"],
      ["thai", "U+0E00-0E7F,U+200C-200D,U+25CC"],
    ]) {
      const data = await readFile(path.join(FONT_DIR, `kanit-${subset}-${weight}-normal.woff2`));
      faces.push(`@font-face{font-family:Kanit;font-weight:${weight};src:url(data:font/woff2;base64,${data.toString("base64")}) format("woff2");unicode-range:${range}}`);
    }
  }
  return faces.join("\n");
}

function page(b: Banner, fonts: string): string {
  const [c0, c1, c2] = b.c;
  const lines = b.lines.map((l) => `<span>${l.replace(/\[(.+?)\]/g, '<em>$1</em>')}</span>`).join("");
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><style>
${fonts}
*{margin:0;box-sizing:border-box}
body{width:${W}px;height:${H}px;overflow:hidden;font-family:Kanit,sans-serif;color:#f5f7fb;background:#0b0f1a}
.bg{position:absolute;inset:0;background:
 radial-gradient(520px 420px at 960px 360px,${c0}66,transparent 70%),
 radial-gradient(420px 320px at 1120px 160px,${c1}40,transparent 70%),
 radial-gradient(700px 500px at 180px 700px,${c2}aa,transparent 70%),
 linear-gradient(125deg,#0b0f1a 0%,#10162a 45%,${c2} 100%)}
svg.art{position:absolute;inset:0}
.scrim{position:absolute;inset:0;background:linear-gradient(90deg,rgba(11,15,26,.82) 0%,rgba(11,15,26,.55) 40%,rgba(11,15,26,0) 62%)}
.brand{position:absolute;left:72px;top:54px;display:flex;align-items:center;gap:10px;font-weight:600;font-size:24px;letter-spacing:.1em}
.brand svg{width:40px;height:40px}
.brand b{font-weight:600;background:linear-gradient(180deg,#fff1b8,#f7d774 45%,#d99a1e);-webkit-background-clip:text;color:transparent}
.copy{position:absolute;left:72px;top:0;bottom:0;width:640px;display:flex;flex-direction:column;justify-content:center;padding-top:40px}
.tag{align-self:flex-start;font-weight:600;font-size:20px;letter-spacing:.18em;padding:6px 16px 5px;border-radius:999px;color:#fff;background:linear-gradient(90deg,${c0},${c1});box-shadow:0 0 24px ${c0}66;margin-bottom:14px}
h1{font-weight:800;font-size:90px;line-height:1.12;letter-spacing:-.005em;text-shadow:0 6px 24px rgba(0,0,0,.55)}
h1 span{display:block;white-space:nowrap}
h1 em{font-style:normal;font-size:${b.em ?? 1.12}em;line-height:1;text-shadow:none;background:linear-gradient(180deg,#fff4c8 10%,#f7d774 50%,#d99a1e 90%);-webkit-background-clip:text;color:transparent;filter:drop-shadow(0 0 18px rgba(247,215,116,.35))}
p{font-size:40px;font-weight:500;color:#e6eaf3;margin-top:12px;white-space:nowrap;text-shadow:0 2px 12px rgba(0,0,0,.6)}
.cta{align-self:flex-start;margin-top:30px;display:flex;align-items:center;gap:14px;height:80px;padding:0 34px 0 44px;border-radius:999px;font-weight:700;font-size:36px;color:#1a1204;
 background:linear-gradient(180deg,#fff0b0,#f7d774 40%,#d99a1e);box-shadow:0 10px 30px rgba(217,154,30,.45),inset 0 2px 0 rgba(255,255,255,.6),inset 0 -3px 0 rgba(120,70,0,.35)}
.cta i{display:grid;place-items:center;width:42px;height:42px;border-radius:50%;background:#1a1204}
.cta i svg{width:20px;height:20px}
.frame{position:absolute;inset:0;box-shadow:inset 0 0 0 2px rgba(255,255,255,.06),inset 0 0 120px rgba(0,0,0,.5)}
</style></head><body>
<div class="bg"></div>
<svg class="art" viewBox="0 0 ${W} ${H}">${defs(b.c)}${backdrop(b.c)}${b.art()}</svg>
<div class="scrim"></div>
<div class="brand"><svg viewBox="0 0 40 40">${emblemSvg("brand")}</svg><b>GOLDMOON</b></div>
<div class="copy"><div class="tag">${b.tag}</div><h1>${lines}</h1><p>${b.sub}</p>
<div class="cta">${b.cta}<i><svg viewBox="0 0 20 20"><path d="M7 4l6 6-6 6" fill="none" stroke="#f7d774" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg></i></div></div>
<svg class="art" viewBox="0 0 ${W} ${H}" style="opacity:.07;mix-blend-mode:overlay"><rect width="${W}" height="${H}" filter="url(#grain)"/></svg>
<div class="frame"></div>
</body></html>`;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const fonts = await fontFaces();
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: W, height: H } });
    const only = process.argv[2];
    for (const b of BANNERS.filter((x) => !only || x.key === only)) {
      await tab.setContent(page(b, fonts));
      await tab.evaluate(() => document.fonts.ready);
      const png = await tab.screenshot({ type: "png" });
      let quality = 82;
      let webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
      while (webp.length > MAX_BYTES && quality > 50) {
        quality -= 4;
        webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
      }
      await writeFile(path.join(OUT_DIR, `${b.key}.webp`), webp);
      console.log(`${b.key}.webp  ${(webp.length / 1024).toFixed(1)} KB  q${quality}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
