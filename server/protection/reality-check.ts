import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { unauthenticated } from "@/server/api/http-error";
import type { Session } from "@/server/auth/sessions";

/** The reminder intervals a member may choose, in minutes (0 = off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

/**
 * GET /api/customers/reality-check: the member's interval (stored server-side, so it follows them to every device)
 * and when this session began, by the server's clock, with the server's time now so a client can count from it.
 */
export async function realityCheck(db: DB, session: Session) {
  const [row] = rowsOf<{ minutes: number; started: unknown; now: unknown }>(
    await db.execute(sql`
      SELECT m.reality_check_minutes AS minutes, s.created_at AS started, now() AS now
      FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.id = ${session.id}`),
  );
  if (!row) throw unauthenticated();
  return {
    success: true,
    data: {
      interval_minutes: Number(row.minutes),
      session_started_at: new Date(row.started as string).toISOString(),
      server_time: new Date(row.now as string).toISOString(),
    },
  };
}

/** PUT /api/customers/reality-check {interval_minutes}: 0, 15, 30 or 60. */
export async function setRealityCheck(db: DB, session: Session, minutes: number) {
  await db.execute(sql`UPDATE members SET reality_check_minutes = ${minutes} WHERE id = ${session.memberId}`);
  return realityCheck(db, session);
}
