// `npm run bench [-- --no-build] [--runs=5] [--duration=10] [--only=pages|load|api] [--port=3320] [--front]`
// Builds the app and the floor app (scripts/bench/floor), serves both, and prints: per page first-load JS, HTML bytes
// and Lighthouse medians next to the floor's, then every route's HTML bytes for a visitor and a member; req/s and p99
// of visitor pages, /offline, a static file and the floor at 50 connections; the member's profile poll on PGlite and
// PostgreSQL next to the floor's bare route handler. Prints figures and asserts none of them: it fails only on a
// broken setup (a server that does not start, a refused login, errors or non-2xx answers under load). --front: the pages
// table's Lighthouse runs go through the front (scripts/front/nginx.conf), the app and the floor each behind one.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { benchApi } from "./api";
import { startFront } from "../front/nginx";
import { buildFloor, FLOOR_DIR, startFloor } from "./floor";
import { benchLoad, type LoadRow } from "./load";
import { benchPages, benchRoutes } from "./pages";
import { seedLongLists, startServer } from "./server";
import { printLoadAverage } from "./table";

const PARTS = ["pages", "load", "api"] as const;
const CONNECTIONS = 50;

const options = new Map(process.argv.slice(2).map((a) => [a.replace(/=.*/, ""), a.includes("=") ? a.slice(a.indexOf("=") + 1) : ""]));
for (const name of options.keys()) {
  if (!["--no-build", "--runs", "--duration", "--only", "--port", "--front"].includes(name)) throw new Error(`unknown option ${name}`);
}
const runs = Number(options.get("--runs") ?? 5);
const duration = Number(options.get("--duration") ?? 10);
const only = options.get("--only");
if (only !== undefined && !PARTS.includes(only as (typeof PARTS)[number])) throw new Error(`--only is one of ${PARTS.join(", ")}`);
if (!(runs >= 1) || !(duration >= 1)) throw new Error("--runs and --duration are positive numbers");
// The app, the floor, the PostgreSQL-backed app, the long-lists app and the two fronts on six ports from --port.
const port = Number(options.get("--port") ?? 3320);
if (!Number.isInteger(port) || port < 1024 || port > 65_000) throw new Error("--port is a port number (1024-65000)");
const PORTS = { app: port, floor: port + 1, postgres: port + 2, long: port + 3, appFront: port + 4, floorFront: port + 5 };
const parts = PARTS.filter((p) => only === undefined || only === p);
const build = !options.has("--no-build");
const front = options.has("--front");

console.log(`npm run bench: ${os.cpus().length} cores, Node ${process.version}; parts: ${parts.join(", ")}`);
// Lighthouse needs Debian's chromium and the API part PostgreSQL: the same set-up the tests use installs or starts them.
execSync("bash scripts/ensure-test-deps.sh", { stdio: "inherit" });
if (build || !fs.existsSync(".next/BUILD_ID")) execSync("npm run --silent build", { stdio: "inherit" });
buildFloor(build);

const app = await startServer(PORTS.app);
let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
const loadRows: LoadRow[] = [];
try {
  floor = await startFloor(PORTS.floor);
  const cookie = await app.login(); // once: failed logins are throttled, and one session serves every part
  if (parts.includes("pages")) {
    printLoadAverage("pages");
    if (front) {
      const host = (url: string) => new URL(url).host;
      const fronts: Awaited<ReturnType<typeof startFront>>[] = [];
      try {
        fronts.push(await startFront(PORTS.appFront, host(app.url), "."));
        fronts.push(await startFront(PORTS.floorFront, host(floor.url), FLOOR_DIR));
        await benchPages(app.url, cookie, floor.url, runs, { app: fronts[0]!.url, floor: fronts[1]!.url });
      } finally {
        for (const f of fronts) await f.stop();
      }
    } else {
      await benchPages(app.url, cookie, floor.url, runs);
    }
    const long = await startServer(PORTS.long);
    try {
      const longCookie = await long.login();
      const what = await seedLongLists(long.url);
      await benchRoutes({ url: app.url, member: cookie }, { url: long.url, member: longCookie }, what);
    } finally {
      await long.stop();
    }
  }
  if (parts.includes("load")) {
    printLoadAverage("load");
    loadRows.push(...(await benchLoad(app.url, floor.url, CONNECTIONS, duration)));
  }
  if (parts.includes("api")) {
    printLoadAverage("api");
    loadRows.push(...(await benchApi(app.url, cookie, floor.url, PORTS.postgres, CONNECTIONS, duration)));
  }
} finally {
  // The app too when the floor failed to start: no server is left running.
  await floor?.stop();
  await app.stop();
}

const broken = loadRows.filter((r) => r.result.non2xx > 0 || r.result.errors > 0);
if (broken.length > 0) {
  console.error(`\nnon-2xx answers or socket errors under load (a broken setup, not a slow figure): ${broken.map((r) => r.name).join(", ")}`);
  process.exitCode = 1;
}
