import "server-only";
import path from "node:path";
import * as schema from "./schema";
import type { DB } from "./types";
import { serverEnv } from "@/server/env";
import { lockDatabaseDir } from "./pglite-lock";
import { log } from "@/server/observability/log";

const MIGRATIONS = path.join(process.cwd(), "drizzle");
/** Serialises migrations and seeding across app instances sharing one PostgreSQL. */
const MIGRATION_LOCK = 727_073_690;

/**
 * What runs once the schema is migrated, still under the migration lock: the seed. It is handed in by the boot module
 * (server/boot/database.ts) because it fills the tables through domain code, which sits above this folder.
 */
export type BootStep = (db: DB, demo: boolean) => Promise<void>;

export interface Connection {
  database: DB;
  close: () => Promise<void>;
  /** node-postgres: connections in use and requests waiting for one (PGlite has no pool). */
  pool?: () => { inUse: number; waiting: number };
}

/** Opens the database (PGlite when DATABASE_URL is unset, node-postgres when it is set), migrates it, then runs `boot`. */
export async function connect(boot: BootStep): Promise<Connection> {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped from the pool and the
    // next query opens another; unheard, node-postgres's error event would end the process.
    pool.on("error", (e) => log.warn({ err: e }, "database: an idle connection was closed by the server"));
    const database = drizzle(pool, { schema }) as unknown as DB;
    const lock = await pool.connect();
    try {
      await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS });
      await boot(database, env.DEMO_MODE);
    } finally {
      await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    return { database, close: () => pool.end(), pool: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }) };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = env.PGLITE_DIR;
  // Before the files are opened: a second process on them would lose one side's writes (server/db/pglite-lock.ts).
  const unlock = dir.startsWith("memory://") ? () => undefined : lockDatabaseDir(dir);
  try {
    const client = await PGlite.create(dir);
    const pg = drizzle(client, { schema });
    await migrate(pg, { migrationsFolder: MIGRATIONS });
    const database = pg as unknown as DB;
    await boot(database, env.DEMO_MODE);
    return { database, close: () => client.close().finally(unlock) };
  } catch (e) {
    unlock();
    throw e;
  }
}

