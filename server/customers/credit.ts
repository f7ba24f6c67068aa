import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { unauthenticated } from "@/server/http/errors";
import { inTx } from "@/server/wallet/tx";

/**
 * GET /api/customers/check-credit (docs/architecture.md, the credit check): sets credit_checking and queues a
 * balance fetch from the game provider in the jobs table, in one transaction, and answers at once. The fetch runs
 * right after the answer (the route calls `runJobsSoon`) or on the scheduler's next tick; it stores the balance as the
 * member's credit and clears credit_checking. Each check takes a number (credit_check_seq): only the latest check's
 * fetch clears the mark, so an older, slower answer never overwrites a newer one.
 */
export async function checkCredit(db: DB, memberId: number): Promise<{ credit_success: boolean }> {
  return inTx(db, async (tx) => {
    // The UPDATE takes the member's money lock (server/wallet/locks.ts) as this transaction's first lock.
    const [mark] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        UPDATE members SET credit_checking = 1, credit_check_seq = credit_check_seq + 1
        WHERE id = ${memberId} AND status = 'active' RETURNING id`),
    );
    if (!mark) throw unauthenticated();
    await tx.execute(sql`INSERT INTO jobs (kind, member_id, run_at) VALUES ('fetch_balance', ${memberId}, now())`);
    return { credit_success: true };
  });
}
