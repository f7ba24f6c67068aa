import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { activityTickets, members } from "@/server/db/schema";
import { getSiteInfo } from "@/server/site/site";
import { invalidField, refusal } from "@/server/api/http-error";
import { activityPageUrl } from "@/lib/activity";
import type { ActivityTarget } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { refuseIfExcluded } from "@/server/protection/exclusion";

export const ACTIVITY_TICKET_TTL_SECONDS = 60;

const hashOf = (token: string) => createHash("sha256").update(`activity:${token}`).digest("hex");

/**
 * DESIGN.md §6.2: the activity link carries a ticket, not the session: random, single-use, 60 seconds, good only
 * for redeeming at /api/activity/redeem (a different hash domain from sessions, so it can never act as one).
 */
export async function mintActivityTicket(db: DB, memberId: number, target: ActivityTarget): Promise<{ url: string }> {
  // The activity site's football and lotto are play: refused during a time-out or self-exclusion.
  await refuseIfExcluded(db, memberId);
  const info = await getSiteInfo(db);
  // getSiteInfo empties an activity base that fails the URL rule: no ticket for a page the site will not open.
  if (!info.activity) throw refusal(th.activity.unavailable);
  const token = randomBytes(32).toString("base64url");
  await db.insert(activityTickets).values({
    tokenHash: hashOf(token),
    memberId,
    target,
    expiresAt: sql`now() + make_interval(secs => ${ACTIVITY_TICKET_TTL_SECONDS})`,
  });
  return { url: `${activityPageUrl(info.activity, target)}?access_token=${token}` };
}

/** The activity site's side: the ticket works once (one conditional UPDATE), and names the member only opaquely. */
export async function redeemActivityTicket(db: DB, token: string): Promise<{ member: string; target: ActivityTarget }> {
  const [used] = await db
    .update(activityTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(activityTickets.tokenHash, hashOf(token)),
        isNull(activityTickets.usedAt),
        gt(activityTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: activityTickets.memberId, target: activityTickets.target });
  if (!used) throw invalidField("access_token", th.activity.ticketInvalid);
  const [member] = await db
    .select({ publicId: members.publicId })
    .from(members)
    .where(and(eq(members.id, used.memberId), eq(members.status, "active")))
    .limit(1);
  if (!member) throw invalidField("access_token", th.activity.ticketInvalid);
  return { member: member.publicId, target: used.target };
}
