// Full-page screenshots of every page route (scripts/bench/routes.ts) at 375 and 1280 px, as a visitor and as the demo
// member, taken the same way every time so that two runs differ only where the pages do.
import fs from "node:fs";
import path from "node:path";
import { chromium, devices, request, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS as E2E_CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { PAGE_ROUTES, type Who } from "../bench/routes";
import { MANIFEST, WIDTHS, shotFile, type Manifest, type Shot, type Width } from "./shots";

/** The demo member (server/db/seed-data.ts), whom the embedded API seeds in demo mode. */
const DEMO = { phone: "0812345678", password: "Demo1234" };

// The e2e suite's browser with the same switches, and two for shots that compare pixel by pixel.
const CHROMIUM_ARGS = [...E2E_CHROMIUM_ARGS, "--hide-scrollbars", "--font-render-hinting=none"];

// The e2e projects' devices: a phone (touch, its user agent and density) narrowed to 375 px, and a desktop.
const DEVICES: Record<Width, Parameters<Browser["newContext"]>[0]> = {
  375: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, screen: { width: 375, height: 812 } },
  1280: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
};

/**
 * The page's clock: paused at the shot's time and moved on by the tool in fixed steps, so timers (the popups' idle
 * start, a route's progress bar, the fonts' late load) fire at the same moments on every run. The whole settle stays
 * under the banner slider's first move (2 s after it starts on a desktop, 3 s on a phone): the first banner shows.
 */
const SETTLE_STEPS = 6;
const SETTLE_STEP_MS = 200;
const AFTER_STEP_MS = 100;
const MAX_POPUPS = 3;

/** Math.random seeded alike in every frame (the demo slot's idle reels draw their symbols from it). */
const SEEDED_RANDOM = `(() => {
  let s = 0x2f6b1a3d;
  Math.random = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

/** Only while the screenshot is taken: nothing moves, the text caret included. */
const STILL = "*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }";

// The site's message popups (components/popups): closed, as a visitor closes them, before the shot. A page's own
// dialog (the pre-deposit warning) is part of the page and stays.
const SITE_POPUPS = ["maintenance-popup", "notification-popup", "news-popup"];

export interface ShootOptions {
  url: string;
  out: string;
  /** The browser's clock, ms since the epoch. */
  clock: number;
  /** Only routes whose path contains one of these (all when empty). */
  only?: string[];
  log?: (line: string) => void;
}

/** Requests of a context still open; `idle()` waits until none has been for a moment (10 s at most). */
function watchNetwork(context: BrowserContext) {
  const open = new Set<unknown>();
  let last = Date.now();
  const done = (r: unknown) => {
    open.delete(r);
    last = Date.now();
  };
  context.on("request", (r) => {
    open.add(r);
    last = Date.now();
  });
  context.on("requestfinished", done);
  context.on("requestfailed", done);
  return {
    async idle(quietMs = 150, maxMs = 10_000): Promise<boolean> {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline) {
        if (open.size === 0 && Date.now() - last >= quietMs) return true;
        await new Promise((r) => setTimeout(r, 25));
      }
      return false;
    },
  };
}

/** Logs the demo member in through the API, as the login form does, and answers the session to reuse. */
async function memberSession(url: string) {
  const api = await request.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });
  try {
    const res = await api.post("/api/login", { data: { phone: DEMO.phone, password: DEMO.password, ip: "" } });
    if (!res.ok()) throw new Error(`the demo member's login answered ${res.status()}: ${(await res.text()).slice(0, 200)}`);
    // Unread notifications would open a popup on the first page only: read them all now (as e2e/support.ts does).
    const profile = (await (await api.get("/api/customers/profile")).json()) as { data?: { events?: { id: number; type: string }[] } };
    for (const e of profile.data?.events ?? []) {
      if (e.type === "notification") await api.post(`/api/customers/notifications/${e.id}/read`);
    }
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

