import "server-only";
import type { DB } from "@/server/db/types";
import { auditLog } from "@/server/db/schema";
import type { StaffActor } from "./roles";

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
