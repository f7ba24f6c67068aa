import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { gameProvider } from "@/server/provider";
import { withAccount } from "@/server/games/launch";
import { lockMember, lockMemberOf } from "./locks";
import { inTx } from "./tx";
import { moneyMsg } from "./messages";
import { previousWeek, publishCashback, scheduleCashback } from "./cashback";
import { previousDay, publishCommission, scheduleCommission } from "@/server/referral/commission";
import { scanRisks, scheduleRiskScan } from "@/server/backoffice/risk";
import { log, moneyEvent } from "@/server/observability/log";

/** A failing job is tried this many times, this far apart; a given-up balance fetch clears credit_checking. */
export const JOB_ATTEMPTS = 3;
const RETRY_SECONDS = 2;

interface Job {
  id: string | number;
  kind: string;
  request_id: number | null;
  member_id: number | null;
  attempts: number;
  run_at: string | Date;
}

/**
 * The jobs table: due jobs are claimed with FOR UPDATE SKIP LOCKED, so several app instances (or
 * several runs of one) run each job once and never wait on each other. Runs on every instance's scheduler tick
 * (server/boot/scheduler.ts), right after check-credit queues its fetch (`runJobsSoon`), and from
 * `npm run ops -- jobs run`; never on a read. Each job is claimed and
 * run in its own transaction, so a run never holds two members' locks at once (locks.ts); its work runs in a
 * savepoint, so one that fails is recorded and retried later.
 */
export async function runDueJobs(db: DB, limit = 50): Promise<number> {
  // The common case on a poll: nothing due, answered by the partial index without a transaction.
  const any = rowsOf(await db.execute(sql`SELECT 1 FROM jobs WHERE done_at IS NULL AND run_at <= now() LIMIT 1`));
  if (any.length === 0) return 0;
  let ran = 0;
  while (ran < limit && (await runOneDueJob(db))) ran++;
  return ran;
}

/**
 * Claims one due job and runs it, in one transaction; false when none is left to claim. A member's credit check goes
 * first: they watch a spinner, while a scan or a week's cashback can wait a moment.
 */
function runOneDueJob(db: DB): Promise<boolean> {
  return inTx(db, async (tx) => {
    const [job] = rowsOf<Job>(
      await tx.execute(sql`
        SELECT id, kind, request_id, member_id, attempts, run_at FROM jobs WHERE done_at IS NULL AND run_at <= now()
        ORDER BY kind <> 'fetch_balance', run_at LIMIT 1 FOR UPDATE SKIP LOCKED`),
    );
    if (!job) return false;
    try {
      await inTx(tx, (sp) => runJob(sp, job));
      await tx.execute(sql`UPDATE jobs SET done_at = now(), attempts = attempts + 1 WHERE id = ${job.id}`);
    } catch (e) {
      await failed(tx, job, e);
    }
    return true;
  });
}