async function closeSitePopups(page: Page, settle: () => Promise<void>): Promise<string[]> {
  const closed: string[] = [];
  for (let round = 0; round < MAX_POPUPS; round++) {
    const testId = await page.evaluate(
      (ids) => ids.find((id) => document.querySelector(`dialog[open][data-testid="${id}"]`)) ?? null,
      SITE_POPUPS,
    );
    if (!testId) break;
    // Esc closes a native modal dialog through its own close handler, whichever buttons it has.
    await page.locator(`dialog[open][data-testid="${testId}"]`).focus();
    await page.keyboard.press("Escape");
    closed.push(testId);
    await settle();
  }
  return closed;
}

type Session = Awaited<ReturnType<APIRequestContext["storageState"]>>;

async function shootOne(browser: Browser, opts: ShootOptions, route: string, who: Who, width: Width, member?: Session): Promise<Shot> {
  const context = await browser.newContext({
    ...DEVICES[width],
    baseURL: opts.url,
    locale: "th-TH",
    timezoneId: "Asia/Bangkok",
    // A registered worker precaches in the background; what a page looks like does not depend on it.
    serviceWorkers: "block",
    storageState: who === "member" ? member : undefined,
  });
  try {
    await context.addInitScript(SEEDED_RANDOM);
    await context.clock.install({ time: opts.clock - 1_000 });
    await context.clock.pauseAt(opts.clock);
    const net = watchNetwork(context);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message.split("\n")[0]!));
    let busy = false;
    const settle = async (ms: number) => {
      await page.clock.runFor(ms);
      if (!(await net.idle())) busy = true;
    };

    const res = await page.goto(route, { waitUntil: "load" });
    for (let i = 0; i < SETTLE_STEPS; i++) await settle(SETTLE_STEP_MS);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const popupsClosed = await closeSitePopups(page, () => settle(AFTER_STEP_MS));

    // Down the page a screen at a time, as a reader scrolls: the lazy pictures below the fold load. Then back up.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += width === 375 ? 812 : 800) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      if (!(await net.idle(100))) busy = true;
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await settle(AFTER_STEP_MS);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const file = shotFile(route, who, width);
    const png = await page.screenshot({
      path: path.join(opts.out, file),
      fullPage: true,
      animations: "disabled",
      caret: "hide",
      scale: "css",
      style: STILL,
    });
    const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    const u = new URL(page.url());
    return {
      file,
      path: route,
      who,
      width,
      status: res?.status() ?? null,
      finalPath: u.pathname + u.search,
      size,
      popupsClosed,
      pageErrors,
      networkBusy: busy,
    };
  } finally {
    await context.close();
  }
}

export async function shoot(opts: ShootOptions): Promise<Manifest> {
  const log = opts.log ?? ((line: string) => console.log(line));
  fs.rmSync(opts.out, { recursive: true, force: true });
  fs.mkdirSync(opts.out, { recursive: true });
  const routes = PAGE_ROUTES.filter((r) => !opts.only?.length || opts.only.some((o) => r.path.includes(o)));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const manifest: Manifest = { url: opts.url, clock: opts.clock, takenAt: new Date().toISOString(), shots: [] };
  try {
    const member = routes.some((r) => r.who.includes("member")) ? await memberSession(opts.url) : undefined;
    for (const width of WIDTHS) {
      for (const route of routes) {
        for (const who of route.who) {
          const started = Date.now();
          const shot = await shootOne(browser, opts, route.path, who, width, member);
          manifest.shots.push(shot);
          const notes = [
            shot.finalPath !== route.path ? `→ ${shot.finalPath}` : "",
            shot.popupsClosed.length ? `closed ${shot.popupsClosed.join(", ")}` : "",
            shot.pageErrors.length ? `${shot.pageErrors.length} page error(s)` : "",
            shot.networkBusy ? "network still busy" : "",
          ].filter(Boolean);
          log(`${shot.file.padEnd(58)} ${shot.size.width}x${shot.size.height} ${Date.now() - started} ms ${notes.join("; ")}`);
        }
      }
    }
  } finally {
    await browser.close();
    fs.writeFileSync(path.join(opts.out, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
  }
  return manifest;
}
