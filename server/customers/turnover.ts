import "server-only";
import { eq } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { members } from "@/server/db/schema";
import { unauthenticated } from "@/server/api/http-error";

/**
 * GET /api/customers/check-turnover (SPEC.md §4 turnover check). The embedded API keeps no bonus turnover yet
 * (promotions land with the wallet work), so a check never moves credit: it answers `credit_success: false`
 * ("nothing to re-read") for a member who exists. A backend that releases bonus credit when the turnover is met
 * answers `credit_success: true`, and the site polls the profile again.
 */
export async function checkTurnover(db: DB, memberId: number): Promise<{ credit_success: boolean; success: boolean }> {
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!m) throw unauthenticated();
  return { credit_success: false, success: true };
}
