import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";

/*
 * THE LOCK ORDER of every money path. A transaction takes row locks only in this order (skipping what it does not
 * need), so two transactions never wait for each other in a circle (a deadlock: PostgreSQL kills one, a 500):
 *
 *   1. the call's own row: its Idempotency-Key row, its webhook event row, or the job it claimed;
 *   2. the member's row in `members`, through `lockMember` — the member's money lock, taken before anything else of
 *      theirs. When only a request id is known, its member_id is read without a lock (it never changes), the member
 *      is locked (`lockMemberOf`), and only then is the request locked and its status checked again;
 *   3. that member's money_requests rows, the bonus being claimed (bonuses, looked up with the member's id) or, for a
 *      withdrawal with two-factor on, the member's member_totp row (server/protection/totp.ts); then,
 *      for a bank deposit being opened, the deposit-amount advisory lock;
 *   4. the member's game-provider account (provider_accounts, inside transferIn / transferOut);
 *   5. ledger accounts: within one posting in id order (ledger.ts); the counter accounts, shared by every member,
 *      always in the order operator_bank → promotion_expense → operator_adjustments → provider_float (each posting
 *      holds one of them; a credit adjustment that takes credit back locks operator_adjustments before it posts
 *      provider_float → member wallet, see lockCounterAccount).
 *
 * A transaction works for one member only: each job runs in its own transaction (jobs.ts). Nothing that holds a
 * member's lock waits for a job row: completing or cancelling a deposit leaves its expiry job alone (the job does
 * nothing to a deposit that is no longer pending). Paths: prepare and payment-gateway (deposits.ts), cancel and
 * complete (deposits.ts, both webhooks), withdraw and approve/reject (withdrawals.ts), a bonus claim (bonuses.ts), a
 * credit adjustment (backoffice/adjustments.ts: the member, then the adjustment's row), a
 * daily spin (spin-wheel.ts: its key row, the member, then its spins and bonuses rows; it moves no money), the
 * jobs (jobs.ts), check-credit (customers/credit.ts: its UPDATE of the member row is its first lock). The race test
 * tests/unit/server/db/pg-locks.test.ts holds the order to account.
 *
 * Play takes the member's lock too: a game launch or an activity ticket (games/launch.ts, activity/tickets.ts) locks
 * the member, then reads the session and the exclusion; whatever ends play — an exclusion or time-out, a logout, a
 * password change, an ended session — locks the member, then updates sessions, then the member's activity tickets,
 * launch tokens and provider sessions (games/end-play.ts). A bet at the demo provider holds its provider session row
 * (FOR SHARE) and then the provider account (step 4), never the member: it commits before the end of play or reads
 * the revoked session after it (tests/unit/server/db/pg-play.test.ts).
 */

export interface LockedMember {
  status: string;
  first_deposit_at: unknown;
  target: string | number;
  required: string | number;
}

/**
 * Takes the member's money lock (step 2) and returns the row's money fields; undefined for no such member.
 * FOR NO KEY UPDATE, not FOR UPDATE: it queues behind every other money lock and UPDATE of the row, but not behind
 * the FOR KEY SHARE that PostgreSQL takes on the member when a row referencing it is inserted (a request, a ledger
 * account, a provider account, a session). With FOR UPDATE, two transactions that had each inserted such a row
 * would both wait for the other's share lock before getting the member lock: a deadlock.
 */
export async function lockMember(tx: DB, memberId: number): Promise<LockedMember | undefined> {
  const [row] = rowsOf<LockedMember>(
    await tx.execute(sql`
      SELECT status, first_deposit_at, turnover_target_satang AS target, turnover_required_satang AS required
      FROM members WHERE id = ${memberId} FOR NO KEY UPDATE`),
  );
  return row;
}

/** Locks the member of a money request (read unlocked first: a request's member never changes); null when none. */
export async function lockMemberOf(tx: DB, requestId: number): Promise<number | null> {
  const [req] = rowsOf<{ member_id: number }>(await tx.execute(sql`SELECT member_id FROM money_requests WHERE id = ${requestId}`));
  if (!req) return null;
  const memberId = Number(req.member_id);
  await lockMember(tx, memberId);
  return memberId;
}
