// @vitest-environment node
/**
 * A PostgreSQL restart or failover ends the pool's idle connections under it: the app logs it and the next query
 * opens another connection, instead of the process ending on node-postgres's error event. Opt-in like
 * pg-money.test.ts: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest run
 * tests/unit/server/db/pg-reconnect.test.ts` (database member_unit_reconnect on that server).
 */
import { describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { captureLogs } from "@/server/observability/log";
import { setupPostgres } from "./fresh-pg";

const live = setupPostgres("member_unit_reconnect");

describe.skipIf(!live.enabled)("the pool when the server ends its connections", () => {
  it("logs the closed idle connections and answers the next query on a new one", async () => {
    // A few connections in the pool, idle.
    await Promise.all(Array.from({ length: 4 }, () => live.db.execute(sql`SELECT pg_sleep(0.05)`)));
    const name = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: Object.assign(new URL(process.env.DATABASE_URL!), { pathname: "/postgres" }).toString() });
    await admin.connect();
    const logs = captureLogs("warn");
    try {
      const ended = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      expect(ended.rowCount).toBeGreaterThan(0);
      // Each ended connection is heard and dropped (a query handed one not yet heard would fail once).
      await expect.poll(() => logs.lines.length).toBe(ended.rowCount);
      expect(logs.lines.every((l) => l.level === "warn" && l.msg === "database: an idle connection was closed by the server")).toBe(true);
      const [row] = rowsOf<{ ok: number }>(await live.db.execute(sql`SELECT 1 AS ok`));
      expect(row).toEqual({ ok: 1 });
    } finally {
      logs.stop();
      await admin.end();
    }
  });
});
