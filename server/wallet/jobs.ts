import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { inTx } from "./tx";
import { moneyMsg } from "./messages";

/**
 * The jobs table (DESIGN.md §5): due jobs are claimed with FOR UPDATE SKIP LOCKED, so several app instances (or
 * several requests of one) run each job once and never wait on each other. Runs on the money reads (the profile
 * poll, prepare, history) — a natural tick every 10 s while a member watches a deposit — and from `tick()`.
 */
export async function runDueJobs(db: DB, limit = 50): Promise<number> {
  return inTx(db, async (tx) => {
    const due = rowsOf<{ id: string | number; kind: string; request_id: number }>(
      await tx.execute(sql`
        SELECT id, kind, request_id FROM jobs WHERE done_at IS NULL AND run_at <= now()
        ORDER BY run_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`),
    );
    for (const job of due) {
      if (job.kind === "expire_deposit") await expireDeposit(tx, Number(job.request_id));
      await tx.execute(sql`UPDATE jobs SET done_at = now(), attempts = attempts + 1 WHERE id = ${job.id}`);
    }
    return due.length;
  });
}

/** A pending deposit past its deadline becomes expired with SPEC.md §8's cause. Does nothing to any other. */
export async function expireDeposit(tx: DB, requestId: number): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      UPDATE money_requests SET status = 'expired', deleted_cause = ${moneyMsg.depositTimeEnded}, settled_at = now()
      WHERE id = ${requestId} AND type = 'deposit' AND status = 'pending' AND expires_at <= now() RETURNING id`),
  );
  return rows.length > 0;
}
