import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { runDueJobs } from "./jobs";
import { toBaht } from "./tx";

interface RequestRow {
  id: number;
  type: string;
  status: string;
  amount: string | number;
  deleted_cause: string | null;
  created_at: string | Date;
}

/**
 * The profile's request fields: the open deposit, and the latest settled requests (newest first). The caller runs
 * the due jobs first, so a deposit past its deadline shows as expired.
 */
export async function requestStates(db: DB, memberId: number) {
  const rows = rowsOf<RequestRow>(
    await db.execute(sql`
      SELECT id, type, status, amount_satang AS amount, deleted_cause, created_at FROM money_requests
      WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 20`),
  );
  const open = rows.find((r) => r.type === "deposit" && r.status === "pending");
  return {
    pending_request: open ? { id: Number(open.id) } : null,
    completed_requests: rows
      .filter((r) => r.status !== "pending")
      .map((r) => ({ id: Number(r.id), type: r.type, status: r.status, amount: toBaht(Number(r.amount)), deleted_cause: r.deleted_cause })),
  };
}

/** GET /api/customers/history: deposits and withdrawals, newest first (bonus records: none yet). */
export async function history(db: DB, memberId: number, type: "deposit-withdraw" | "bonus") {
  if (type === "bonus") return { data: [] };
  await runDueJobs(db);
  const rows = rowsOf<RequestRow>(
    await db.execute(sql`
      SELECT id, type, status, amount_satang AS amount, deleted_cause, created_at FROM money_requests
      WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 500`),
  );
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      status: r.status,
      amount: toBaht(Number(r.amount)),
      created_at: new Date(r.created_at).toISOString(),
      note: r.deleted_cause,
    })),
  };
}
