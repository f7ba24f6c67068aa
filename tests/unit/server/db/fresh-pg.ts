import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { DB } from "@/server/db/types";

/**
 * The opt-in real-PostgreSQL tests: with TEST_DATABASE_URL set, a fresh database of the given name on that server
 * (dropped and re-created), opened through the app's own client with its migrations. Without it, null: skip.
 * `PG_TEST_SUFFIX` is appended to the name, so two checkouts on one server never drop each other's database.
 */
export async function freshPostgres(baseName: string): Promise<{ db: DB; close: () => Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = baseName + (process.env.PG_TEST_SUFFIX ?? "").replace(/\W/g, "");
  const admin = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: "/postgres" }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  process.env.DATABASE_URL = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  process.env.DEMO_MODE = "1";
  delete process.env.API_BASE_URL;
  const client = await import("@/server/boot/database");
  return { db: await client.db(), close: client.closeDb };
}

/**
 * A test file's fresh PostgreSQL (see freshPostgres): opened before its tests, closed after them. `live.db` is the
 * database once opened; `live.enabled` is false without TEST_DATABASE_URL (use it in `describe.skipIf(!live.enabled)`).
 */
export function setupPostgres(baseName: string): { db: DB; enabled: boolean } {
  const live = { db: undefined as unknown as DB, enabled: Boolean(process.env.TEST_DATABASE_URL) };
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fresh = await freshPostgres(baseName);
    if (!fresh) return;
    live.db = fresh.db;
    close = fresh.close;
  }, 60_000);
  afterAll(() => close());
  return live;
}
