import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { lockMember } from "./locks";
import { inTx, toBaht } from "./tx";

/** Demo mode only (GET /api/demo/open-deposit?phone= or ?id=): an open deposit, for `npm run simulate`. */
export async function openDepositOf(db: DB, phone: string, id?: number) {
  const digits = phone.replace(/[\s-]/g, "");
  const which = id ? sql`r.id = ${id}` : sql`m.phone = ${digits}`;
  const [row] = rowsOf<{ id: number; method: string; amount: string | number; expires_at: string | Date }>(
    await db.execute(sql`
      SELECT r.id, r.method, r.amount_satang AS amount, r.expires_at FROM money_requests r JOIN members m ON m.id = r.member_id
      WHERE ${which} AND r.type = 'deposit' AND r.status = 'pending' ORDER BY r.id DESC LIMIT 1`),
  );
  return {
    data: row ? { id: Number(row.id), method: row.method, amount: toBaht(Number(row.amount)), expires_at: new Date(row.expires_at).toISOString() } : null,
  };
}

/**
 * Demo mode only (POST /api/demo/expire-deposit?phone=, `npm run simulate -- expire <phone>`): ends the countdown of
 * the phone's open deposit now, so its expiry can be seen without waiting DEPOSIT_TTL_SECONDS. Only the deadline
 * moves: expires_at, and its expire_deposit job's run_at, which openDeposit sets to the same instant (now() is the
 * transaction's start, so both get the same one). The ordinary expiry job then expires it on the scheduler's next
 * tick, as it would have at the end of the real countdown. { data: null } when the phone has no open deposit. Locks as
 * the expiry job does (locks.ts): the job row, the member, the request.
 */
export async function endDepositCountdown(db: DB, phone: string) {
  const digits = phone.replace(/[\s-]/g, "");
  return inTx(db, async (tx) => {
    const [open] = rowsOf<{ id: number; member_id: number }>(
      await tx.execute(sql`
        SELECT r.id, r.member_id FROM money_requests r JOIN members m ON m.id = r.member_id
        WHERE m.phone = ${digits} AND r.type = 'deposit' AND r.status = 'pending' ORDER BY r.id DESC LIMIT 1`),
    );
    if (!open) return { data: null };
    await tx.execute(sql`
      UPDATE jobs SET run_at = now() WHERE request_id = ${open.id} AND kind = 'expire_deposit' AND done_at IS NULL`);
    await lockMember(tx, Number(open.member_id));
    const [row] = rowsOf<{ id: number; expires_at: string | Date }>(
      await tx.execute(sql`
        UPDATE money_requests SET expires_at = now() WHERE id = ${open.id} AND status = 'pending' RETURNING id, expires_at`),
    );
    if (!row) return { data: null };
    return { data: { id: Number(row.id), expires_at: new Date(row.expires_at).toISOString() } };
  });
}

/**
 * Demo mode only (POST /api/demo/history?phone=&count=): `count` settled requests for the phone's member, for the
 * e2e specs of the paged history — inserted in one statement, so they share one created_at (the paging's tiebreak is
 * the id). Deposits and every third a withdrawal, 100.00 baht and up; every fourth cancelled. Rows only: no money
 * moves (use it for a fresh test member). { data: null } for an unknown phone.
 */
export async function addDemoHistory(db: DB, phone: string, count: number) {
  const digits = phone.replace(/[\s-]/g, "");
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO money_requests (member_id, type, method, status, amount_satang, requested_satang, deleted_cause, settled_at)
      SELECT m.id,
             CASE WHEN i % 3 = 0 THEN 'withdraw' ELSE 'deposit' END,
             CASE WHEN i % 3 = 0 THEN NULL ELSE 'bank' END,
             CASE WHEN i % 4 = 0 THEN 'cancelled' ELSE 'completed' END,
             10000 + i * 100, 10000 + i * 100,
             CASE WHEN i % 4 = 0 THEN 'ยกเลิกโดยระบบทดสอบ' END,
             now()
      FROM members m, generate_series(1, ${count}::int) AS i
      WHERE m.phone = ${digits}
      ORDER BY i
      RETURNING id`),
  );
  return { data: rows.length ? { added: rows.length } : null };
}
