// API throughput: autocannon (50 connections, 10 s each after a short warm-up, 127.0.0.1) on the member's profile poll
// and credit check through the site's BFF, logged in once as the demo member (HttpOnly session cookie), next to a static
// file of the same server as the ceiling. Runs on the embedded PGlite (fresh data dir) and, when DATABASE_URL is set,
// on PostgreSQL too (a fresh database member_bench on that server; the database DATABASE_URL names is never touched).
// autocannon 9.0.0 is installed on first use into .bench/tools/autocannon (kept out of the app's dependencies).
// Prints figures; asserts nothing about them. Fails only on a broken setup: login or a probe call refused, or
// non-2xx answers / socket errors other than timeouts during the load (all counted in the table).
// `npm run bench:api [-- --no-build] [--duration=10] [--connections=50]`
import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { startServer } from "./bench/server";

const AUTOCANNON_VERSION = "9.0.0";
const TOOLS = path.resolve(".bench/tools/autocannon");
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const duration = arg("duration", 10);
const connections = arg("connections", 50);
const WARMUP_SECONDS = 2;
/**
 * A file served as it is from public/: no page is prerendered any more (each carries its own CSP nonce, so every page
 * is ƒ in `next build`'s route table), and this is what a prerendered page cost to serve.
 */
const STATIC_PAGE = "/icons/icon.svg";
const BENCH_DB = "member_bench";

interface Result {
  requests: { average: number };
  throughput: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** Socket errors, timeouts included. */
  errors: number;
  /** Answers that took over autocannon's 10 s: a slow figure, not a broken setup. */
  timeouts: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<Result>;

const installed = path.join(TOOLS, "node_modules", "autocannon", "package.json");
if (!fs.existsSync(installed) || JSON.parse(fs.readFileSync(installed, "utf8")).version !== AUTOCANNON_VERSION) {
  fs.mkdirSync(TOOLS, { recursive: true });
  execSync(`npm install --prefix ${TOOLS} --no-audit --no-fund --no-save autocannon@${AUTOCANNON_VERSION}`, { stdio: "inherit" });
}
const autocannon = createRequire(path.join(TOOLS, "noop.js"))("autocannon") as Autocannon;

if (!process.argv.includes("--no-build")) execSync("npm run --silent build", { stdio: "inherit" });

interface Row {
  backend: string;
  target: string;
  result: Result;
}

const targets = [
  { name: `static ${STATIC_PAGE}`, path: STATIC_PAGE, session: false },
  { name: "GET /api/customers/profile", path: "/api/customers/profile", session: true },
  { name: "GET /api/customers/check-credit", path: "/api/customers/check-credit", session: true },
] as const;

async function benchBackend(backend: string, port: number, env: Record<string, string | undefined>): Promise<Row[]> {
  console.log(`\n${backend}: starting next start on port ${port}`);
  const server = await startServer(port, env);
  const rows: Row[] = [];
  try {
    const cookie = await server.login(); // once: failed logins are throttled, and one session is all the poll needs
    if (!/(^|; )jwt=[^;]+/.test(cookie)) throw new Error(`login answered without a session cookie: ${cookie}`);
    const headersOf = (t: (typeof targets)[number]): Record<string, string> => (t.session ? { cookie } : {});
    for (const t of targets) {
      const headers = headersOf(t);
      const probe = await fetch(server.url + t.path, { headers, redirect: "manual" });
      if (!probe.ok) throw new Error(`${t.path} answered ${probe.status} before the load: ${(await probe.text()).slice(0, 200)}`);
    }
    for (const t of targets) {
      const opts = { url: server.url + t.path, connections, headers: headersOf(t) };
      await autocannon({ ...opts, duration: WARMUP_SECONDS });
      const result = await autocannon({ ...opts, duration });
      rows.push({ backend, target: t.name, result });
      console.log(`  ${t.name}: ${fmt(result.requests.average)} req/s`);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

/** 1, 5 and 15 min, before this script adds its own load. */
const loadBefore = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
const rows = await benchBackend("PGlite", 3310, { DATABASE_URL: undefined });
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${BENCH_DB}`;
  execFileSync(process.execPath, ["scripts/fresh-database.mjs", url.toString()], { stdio: "inherit" });
  rows.push(...(await benchBackend("PostgreSQL", 3311, { DATABASE_URL: url.toString() })));
} else {
  console.log("\nDATABASE_URL is not set: PostgreSQL skipped");
}

console.log(`\nautocannon ${AUTOCANNON_VERSION}, ${connections} connections, ${duration} s each after a ${WARMUP_SECONDS} s warm-up, 127.0.0.1`);
console.log(`(the load tool and next start share this machine's ${os.cpus().length} cores; load average before the run ${loadBefore}:`);
console.log(" anything else running skews the figures)\n");
const header = ["backend", "target", "req/s", "p50", "p99", "KB/answer", "non-2xx", "timeouts", "errors"];
const table = rows.map((r) => [
  r.backend,
  r.target,
  fmt(r.result.requests.average),
  `${r.result.latency.p50} ms`,
  `${r.result.latency.p99} ms`,
  (r.result.throughput.average / r.result.requests.average / 1000).toFixed(1),
  String(r.result.non2xx),
  String(r.result.timeouts),
  String(r.result.errors - r.result.timeouts), // autocannon counts timeouts among the errors
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
console.log(line(header));
for (const row of table) console.log(line(row));

console.log("");
for (const backend of new Set(rows.map((r) => r.backend))) {
  const rate = (target: string) => rows.find((r) => r.backend === backend && r.target === target)?.result.requests.average ?? NaN;
  const ceiling = rate(targets[0].name);
  console.log(
    `${backend}: profile / static = ${(rate(targets[1].name) / ceiling).toFixed(2)}, check-credit / static = ${(rate(targets[2].name) / ceiling).toFixed(2)}`,
  );
}
console.log("(aim: profile poll ≥ 0.5 × static req/s on PostgreSQL, p99 < 100 ms at 50 connections)");

const broken = rows.filter((r) => r.result.non2xx > 0 || r.result.errors > r.result.timeouts);
if (broken.length > 0) {
  console.error(`\nnon-2xx answers or socket errors (other than timeouts) during the load: ${broken.map((r) => `${r.backend} ${r.target}`).join(", ")}`);
  process.exitCode = 1;
}
