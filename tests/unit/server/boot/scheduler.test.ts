// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { checkCredit } from "@/server/customers/credit";
import { schedulerIsCurrent, startScheduler, type Scheduler } from "@/server/boot/scheduler";
import { readiness } from "@/server/boot/service";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { member } from "../wallet/helpers";
import { captureLogs } from "@/server/observability/log";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const started: Scheduler[] = [];
const start = (...args: Parameters<typeof startScheduler>) => {
  const s = startScheduler(...args);
  started.push(s);
  return s;
};
const g = globalThis as unknown as { __jobScheduler?: Pick<Scheduler, "intervalMs" | "lastTickAt" | "startedAt"> };
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
  delete g.__jobScheduler;
});

const checking = async (id: number) =>
  rowsOf<{ checking: number }>(await database.execute(sql`SELECT credit_checking AS checking FROM members WHERE id = ${id}`))[0]!.checking;
const jobsOf = (id: number) =>
  database.execute(sql`SELECT attempts, done_at IS NOT NULL AS done FROM jobs WHERE member_id = ${id} ORDER BY id`).then((r) =>
    rowsOf<{ attempts: number; done: boolean }>(r),
  );

describe("the job scheduler", () => {
  it("runs a due job with no request at all, within its interval", async () => {
    const m = await member(database, { satang: 4_200 });
    await checkCredit(database, m.id); // queues the balance fetch; nothing reads the profile afterwards
    expect(await checking(m.id)).toBe(1);
    start(async () => database, 100);
    await expect.poll(() => checking(m.id), { timeout: 5_000, interval: 50 }).toBe(0);
    expect(await jobsOf(m.id)).toEqual([{ attempts: 1, done: true }]);
  });

  // Two schedulers in one process; two instances on one PostgreSQL claim jobs apart: db/pg-concurrency.test.ts.
  it("two schedulers ticking one table run each job once", async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => member(database, { satang: 1_000 })));
    for (const m of members) await checkCredit(database, m.id);
    start(async () => database, 20);
    start(async () => database, 20);
    for (const m of members) await expect.poll(() => checking(m.id), { timeout: 5_000, interval: 50 }).toBe(0);
    for (const m of members) expect(await jobsOf(m.id)).toEqual([{ attempts: 1, done: true }]);
  });

  it("stop() waits for the tick in progress, and no tick starts after it", async () => {
    let opened = 0;
    const slowOpen = () => new Promise<DB>((resolve) => setTimeout(() => resolve(database), 150, ++opened));
    const s = start(slowOpen, 10);
    await expect.poll(() => opened, { timeout: 2_000, interval: 5 }).toBe(1);
    expect(s.lastTickAt()).toBeNull();
    await s.stop();
    expect(s.lastTickAt()).not.toBeNull();
    await new Promise((r) => setTimeout(r, 60));
    expect(opened).toBe(1);
  });

  it("a database that fails every tick leaves the last good tick behind, and the scheduler stale after three intervals", async () => {
    const logs = captureLogs();
    const s = start(() => Promise.reject(new Error("connection refused")), 10);
    await new Promise((r) => setTimeout(r, 50));
    logs.stop();
    expect(s.lastTickAt()).toBeNull();
    expect(logs.lines[0]).toMatchObject({ level: "error", msg: "jobs: a scheduled run failed", err: { message: "connection refused" } });
    const now = Date.now();
    expect(schedulerIsCurrent({ intervalMs: 1000, startedAt: now - 2_900, lastTickAt: () => null }, now)).toBe(true);
    expect(schedulerIsCurrent({ intervalMs: 1000, startedAt: now - 3_100, lastTickAt: () => null }, now)).toBe(false);
    expect(schedulerIsCurrent({ intervalMs: 1000, startedAt: now - 60_000, lastTickAt: () => now - 1_000 }, now)).toBe(true);
  });
});

describe("health and readiness", () => {
  it("/api/health answers 200 without touching the database", async () => {
    const res = health();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/api/ready answers 200 when the database answers and the scheduler ticks", async () => {
    g.__jobScheduler = { intervalMs: 1000, startedAt: Date.now() - 60_000, lastTickAt: () => Date.now() - 500 };
    const res = await ready();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", checks: { database: "ok", scheduler: "ok" } });
  });

  it("/api/ready answers 503 when the scheduler has not ticked for three intervals, naming no more than the check", async () => {
    g.__jobScheduler = { intervalMs: 1000, startedAt: Date.now() - 60_000, lastTickAt: () => Date.now() - 10_000 };
    const res = await ready();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", checks: { database: "ok", scheduler: "stalled" } });
  });

  it("counts a process without a scheduler (a script, a test) as ready when its database answers", async () => {
    expect(await readiness()).toEqual({ ready: true, checks: { database: "ok", scheduler: "off" } });
  });
});
