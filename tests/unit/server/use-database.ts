import { afterAll, beforeAll } from "vitest";
import { closeDb, db } from "@/server/boot/database";
import type { DB } from "@/server/db/types";

/**
 * The test file's database: opened (migrated and seeded) before its tests, handed to `opened`, closed after them.
 * Import "../memory-db" first so it is the throwaway in-memory PGlite.
 */
export function setupDatabase(opened: (database: DB) => void | Promise<void> = () => {}): void {
  // Loading the seeded dump takes a second alone, and minutes beside the browser tests in CI (docs/testing.md): the
  // timeout only catches a hang.
  beforeAll(async () => {
    await opened(await db());
  }, 600_000);
  afterAll(async () => {
    await closeDb();
  });
}
