import "server-only";
import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { th } from "@/lib/i18n/th";
import { isOperatorMode, serverEnv } from "@/server/env";
import { log } from "@/server/observability/log";
import { gauge, metricsText } from "@/server/observability/metrics";
import { jobQueue } from "@/server/wallet/jobs";
import { databasePool, db } from "./database";
import { schedulerIsCurrent, startScheduler, type Scheduler } from "./scheduler";

/** The process's scheduler, on globalThis: the instrumentation hook starts it, the readiness route (bundled apart) reads it. */
const g = globalThis as unknown as { __jobScheduler?: Scheduler };

/** Starts this instance's job scheduler on its own database; in operator mode the backend runs its own jobs. */
export function startJobScheduler(): void {
  if (isOperatorMode()) return;
  g.__jobScheduler ??= startScheduler(db, serverEnv().JOB_TICK_SECONDS * 1000);
}

/** Stops this instance's scheduler and waits for its tick in progress (graceful shutdown). */
export async function stopJobScheduler(): Promise<void> {
  await g.__jobScheduler?.stop();
}

export type Readiness = { ready: boolean; checks: { database: "ok" | "down" | "backend"; scheduler: "ok" | "stalled" | "off" } };

/** How long the database may take to answer before the instance counts as not ready. */
const DATABASE_WAIT_MS = 2000;

/**
 * Ready to take members' traffic: the database answers (it is migrated before it is handed out) and the scheduler has
 * ticked recently. In operator mode the site has no database of its own; the backend answers for itself.
 */
export async function readiness(): Promise<Readiness> {
  if (isOperatorMode()) return { ready: true, checks: { database: "backend", scheduler: "off" } };
  const database = await withinTime(
    db().then((d) => d.execute(sql`SELECT 1`)),
    DATABASE_WAIT_MS,
  ).then(
    () => "ok" as const,
    () => "down" as const,
  );
  const s = g.__jobScheduler;
  const scheduler = !s ? ("off" as const) : schedulerIsCurrent(s) ? ("ok" as const) : ("stalled" as const);
  return { ready: database === "ok" && scheduler !== "stalled", checks: { database, scheduler } };
}

const jobsDue = gauge("jobs_due", "Jobs due now and not yet run, at the scrape");
const oldestDue = gauge("jobs_oldest_due_age_seconds", "How long the oldest due job has waited, at the scrape (0 when none)");
const poolInUse = gauge("db_pool_connections_in_use", "PostgreSQL pool connections in use, at the scrape (none on PGlite)");
const poolWaiting = gauge("db_pool_requests_waiting", "Requests waiting for a PostgreSQL pool connection, at the scrape");

/**
 * GET /api/metrics: this instance's metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN as its
 * bearer (404 while it is unset; docs/operations.md#metrics). The job queue and the pool are read at the scrape.
 */
export async function scrape(request: Request): Promise<Response> {
  const token = serverEnv().METRICS_TOKEN;
  if (!token) return Response.json({ message: th.api.notFound }, { status: 404 });
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ message: th.api.unauthenticated }, { status: 401, headers: { "www-authenticate": "Bearer" } });
  }
  if (!isOperatorMode()) {
    try {
      const queue = await withinTime(db().then(jobQueue), DATABASE_WAIT_MS);
      jobsDue.set(queue.due);
      oldestDue.set(queue.oldestSeconds);
    } catch (e) {
      log.warn({ err: e }, "metrics: the job queue could not be read");
    }
  }
  const pool = databasePool();
  if (pool) {
    poolInUse.set(pool.inUse);
    poolWaiting.set(pool.waiting);
  }
  const { text, contentType } = await metricsText();
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timed out")), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
