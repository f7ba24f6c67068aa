import "server-only";
import { drainServers, startDraining } from "@/server/http/draining";
import { log } from "@/server/observability/log";

/**
 * Graceful shutdown on SIGTERM or SIGINT (a deploy, `docker stop`, the front's script; docs/operations.md). The
 * listening socket closes at once, so the front sends new connections to the other instances; every answer from then
 * on says `Connection: close`, so a kept-alive connection ends after its request instead of being cut while the front
 * may be sending one on it; idle connections are left to the front, which drops its own after 5 s (its
 * `keepalive_timeout`), and cut after IDLE_CUT_MS. Requests in flight and the job tick in progress finish, the
 * database closes, exit 0 (the servers' part: server/http/draining.ts). After `graceMs` the exit is 1 regardless.
 *
 * Next's own handler exits 143 as soon as the server has closed, without the jobs or the database: it is switched off
 * with NEXT_MANUAL_SIG_HANDLE=1 (scripts/start.mjs, the Dockerfile), and only then is this one installed.
 */
export interface ShutdownSteps {
  /** Stops the job scheduler and waits for its tick in progress. */
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
}

export function installShutdown(steps: ShutdownSteps, graceMs: number): void {
  if (process.env.NEXT_MANUAL_SIG_HANDLE !== "1") return;
  const onSignal = (signal: NodeJS.Signals) => void shutdown(signal, steps, graceMs);
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}

export async function shutdown(signal: string, steps: ShutdownSteps, graceMs: number): Promise<void> {
  const servers = startDraining();
  if (servers === null) return; // already under way
  const started = Date.now();
  log.info({ signal, servers }, "shutdown: draining");
  const late = setTimeout(() => {
    log.warn({ after_ms: Date.now() - started }, "shutdown: grace period over, cutting what is left");
    steps.exit(1);
  }, graceMs);
  late.unref();
  try {
    await Promise.all([drainServers(), steps.stopJobs()]);
    await steps.closeDatabase();
    log.info({ after_ms: Date.now() - started }, "shutdown: done");
    clearTimeout(late);
    steps.exit(0);
  } catch (e) {
    log.error({ err: e }, "shutdown: failed");
    clearTimeout(late);
    steps.exit(1);
  }
}
