import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { runDueJobs } from "./jobs";
import { toBaht } from "./tx";

/** Demo mode only (GET /api/demo/open-deposit?phone= or ?id=): an open deposit, for `npm run simulate`. */
export async function openDepositOf(db: DB, phone: string, id?: number) {
  await runDueJobs(db);
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
