import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded in-memory PGlite (tests/setup.ts opens each file's database from it). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup: migrates and seeds one in-memory PGlite, as server/boot/database.ts opens it for the tests
 * (tests/unit/server/memory-db.ts), and dumps its data directory for the run. Each test file's database then starts
 * from a copy of that dump instead of running initdb, the migrations and the seed again (about 0.9 s instead of 3-4 s
 * per file); db() still runs the migrations and the seed on it, both finding nothing to do.
 */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `member-pglite-template-${process.pid}.tar`);
  // The environment memory-db.ts gives the server tests, for this process only while the dump is made.
  const set: Record<string, string | undefined> = { PGLITE_DIR: "memory://", DEMO_MODE: "1", DATABASE_URL: undefined, API_BASE_URL: undefined };
  const saved = Object.fromEntries(Object.keys(set).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(set);
  try {
    const { db, closeDb } = await import("@/server/boot/database");
    const client = ((await db()) as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await closeDb();
  } finally {
    apply(saved);
  }
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(file, { force: true });
}
