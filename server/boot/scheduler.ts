import "server-only";
import type { DB } from "@/server/db/types";
import { runDueJobs } from "@/server/wallet/jobs";
import { runPayouts } from "@/server/payout/payouts";
import { log } from "@/server/observability/log";

/**
 * The job scheduler: every instance runs the due jobs on an interval, so Monday's cashback, the daily commission,
 * an abandoned deposit's expiry and automatic payouts (server/payout/) happen with nobody online. Claims are FOR UPDATE SKIP LOCKED (server/wallet/jobs.ts):
 * any number of instances tick the one table and each job still runs once.
 */
export interface Scheduler {
  readonly intervalMs: number;
  /** When the last tick ended without an error (ms since the epoch); null before the first. */
  lastTickAt(): number | null;
  /** When the scheduler started (ms since the epoch). */
  readonly startedAt: number;
  /** Stops ticking and waits for the tick in progress, if any (graceful shutdown). */
  stop(): Promise<void>;
}

export function startScheduler(open: () => Promise<DB>, intervalMs: number): Scheduler {
  let lastTickAt: number | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    // One tick at a time per instance: a long run (a week's cashback) is not overlapped by the next.
    if (running || stopped) return;
    running = open()
      .then(async (database) => {
        await runDueJobs(database);
        await runPayouts(database);
      })
      .then(
        () => void (lastTickAt = Date.now()),
        (e: unknown) => log.error({ err: e }, "jobs: a scheduled run failed"),
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  // The timer alone never keeps a process alive (scripts, tests).
  timer.unref();

  return {
    intervalMs,
    startedAt: Date.now(),
    lastTickAt: () => lastTickAt,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Ready means the scheduler ticks: its last good tick (or its start, before the first) is no older than three
 * intervals. A database that fails every tick makes it stale.
 */
export function schedulerIsCurrent(scheduler: Pick<Scheduler, "intervalMs" | "lastTickAt" | "startedAt">, now = Date.now()): boolean {
  return now - (scheduler.lastTickAt() ?? scheduler.startedAt) <= 3 * scheduler.intervalMs;
}
