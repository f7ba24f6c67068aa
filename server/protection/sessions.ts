import "server-only";
import { sql } from "drizzle-orm";
import { UAParser } from "ua-parser-js";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { refusal } from "@/server/http/errors";
import { revokeMemberSessions, revokeSession, type Session } from "@/server/auth/sessions";
import { endPlay } from "@/server/games/end-play";
import { lockMember } from "@/server/wallet/locks";
import { inTx } from "@/server/wallet/tx";
import { th } from "@/lib/i18n/th";

/**
 * Login attempts kept per member (the history shows the last LOGIN_HISTORY): the member's own (every successful
 * login, and failed ones from their known device) apart from strangers' (failed, from a device not known as theirs),
 * so no number of strangers' failures pushes the member's own out.
 */
const LOGIN_EVENTS_KEPT = 100;
const STRANGER_EVENTS_KEPT = 30;
export const LOGIN_HISTORY = 30;
export const STRANGER_HISTORY = 10;

export interface DeviceView {
  label: string;
  type: string;
  os: string | null;
  browser: string | null;
}

/** "Chrome 120 · Android 14" and its parts, from a user agent (ua-parser-js 1.x). */
export function deviceOf(userAgent: string | null): DeviceView {
  const r = new UAParser(userAgent ?? "").getResult();
  const join = (name?: string, version?: string) => (name ? [name, version?.split(".")[0]].filter(Boolean).join(" ") : null);
  const browser = join(r.browser.name, r.browser.version);
  const os = join(r.os.name, r.os.version);
  const label = [browser, os].filter(Boolean).join(" · ") || th.protection.unknownDevice;
  return { label, type: r.device.type ?? "desktop", os, browser };
}

const iso = (x: unknown) => new Date(x as string).toISOString();

/** GET /api/customers/sessions: the member's live sessions, the most recently active first. */
export async function listSessions(db: DB, session: Session) {
  const rows = rowsOf<{ id: number; ip: string | null; user_agent: string | null; created_at: unknown; last_seen_at: unknown }>(
    await db.execute(sql`
      SELECT id, ip, user_agent, created_at, last_seen_at FROM sessions
      WHERE member_id = ${session.memberId} AND kind = 'session' AND revoked_at IS NULL AND expires_at > now()
      ORDER BY last_seen_at DESC, id DESC LIMIT 100`),
  );
  return {
    success: true,
    data: rows.map((r) => ({
      id: Number(r.id),
      device: deviceOf(r.user_agent),
      ip: r.ip ?? "",
      first_seen: iso(r.created_at),
      last_active: iso(r.last_seen_at),
      current: Number(r.id) === session.id,
    })),
  };
}

/**
 * DELETE /api/customers/sessions/{id}: ends one of the member's sessions (this one too); its next call gets 401, and
 * the games it opened take no further bet.
 */
export async function endSession(db: DB, session: Session, id: number) {
  await inTx(db, async (tx) => {
    await lockMember(tx, session.memberId);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        SELECT id FROM sessions WHERE id = ${id} AND member_id = ${session.memberId} AND kind = 'session'
          AND revoked_at IS NULL AND expires_at > now()`),
    );
    if (!row) throw refusal(th.protection.sessionNotFound, 404);
    await revokeSession(tx, id);
    await endPlay(tx, session.memberId, { reason: "session_ended", siteSessions: [id] });
  });
  return { success: true };
}

/** DELETE /api/customers/sessions: ends every session of the member but this one, and the games they opened. */
export async function endOtherSessions(db: DB, session: Session) {
  await inTx(db, async (tx) => {
    await lockMember(tx, session.memberId);
    const ended = await revokeMemberSessions(tx, session.memberId, session.id);
    if (ended.length > 0) await endPlay(tx, session.memberId, { reason: "session_ended", siteSessions: ended });
  });
  return { success: true };
}

/**
 * After a call a session answered with success: its last activity, to the minute (at most one write a minute, and
 * none for a refused call, which changes nothing).
 */
export async function touchSession(db: DB, sessionId: number): Promise<void> {
  await db.execute(sql`
    UPDATE sessions SET last_seen_at = now() WHERE id = ${sessionId} AND last_seen_at < now() - interval '60 seconds'`);
}

/**
 * A login attempt on a member's phone, kept for their history: a failed one from a device not known as the
 * member's (`knownDevice`) among strangers' attempts, anything else among the member's own; the oldest beyond each
 * one's limit go.
 */
export async function recordLogin(db: DB, memberId: number, attempt: { ok: boolean; ip: string; userAgent?: string; knownDevice?: boolean }) {
  const stranger = !attempt.ok && !attempt.knownDevice;
  await db.execute(sql`
    INSERT INTO login_events (member_id, ok, stranger, ip, user_agent)
    VALUES (${memberId}, ${attempt.ok}, ${stranger}, ${attempt.ip}, ${attempt.userAgent?.slice(0, 512) ?? null})`);
  const kept = stranger ? STRANGER_EVENTS_KEPT : LOGIN_EVENTS_KEPT;
  await db.execute(sql`
    DELETE FROM login_events WHERE member_id = ${memberId} AND stranger = ${stranger} AND id <= (
      SELECT id FROM login_events WHERE member_id = ${memberId} AND stranger = ${stranger} ORDER BY id DESC OFFSET ${kept} LIMIT 1)`);
}

/**
 * GET /api/customers/login-history: the member's own last LOGIN_HISTORY attempts and strangers' last STRANGER_HISTORY
 * failed ones, newest first.
 */
export async function loginHistory(db: DB, memberId: number) {
  const rows = rowsOf<{ ok: boolean; ip: string | null; user_agent: string | null; created_at: unknown }>(
    await db.execute(sql`
      SELECT ok, ip, user_agent, created_at FROM (
        (SELECT id, ok, ip, user_agent, created_at FROM login_events
          WHERE member_id = ${memberId} AND NOT stranger ORDER BY id DESC LIMIT ${LOGIN_HISTORY})
        UNION ALL
        (SELECT id, ok, ip, user_agent, created_at FROM login_events
          WHERE member_id = ${memberId} AND stranger ORDER BY id DESC LIMIT ${STRANGER_HISTORY})
      ) history ORDER BY id DESC`),
  );
  return {
    success: true,
    data: rows.map((r) => ({ ok: Boolean(r.ok), ip: r.ip ?? "", device: deviceOf(r.user_agent), at: iso(r.created_at) })),
  };
}
