import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { members, notifications, type NotificationKind } from "@/server/db/schema";
import { phone as phoneField } from "@/lib/api/contract/fields";
import { th } from "@/lib/i18n/th";
import { HttpError } from "@/server/http/errors";
import { OpsInputError } from "@/server/ops/input-error";

/** The profile's `events`: at most this many unread notifications (newest first). */
export const PROFILE_NOTIFICATIONS = 5;
const MAX_NOTIFICATION_LENGTH = 1000;

/** A message as stored: plain text (the page shows it as text, never as HTML), control characters dropped. */
function notificationText(message: string): string {
  const text = message.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "").trim();
  if (!text) throw new OpsInputError("message: empty");
  if (text.length > MAX_NOTIFICATION_LENGTH) throw new OpsInputError(`message: at most ${MAX_NOTIFICATION_LENGTH} characters`);
  return text;
}

/** `npm run ops -- notify <phone> <message>`: one unread notification for an active member. */
export async function notifyMember(db: DB, phoneText: string, message: string) {
  const text = notificationText(message);
  const parsed = phoneField.safeParse(phoneText);
  if (!parsed.success) throw new OpsInputError(`not a phone number: ${phoneText}`);
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.phone, parsed.data)).limit(1);
  if (!m) throw new OpsInputError(`no member with phone ${parsed.data}`);
  const [row] = await db.insert(notifications).values({ memberId: m.id, message: text }).returning({ id: notifications.id });
  return { id: row!.id, memberId: m.id };
}

/**
 * A security notice the API records itself: `kind` says what happened, `sessionId` the session that did
 * it (never shown to it: it has just seen the act). Plain text, like an operator's message.
 */
export async function notifySecurity(db: DB, memberId: number, kind: Exclude<NotificationKind, "message">, message: string, sessionId: number) {
  await db.insert(notifications).values({ memberId, kind, message: notificationText(message), sessionId });
}

/**
 * Which session reads the profile, as SQL over the statement's `s` row (id, created_at, known_device; NULLs when no
 * session is known). A notice is shown to every session of the member but the one that did the act; a new-device
 * notice only to the sessions that were already open when it happened or that come from one of the member's own
 * browsers (known_device): a stranger's device, or the next new one, is not told about the others.
 */
const visibleTo = sql`
  COALESCE(session_id <> s.id, true)
  AND (kind <> 'new_device' OR COALESCE(created_at > s.created_at, true) OR s.known_device)`;

/**
 * The profile's notification events: unread and visible to the reading session (visibleTo), newest first, at most
 * PROFILE_NOTIFICATIONS. A JSON array over a member id expression, read inside the profile's one statement
 * (server/customers/profile.ts, which names the reading session `s`); notificationEventsOf turns it into the answer's
 * entries.
 */
export const notificationEventsJson = (memberId: SQL) => sql`
  (SELECT COALESCE(json_agg(json_build_object('id', id, 'message', message, 'created_at', created_at) ORDER BY id DESC), '[]'::json)
   FROM (SELECT id, message, created_at FROM notifications WHERE member_id = ${memberId} AND read_at IS NULL AND ${visibleTo}
         ORDER BY id DESC LIMIT ${PROFILE_NOTIFICATIONS}) n)`;

export interface NotificationEventJson {
  id: number;
  message: string;
  created_at: string;
}

export const notificationEventsOf = (rows: NotificationEventJson[]) =>
  rows.map((r) => ({ id: Number(r.id), type: "notification" as const, message: r.message, created_at: new Date(r.created_at).toISOString() }));

/**
 * POST /api/customers/notifications/{id}/read: the member's own notification marked read (again: no change, still
 * success). Someone else's or an unknown id: 404 in Thai, the same answer for both.
 */
export async function markNotificationRead(db: DB, memberId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`COALESCE(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
    .returning({ id: notifications.id });
  if (!row) throw new HttpError(404, { message: th.popups.notificationNotFound });
  return { success: true };
}
