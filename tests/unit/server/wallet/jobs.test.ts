// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { checkCredit } from "@/server/customers/credit";
import { JOB_ATTEMPTS, runDueJobs } from "@/server/wallet/jobs";
import { member } from "./helpers";

/** The game provider, whose balance call fails for the members listed (an unreachable provider). */
const down = vi.hoisted(() => new Set<number>());
vi.mock("@/server/provider", async (original) => {
  const real = await original<typeof import("@/server/provider")>();
  return {
    ...real,
    gameProvider: (d: DB) => {
      const p = real.gameProvider(d);
      return { ...p, balance: (id: number) => (down.has(id) ? Promise.reject(new Error("provider timeout")) : p.balance(id)) };
    },
  };
});

let database: DB;
setupDatabase((d) => {
  database = d;
});

const memberRow = async (id: number) =>
  rowsOf<{ credit: string; checking: number }>(
    await database.execute(sql`SELECT credit_satang AS credit, credit_checking AS checking FROM members WHERE id = ${id}`),
  )[0]!;
const jobOf = async (id: number) =>
  rowsOf<{ attempts: number; done: boolean; last_error: string | null }>(
    await database.execute(sql`
      SELECT attempts, done_at IS NOT NULL AS done, last_error FROM jobs WHERE member_id = ${id} ORDER BY id DESC LIMIT 1`),
  )[0]!;
/** Makes the member's retry due now instead of in 2 s. */
const dueNow = (id: number) => database.execute(sql`UPDATE jobs SET run_at = now() WHERE member_id = ${id} AND done_at IS NULL`);

describe("the queued balance fetch", () => {
  it("retries a failing provider, then gives up with the last known credit and credit_checking cleared", async () => {
    const m = await member(database, { satang: 9_900 });
    down.add(m.id);
    try {
      await checkCredit(database, m.id);
      for (let i = 1; i <= JOB_ATTEMPTS; i++) {
        await runDueJobs(database);
        const job = await jobOf(m.id);
        expect(job).toMatchObject({ attempts: i, done: i === JOB_ATTEMPTS, last_error: "Error: provider timeout" });
        expect((await memberRow(m.id)).checking).toBe(i === JOB_ATTEMPTS ? 0 : 1);
        await dueNow(m.id);
      }
      expect(Number((await memberRow(m.id)).credit)).toBe(0);
    } finally {
      down.delete(m.id);
    }
  });

  it("lands on a retry when the provider comes back, and a failing job in the same run does not undo the others", async () => {
    const a = await member(database, { satang: 1_100 });
    const b = await member(database, { satang: 2_200 });
    down.add(a.id);
    await checkCredit(database, a.id);
    await checkCredit(database, b.id);
    expect(await runDueJobs(database)).toBeGreaterThanOrEqual(2);
    expect(await memberRow(a.id)).toMatchObject({ checking: 1 });
    expect(Number((await memberRow(b.id)).credit)).toBe(2_200);
    expect(await jobOf(b.id)).toMatchObject({ attempts: 1, done: true });
    down.delete(a.id);
    await dueNow(a.id);
    await runDueJobs(database);
    expect(await memberRow(a.id)).toMatchObject({ checking: 0 });
    expect(Number((await memberRow(a.id)).credit)).toBe(1_100);
    expect(await jobOf(a.id)).toMatchObject({ attempts: 2, done: true });
  });
});
