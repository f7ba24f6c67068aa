import "server-only";
import path from "node:path";
import * as schema from "./schema";
import type { DB } from "./types";
import { serverEnv } from "@/server/env";
import { seed } from "./seed";
import { lockDatabaseDir } from "./pglite-lock";

const MIGRATIONS = path.join(process.cwd(), "drizzle");
/** Serialises migrations and seeding across app instances sharing one PostgreSQL. */
const MIGRATION_LOCK = 727_073_690;

const g = globalThis as unknown as { __memberDb?: Promise<DB>; __memberDbClose?: () => Promise<void> };

/** One database per process: PGlite when DATABASE_URL is unset, node-postgres when it is set. Migrated and seeded. */
export function db(): Promise<DB> {
  g.__memberDb ??= open().catch((e: unknown) => {
    g.__memberDb = undefined;
    throw e;
  });
  return g.__memberDb;
}

/** For scripts and tests: close the connection so the process can exit. */
export async function closeDb(): Promise<void> {
  const close = g.__memberDbClose;
  g.__memberDb = undefined;
  g.__memberDbClose = undefined;
  if (close) await close();
}

async function open(): Promise<DB> {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 });
    const database = drizzle(pool, { schema }) as unknown as DB;
    const lock = await pool.connect();
    try {
      await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS });
      await seed(database, env.DEMO_MODE);
    } finally {
      await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    g.__memberDbClose = () => pool.end();
    return database;
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
    await seed(database, env.DEMO_MODE);
    g.__memberDbClose = () => client.close().finally(unlock);
    return database;
  } catch (e) {
    unlock();
    throw e;
  }
}

export { schema };
