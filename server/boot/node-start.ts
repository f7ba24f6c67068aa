import "server-only";
import { installGate } from "@/server/http/gate";
import { DatabaseInUse, lockDatabaseDir } from "@/server/db/pglite-lock";
import { serverEnv } from "@/server/env";
import { closeDb } from "./database";
import { startJobScheduler, stopJobScheduler } from "./service";
import { installShutdown } from "./shutdown";
import { log } from "@/server/observability/log";

/**
 * The Node server's start, before it serves: the request gate (server/http/gate.ts) goes in front of Next — 405 for
 * methods Next cannot handle, 400 for malformed paths, the connection's address stamped for `clientIpOf` —, the
 * settings are checked (server/env.ts), the embedded database's directory is locked to this process, the job
 * scheduler starts (server/boot/scheduler.ts), and SIGTERM drains the process (server/boot/shutdown.ts).
 */
export async function startNodeServer(): Promise<void> {
  installGate();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  refuseInvalidEnvironment();
  lockEmbeddedDatabase();
  startJobScheduler();
  installShutdown(
    { stopJobs: stopJobScheduler, closeDatabase: closeDb, exit: (code) => process.exit(code) },
    serverEnv().SHUTDOWN_GRACE_SECONDS * 1000,
  );
}

/** A server whose settings are wrong stops before it serves, naming each one, instead of answering 500 to every page. */
function refuseInvalidEnvironment() {
  try {
    serverEnv();
  } catch (e) {
    log.fatal(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}

/**
 * The embedded database belongs to one process (server/db/pglite-lock.ts): a second server on the same PGLITE_DIR
 * stops here, before it serves anything, instead of failing on its first request.
 */
function lockEmbeddedDatabase() {
  if (process.env.DATABASE_URL || process.env.API_BASE_URL) return;
  const dir = serverEnv().PGLITE_DIR;
  if (dir.startsWith("memory://")) return;
  try {
    lockDatabaseDir(dir);
  } catch (e) {
    if (!(e instanceof DatabaseInUse)) throw e;
    log.fatal(e.message);
    process.exit(1);
  }
}
