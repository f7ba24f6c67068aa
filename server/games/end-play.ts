import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { activityTickets } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { gameProvider, type PlayEnd } from "@/server/provider";

/**
 * Ends the member's play in the caller's transaction, which must hold the member's lock (locks.ts step 2): their
 * unused activity tickets and launch links stop working, and their game sessions take no further bet. Launches and
 * ticket mints take the same lock, so none slips in between; the provider's own row locks order it against a bet
 * or an entry under way. Called by a self-exclusion or time-out, a logout, a password change and ended sessions.
 */
export async function endPlay(tx: DB, memberId: number, end: PlayEnd): Promise<void> {
  await tx
    .update(activityTickets)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(activityTickets.memberId, memberId), isNull(activityTickets.usedAt), isNull(activityTickets.revokedAt), gt(activityTickets.expiresAt, sql`now()`)));
  await gameProvider(tx).endSessions(memberId, end);
}

/**
 * When the site session `sessionId` ends, read under the member's lock: null once it has ended (a logout that
 * committed while this request waited for the lock). Play started from it ends by then.
 */
export async function liveSessionEnd(tx: DB, sessionId: number): Promise<Date | null> {
  const [row] = rowsOf<{ expires_at: unknown }>(
    await tx.execute(sql`SELECT expires_at FROM sessions WHERE id = ${sessionId} AND revoked_at IS NULL AND expires_at > now()`),
  );
  return row ? new Date(row.expires_at as string) : null;
}
