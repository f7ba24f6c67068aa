import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { activityTickets, members } from "@/server/db/schema";
import { getSiteInfo } from "@/server/site/site";
import { invalidField, refusal, unauthenticated } from "@/server/http/errors";
import type { Session } from "@/server/auth/sessions";
import { liveSessionEnd } from "@/server/games/end-play";
import { lockMember } from "@/server/wallet/locks";
import { inTx } from "@/server/wallet/tx";
import { activityPageUrl } from "@/lib/activity";
import type { ActivityTarget } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { refuseIfExcluded } from "@/server/protection/exclusion";

const ACTIVITY_TICKET_TTL_SECONDS = 60;

const hashOf = (token: string) => createHash("sha256").update(`activity:${token}`).digest("hex");

/**
 * The activity link carries a ticket, not the session: random, single-use, 60 seconds, good only for redeeming at
 * /api/activity/redeem (a different hash domain from sessions, so it can never act as one). Minted under the
 * member's lock, as a game launch is: an exclusion or a logout either comes first or revokes the ticket.
 */
export async function mintActivityTicket(db: DB, session: Session, target: ActivityTarget): Promise<{ url: string }> {
  const info = await getSiteInfo(db);
  // getSiteInfo empties an activity base that fails the URL rule: no ticket for a page the site will not open.
  if (!info.activity) throw refusal(th.activity.unavailable);
  const activity = info.activity;
  const token = randomBytes(32).toString("base64url");
  await inTx(db, async (tx) => {
    const member = await lockMember(tx, session.memberId);
    if (!member || member.status !== "active" || !(await liveSessionEnd(tx, session.id))) throw unauthenticated();
    // The activity site's football and lotto are play: refused during a time-out or self-exclusion.
    await refuseIfExcluded(tx, session.memberId);
    await tx.insert(activityTickets).values({
      tokenHash: hashOf(token),
      memberId: session.memberId,
      target,
      expiresAt: sql`now() + make_interval(secs => ${ACTIVITY_TICKET_TTL_SECONDS})`,
    });
  });
  return { url: `${activityPageUrl(activity, target)}?access_token=${token}` };
}

/**
 * The activity site's side: the ticket works once (one conditional UPDATE, which waits for a revoking transaction on
 * its row and then finds it revoked), and names the member only opaquely.
 */
export async function redeemActivityTicket(db: DB, token: string): Promise<{ member: string; target: ActivityTarget }> {
  const [used] = await db
    .update(activityTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(activityTickets.tokenHash, hashOf(token)),
        isNull(activityTickets.usedAt),
        isNull(activityTickets.revokedAt),
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
