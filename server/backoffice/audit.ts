import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { auditLog } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { csvLines, csvText } from "@/lib/csv";
import { requirePermission, type StaffActor } from "./roles";

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * One row of the append-only audit log, in the caller's transaction so that the action and its record commit or
 * fail together. `actor` null: the shell (`npm run ops`) or the demo seed. Never pass a secret in before/after.
 */
export async function audit(tx: DB, actor: StaffActor | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor?.staffId ?? null,
    role: actor?.role ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: actor?.ip ?? null,
  });
}

export interface AuditRecord {
  id: number;
  at: string;
  /** The staff member's username; null for the shell or the demo seed. */
  staff: string | null;
  role: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
}

export interface AuditFilter {
  /** An action, or the start of one (`withdrawal.`). */
  action?: string;
  /** A staff member's username. */
  staff?: string;
  /** Rows older than this id (the previous page's `next_cursor`). */
  before?: number;
}

/** Newest first, `limit` at most, filtered; keyset paging by id. */
async function auditRows(db: DB, filter: AuditFilter, limit: number): Promise<AuditRecord[]> {
  return rowsOf<AuditRecord>(
    await db.execute(sql`
      SELECT a.id::int AS id, a.at::text AS at, s.username AS staff, a.role, a.action, a.target_type, a.target_id, a.before, a.after,
             a.reason, a.ip
      FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
      WHERE (${filter.action ?? null}::text IS NULL OR starts_with(a.action, ${filter.action ?? null}::text))
        AND (${filter.staff ?? null}::text IS NULL OR lower(s.username) = lower(${filter.staff ?? null}::text))
        AND (${filter.before ?? null}::bigint IS NULL OR a.id < ${filter.before ?? null}::bigint)
      ORDER BY a.id DESC LIMIT ${limit}`),
  );
}

const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log for those who may read it (`audit.read`), with the cursor of the next page. */
export async function auditPage(db: DB, actor: StaffActor, filter: AuditFilter): Promise<{ data: AuditRecord[]; next_cursor: number | null }> {
  requirePermission(actor, "audit.read");
  const rows = await auditRows(db, filter, AUDIT_PAGE_SIZE + 1);
  const data = rows.slice(0, AUDIT_PAGE_SIZE);
  return { data, next_cursor: rows.length > AUDIT_PAGE_SIZE ? data.at(-1)!.id : null };
}

/** Rows per read of the export. */
const EXPORT_BATCH = 500;

/**
 * The audit log as CSV (the filter applied, newest first), streamed a batch at a time so memory stays flat however
 * long the log is. Fields are made safe for spreadsheets (lib/csv.ts).
 */
export function auditCsv(db: DB, actor: StaffActor, filter: Omit<AuditFilter, "before">): Response {
  requirePermission(actor, "audit.read");
  const encoder = new TextEncoder();
  let before: number | undefined;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(out) {
      if (!started) {
        started = true;
        out.enqueue(encoder.encode(csvText([["id", "at", "staff", "role", "action", "target", "before", "after", "reason", "ip"]])));
        return;
      }
      const rows = await auditRows(db, { ...filter, before }, EXPORT_BATCH);
      const lines = rows.map((r) => [
        String(r.id),
        new Date(r.at).toISOString(),
        r.staff ?? "",
        r.role ?? "",
        r.action,
        `${r.target_type}:${r.target_id}`,
        r.before === null ? "" : JSON.stringify(r.before),
        r.after === null ? "" : JSON.stringify(r.after),
        r.reason ?? "",
        r.ip ?? "",
      ]);
      if (lines.length > 0) out.enqueue(encoder.encode(csvLines(lines)));
      if (rows.length < EXPORT_BATCH) out.close();
      else before = rows.at(-1)!.id;
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="audit-log.csv"',
      "cache-control": "no-store",
    },
  });
}