/** How many jobs are due now, and how long the oldest of them has waited (seconds; 0 when none): for /api/metrics. */
export async function jobQueue(db: DB): Promise<{ due: number; oldestSeconds: number }> {
  const [row] = rowsOf<{ due: number | string; oldest: number | string | null }>(
    await db.execute(sql`
      SELECT count(*) AS due, EXTRACT(EPOCH FROM now() - min(run_at)) AS oldest FROM jobs WHERE done_at IS NULL AND run_at <= now()`),
  );
  return { due: Number(row?.due ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

/** Runs the due jobs after the current request has answered (check-credit's fetch); errors are only logged. */
export function runJobsSoon(db: DB): void {
  setImmediate(() => {
    runDueJobs(db).catch((e: unknown) => log.error({ err: e }, "jobs: a run failed"));
  });
}

async function runJob(tx: DB, job: Job): Promise<void> {
  if (job.kind === "expire_deposit" && job.request_id !== null) await expireDeposit(tx, Number(job.request_id));
  if (job.kind === "fetch_balance" && job.member_id !== null) await fetchBalance(tx, Number(job.member_id));
  if (job.kind === "weekly_cashback") {
    // Due on a Monday 00:00 Asia/Bangkok: pays the week that has just ended, and queues next Monday's run.
    const due = new Date(job.run_at);
    await publishCashback(tx, previousWeek(due));
    await scheduleCashback(tx, due);
  }
  if (job.kind === "daily_commission") {
    // Due at 00:00 Asia/Bangkok: pays the referral commission of the day that has just ended, and queues tomorrow's run.
    const due = new Date(job.run_at);
    await publishCommission(tx, previousDay(due));
    await scheduleCommission(tx, due);
  }
  if (job.kind === "risk_scan") {
    // Every minute: raises the risk flags for staff to review (never a block), and queues the next minute's scan.
    await scanRisks(tx);
    await scheduleRiskScan(tx);
  }
}

async function failed(tx: DB, job: Job, e: unknown): Promise<void> {
  log.error({ err: e, job: { id: job.id, kind: job.kind, attempt: Number(job.attempts) + 1 } }, "jobs: a job failed");
  const attempts = Number(job.attempts) + 1;
  const giveUp = attempts >= JOB_ATTEMPTS;
  await tx.execute(sql`
    UPDATE jobs SET attempts = ${attempts}, last_error = ${String(e).slice(0, 500)},
      run_at = now() + make_interval(secs => ${RETRY_SECONDS}), done_at = ${giveUp ? sql`now()` : null}
    WHERE id = ${job.id}`);
  // Given up: the member's credit stays the last one known, and the check ends (the site's own count times out).
  if (giveUp && job.kind === "fetch_balance") {
    await tx.execute(sql`UPDATE members SET credit_checking = 0 WHERE id = ${job.member_id}`);
  }
  // A given-up week's cashback still queues the next week's (the week itself can be re-run by an operator: once per member).
  if (giveUp && job.kind === "weekly_cashback") await scheduleCashback(tx, new Date(job.run_at));
  if (giveUp && job.kind === "daily_commission") await scheduleCommission(tx, new Date(job.run_at));
  if (giveUp && job.kind === "risk_scan") await scheduleRiskScan(tx);
}

/**
 * GET /api/customers/check-credit's queued fetch: the provider balance becomes the member's credit and
 * credit_checking is cleared — unless a newer check was queued meanwhile (its own job stores the newer answer).
 */
async function fetchBalance(tx: DB, memberId: number): Promise<void> {
  // Under the member's lock, the balance read is the one left by the last transfer: never an older one stored late.
  if (!(await lockMember(tx, memberId))) return;
  const [m] = rowsOf<{ seq: number }>(await tx.execute(sql`SELECT credit_check_seq AS seq FROM members WHERE id = ${memberId}`));
  if (!m) return;
  const provider = gameProvider(tx);
  const balance = await withAccount(provider, memberId, () => provider.balance(memberId));
  await tx.execute(sql`
    UPDATE members SET credit_satang = ${balance}, credit_checking = 0 WHERE id = ${memberId} AND credit_check_seq = ${m.seq}`);
}

/**
 * A pending deposit past its deadline becomes expired with the cause the family's clients read. Does nothing to any
 * other. Takes the member's lock first (locks.ts; openDeposit already holds it).
 */
export async function expireDeposit(tx: DB, requestId: number): Promise<boolean> {
  if ((await lockMemberOf(tx, requestId)) === null) return false;
  const rows = rowsOf(
    await tx.execute(sql`
      UPDATE money_requests SET status = 'expired', deleted_cause = ${moneyMsg.depositTimeEnded}, settled_at = now()
      WHERE id = ${requestId} AND type = 'deposit' AND status = 'pending' AND expires_at <= now() RETURNING id`),
  );
  if (rows.length > 0) moneyEvent("deposit_expired", { deposit_id: requestId });
  return rows.length > 0;
}
