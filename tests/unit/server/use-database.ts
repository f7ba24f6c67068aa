import { afterAll, beforeAll } from "vitest";
import { closeDb, db } from "@/server/boot/database";
import type { DB } from "@/server/db/types";

/**
 * The test file's database: opened (migrated and seeded) before its tests, handed to `opened`, closed after them.
 * Import "../memory-db" first so it is the throwaway in-memory PGlite.
 */
export function setupDatabase(opened: (database: DB) => void | Promise<void> = () => {}): void {
  beforeAll(async () => {
    await opened(await db());
  }, 60_000);
  afterAll(async () => {
    await closeDb();
  });
}
