// Part "api": the member's profile poll and credit check under load, on PGlite and, when there is one, on PostgreSQL
// (a fresh database member_bench; no other database is touched).
import { spawnSync } from "node:child_process";
import { AUTOCANNON_VERSION, load } from "./autocannon";
import { loadRow, type LoadRow } from "./load";
import { startServer } from "./server";
import { printTable } from "./table";

const BENCH_DB = "member_bench";
const TARGETS = ["/api/customers/profile", "/api/customers/check-credit"];
const FLOOR_PING = "/api/ping";

async function benchBackend(backend: string, url: string, cookie: string, connections: number, duration: number) {
  const rows: LoadRow[] = [];
  for (const path of TARGETS) rows.push({ name: `${backend} GET ${path}`, result: await load(url + path, connections, duration, { cookie }) });
  return rows;
}

/**
 * DATABASE_URL's server, or PostgreSQL on 127.0.0.1:5432 (trust, user postgres), with `member_bench` dropped and created
 * afresh; null when neither is reachable. An unreachable DATABASE_URL is a broken setup.
 */
function freshDatabase(): string | null {
  const url = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/${BENCH_DB}`;
  const run = spawnSync(process.execPath, ["scripts/fresh-database.mjs", url.toString()], { stdio: ["ignore", "inherit", "inherit"] });
  if (run.status === 2 && !process.env.DATABASE_URL) return null;
  if (run.status !== 0) throw new Error(`could not prepare ${BENCH_DB} (exit ${run.status})`);
  return url.toString();
}

export async function benchApi(pgliteUrl: string, cookie: string, floorUrl: string, port: number, connections: number, duration: number): Promise<LoadRow[]> {
  // What a route handler costs in Next itself on this machine: the floor app's /api/ping, with the same cookie.
  const rows = [{ name: `floor GET ${FLOOR_PING}`, result: await load(floorUrl + FLOOR_PING, connections, duration, { cookie }) }];
  rows.push(...(await benchBackend("PGlite", pgliteUrl, cookie, connections, duration)));
  const database = freshDatabase();
  if (database) {
    const server = await startServer(port, { DATABASE_URL: database });
    try {
      rows.push(...(await benchBackend("PostgreSQL", server.url, await server.login(), connections, duration)));
    } finally {
      await server.stop();
    }
  }
  console.log(`\nautocannon ${AUTOCANNON_VERSION}, ${connections} connections, ${duration} s after a 2 s warm-up, logged in as the demo member.\n`);
  printTable(["target", "req/s", "p50", "p99", "non-2xx", "timeouts", "errors"], rows.map((r) => loadRow(r)));
  if (!database) console.log("PostgreSQL: none at 127.0.0.1:5432 and DATABASE_URL is not set, skipped");
  console.log(`(goal: profile poll p99 < 100 ms on PostgreSQL; the floor's route handler: p99 ${rows[0]!.result.p99} ms)`);
  return rows;
}
