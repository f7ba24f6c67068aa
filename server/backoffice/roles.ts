import "server-only";
import type { StaffRole } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { th } from "@/lib/i18n/th";

/**
 * What each role may do, checked by the API before the action (never by hiding a button). owner: everything and the
 * staff; finance: the money queues and credit adjustments; support: members; marketing: content; risk: reads
 * everything, raises flags.
 */
export const PERMISSIONS = {
  "withdrawals.read": ["owner", "finance", "risk"],
  "withdrawals.decide": ["owner", "finance"],
  "reviews.read": ["owner", "finance", "risk"],
  "reviews.resolve": ["owner", "finance"],
  "audit.read": ["owner", "risk"],
  "staff.manage": ["owner"],
  "payouts.rules": ["owner"],
  "content.read": ["owner", "marketing", "risk"],
  "content.manage": ["owner", "marketing"],
  "reports.read": ["owner", "finance", "risk"],
  "risk.read": ["owner", "risk"],
  "risk.close": ["owner", "risk"],
  "members.read": ["owner", "finance", "support", "risk"],
  "members.act": ["owner", "support"],
  "members.lift_timeout": ["owner"],
  "adjustments.read": ["owner", "finance", "risk"],
  "adjustments.request": ["owner", "finance"],
  "adjustments.decide": ["owner", "finance"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const ROLES: readonly StaffRole[] = ["owner", "finance", "support", "marketing", "risk"];

/** A signed-in staff member, as every back-office action receives them. */
export interface StaffActor {
  staffId: number;
  username: string;
  role: StaffRole;
  sessionId: number;
  ip: string;
}

export const allows = (role: StaffRole, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

/** 403 in Thai unless the actor's role holds the permission. */
export function requirePermission(actor: StaffActor, permission: Permission): void {
  if (!allows(actor.role, permission)) throw new HttpError(403, { message: th.backoffice.forbidden });
}
