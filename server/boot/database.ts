import "server-only";
import { connect } from "@/server/db/client";
import type { DB } from "@/server/db/types";
import { seed } from "./seed";

/**
 * The process's database, opened on first use: migrated, then seeded. Only entry points (server/api, app/, scripts,
 * tests) call it; domain code is handed the database, so it never depends on the seed that depends on it.
 */

const g = globalThis as unknown as {
  __memberDb?: Promise<DB>;
  __memberDbClose?: () => Promise<void>;
  __memberDbPool?: () => { inUse: number; waiting: number };
};

/** One database per process: PGlite when DATABASE_URL is unset, node-postgres when it is set. Migrated and seeded. */
export function db(): Promise<DB> {
  g.__memberDb ??= connect(seed).then(
    ({ database, close, pool }) => {
      g.__memberDbClose = close;
      g.__memberDbPool = pool;
      return database;
    },
    (e: unknown) => {
      g.__memberDb = undefined;
      throw e;
    },
  );
  return g.__memberDb;
}

/** The PostgreSQL pool's connections in use and requests waiting, once opened (none on PGlite). */
export function databasePool(): { inUse: number; waiting: number } | null {
  return g.__memberDbPool?.() ?? null;
}

/** For scripts and tests: close the connection so the process can exit. */
export async function closeDb(): Promise<void> {
  const close = g.__memberDbClose;
  g.__memberDb = undefined;
  g.__memberDbClose = undefined;
  if (close) await close();
}
