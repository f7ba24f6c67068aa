import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { HttpError, invalidField, refusal } from "@/server/http/errors";
import { revokeMemberSessions, revokeSession } from "@/server/auth/sessions";
import { endPlay } from "@/server/games/end-play";
import { notifyMember } from "@/server/messages/notifications";
import { exclusionView, liftTimeouts } from "@/server/protection/exclusion";
import { getLimits } from "@/server/protection/limits";
import { deviceOf, loginHistory } from "@/server/protection/sessions";
import { secondFactorState } from "@/server/protection/totp";
import { referralOverview } from "@/server/referral/referral";
import { outstandingTurnover } from "@/server/wallet/bonuses";
import { balanceOf, memberHold, memberWallet } from "@/server/wallet/ledger";
import { lockMember } from "@/server/wallet/locks";
import { inTx } from "@/server/wallet/tx";
import { phone as phoneField } from "@/lib/api/contract/fields";
import { th } from "@/lib/i18n/th";
import { audit } from "./audit";
import { requirePermission, type StaffActor } from "./roles";

/** Search answers at most this many members: support narrows the words rather than pages. */
const SEARCH_LIMIT = 20;
/** Rows of a member's requests or ledger lines per page (keyset by id, newest first). */
const MEMBER_PAGE_SIZE = 20;
const NOTES_SHOWN = 50;

export interface FoundMember {
  id: number;
  phone: string;
  name: string | null;
  username: string | null;
  bank: string | null;
  account_number: string | null;
  status: string;
  suspended: boolean;
  created_at: string;
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members whose phone (normalised as the member API reads it), bank account number or game username is the words
 * exactly, or whose name starts with them; each key an index lookup (members_*_idx), SEARCH_LIMIT at most.
 */
export async function searchMembers(db: DB, actor: StaffActor, q: string): Promise<FoundMember[]> {
  requirePermission(actor, "members.read");
  const words = q.trim();
  if (!words) throw invalidField("q", th.backoffice.searchEmpty);
  const phone = phoneField.safeParse(words);
  const digits = words.replace(/[\s-]/g, "");
  const keys = [
    phone.success ? sql`SELECT id FROM members WHERE phone = ${phone.data}` : null,
    /^\d{6,20}$/.test(digits) ? sql`SELECT id FROM members WHERE account_number = ${digits}` : null,
    sql`SELECT id FROM members WHERE username = ${words} OR username = ${words.toLowerCase()}`,
    words.length >= 2 ? sql`(SELECT id FROM members WHERE lower(name) LIKE ${likePrefix(words)} ORDER BY lower(name) LIMIT ${SEARCH_LIMIT})` : null,
  ].filter((k) => k !== null);
  return rowsOf<FoundMember>(
    await db.execute(sql`
      SELECT id, phone, name, username, bank, account_number, status, suspended_at IS NOT NULL AS suspended, created_at::text AS created_at
      FROM members WHERE id IN (${sql.join(keys, sql` UNION `)})
      ORDER BY id DESC LIMIT ${SEARCH_LIMIT}`),
  );
}

interface MemberRow {
  id: number;
  phone: string;
  name: string | null;
  username: string | null;
  bank: string | null;
  account_number: string | null;
  line: string | null;
  birth_date: string | null;
  status: string;
  suspended_at: string | null;
  created_at: string;
  first_deposit_at: string | null;
  referrer_phone: string | null;
  credit: string | number;
  target: string | number;
  required: string | number;
}

async function memberRow(db: DB, id: number): Promise<MemberRow> {
  const [m] = rowsOf<MemberRow>(
    await db.execute(sql`
      SELECT m.id, m.phone, m.name, m.username, m.bank, m.account_number, m.line, m.birth_date::text AS birth_date, m.status,
             m.suspended_at::text AS suspended_at, m.created_at::text AS created_at, m.first_deposit_at::text AS first_deposit_at,
             r.phone AS referrer_phone, m.credit_satang AS credit, m.turnover_target_satang AS target, m.turnover_required_satang AS required
      FROM members m LEFT JOIN members r ON r.id = m.referred_by WHERE m.id = ${id}`),
  );
  if (!m) throw new HttpError(404, { message: th.backoffice.noMember });
  return m;
}

export interface RequestLine {
  id: number;
  type: string;
  method: string | null;
  status: string;
  amount_satang: number;
  note: string | null;
  created_at: string;
}

export interface LedgerLine {
  id: number;
  account: "wallet" | "hold";
  kind: string;
  amount_satang: number;
  memo: string | null;
  created_at: string;
}

export interface MemberPage<T> {
  data: T[];
  next_cursor: number | null;
}

const paged = <T extends { id: number }>(rows: T[]): MemberPage<T> => {
  const data = rows.slice(0, MEMBER_PAGE_SIZE);
  return { data, next_cursor: rows.length > MEMBER_PAGE_SIZE ? data.at(-1)!.id : null };
};

/** A member's deposit and withdrawal requests, newest first, MEMBER_PAGE_SIZE after `before` (a request id). */
async function requestPage(db: DB, memberId: number, before: number | null): Promise<MemberPage<RequestLine>> {
  const rows = rowsOf<RequestLine & { amount_satang: string | number }>(
    await db.execute(sql`
      SELECT id, type, method, status, amount_satang, deleted_cause AS note, created_at::text AS created_at FROM money_requests
      WHERE member_id = ${memberId} AND (${before}::int IS NULL OR id < ${before}::int)
      ORDER BY id DESC LIMIT ${MEMBER_PAGE_SIZE + 1}`),
  );
  return paged(rows.map((r) => ({ ...r, id: Number(r.id), amount_satang: Number(r.amount_satang) })));
}

/** The member's wallet and hold ledger lines, newest first, MEMBER_PAGE_SIZE after `before` (an entry id). */
async function ledgerPage(db: DB, memberId: number, before: number | null): Promise<MemberPage<LedgerLine>> {
  const rows = rowsOf<LedgerLine & { amount_satang: string | number }>(
    await db.execute(sql`
      SELECT e.id, CASE a.kind WHEN 'member_hold' THEN 'hold' ELSE 'wallet' END AS account, t.kind, e.amount_satang, t.memo,
             t.created_at::text AS created_at
      FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.code IN (${memberWallet(memberId).code}, ${memberHold(memberId).code}) AND (${before}::bigint IS NULL OR e.id < ${before}::bigint)
      ORDER BY e.id DESC LIMIT ${MEMBER_PAGE_SIZE + 1}`),
  );
  return paged(rows.map((r) => ({ ...r, id: Number(r.id), amount_satang: Number(r.amount_satang) })));
}

/** The next page of a member's requests or ledger lines (the detail carries the first). */
export async function memberHistoryPage(
  db: DB,
  actor: StaffActor,
  memberId: number,
  q: { kind: "requests" | "ledger"; before?: number },
): Promise<MemberPage<RequestLine | LedgerLine>> {
  requirePermission(actor, "members.read");
  await memberRow(db, memberId);
  return q.kind === "requests" ? requestPage(db, memberId, q.before ?? null) : ledgerPage(db, memberId, q.before ?? null);
}

/**
 * Everything support reads about one member: the profile, credit (the provider's last known balance and the ledger's
 * wallet and hold), the first page of requests and ledger lines, bonuses and turnover, the referral tree's size, live
 * sessions, logins, deposit limits, the exclusion in force, two-factor, and the internal notes. The member-side
 * functions answer each part, so the back office reads what the member is shown.
 */
export async function memberDetail(db: DB, actor: StaffActor, memberId: number) {
  requirePermission(actor, "members.read");
  const m = await memberRow(db, memberId);
  const [wallet, hold, requests, ledger, logins, limits, exclusion, twoFactor] = [
    await balanceOf(db, memberWallet(memberId)),
    await balanceOf(db, memberHold(memberId)),
    await requestPage(db, memberId, null),
    await ledgerPage(db, memberId, null),
    await loginHistory(db, memberId),
    await getLimits(db, memberId),
    await exclusionView(db, memberId),
    await secondFactorState(db, memberId),
  ];
  // The referral overview is the member's own view, which exists once registration is complete.
  const referral = m.status === "active" ? await referralOverview(db, memberId) : null;
  const turnoverLeft = await outstandingTurnover(db, memberId, Number(m.target));
  const bonuses = rowsOf<{ id: number; type: string; status: string; amount: string | number; turnover: string | number; created_at: string }>(
    await db.execute(sql`
      SELECT id, type, CASE WHEN status = 'claimable' AND claim_deadline <= now() THEN 'expired' ELSE status END AS status,
             amount_satang AS amount, COALESCE(turnover_satang, amount_satang * turnover_multiple) AS turnover, created_at::text AS created_at
      FROM bonuses WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 10`),
  );
  const sessions = rowsOf<{ id: number; ip: string | null; user_agent: string | null; created_at: string; last_seen_at: string }>(
    await db.execute(sql`
      SELECT id, ip, user_agent, created_at::text AS created_at, last_seen_at::text AS last_seen_at FROM sessions
      WHERE member_id = ${memberId} AND kind = 'session' AND revoked_at IS NULL AND expires_at > now()
      ORDER BY last_seen_at DESC, id DESC LIMIT 50`),
  );
  const notes = rowsOf<{ id: number; staff: string; body: string; created_at: string }>(
    await db.execute(sql`
      SELECT n.id::int AS id, s.username AS staff, n.body, n.created_at::text AS created_at
      FROM member_notes n JOIN staff s ON s.id = n.staff_id WHERE n.member_id = ${memberId} ORDER BY n.id DESC LIMIT ${NOTES_SHOWN}`),
  );
  return {
    profile: {
      id: m.id,
      phone: m.phone,
      name: m.name,
      username: m.username,
      bank: m.bank,
      account_number: m.account_number,
      line: m.line,
      birth_date: m.birth_date,
      status: m.status,
      suspended_at: m.suspended_at,
      created_at: m.created_at,
      first_deposit_at: m.first_deposit_at,
    },
    credit_satang: Number(m.credit),
    wallet_satang: wallet,
    hold_satang: hold,
    requests,
    ledger,
    bonuses: bonuses.map((b) => ({ ...b, id: Number(b.id), amount_satang: Number(b.amount), turnover_satang: Number(b.turnover) })),
    turnover: { target_satang: Number(m.target), required_satang: Number(m.required), left_satang: turnoverLeft },
    referral: {
      referrer_phone: m.referrer_phone,
      key: referral?.referral_id ?? null,
      counts: referral?.mlm_counts ?? { lv1: 0, lv2: 0, lv3: 0 },
    },
    sessions: sessions.map((s) => ({ id: Number(s.id), ip: s.ip ?? "", device: deviceOf(s.user_agent).label, created_at: s.created_at, last_seen_at: s.last_seen_at })),
    logins: logins.data.map((l) => ({ ok: l.ok, ip: l.ip, device: l.device.label, at: l.at })),
    limits: limits.data,
    exclusion,
    two_factor: twoFactor.data.enabled,
    notes,
  };
}

/** The member's row under their lock (locks.ts step 2), or 404. */
async function lockedMember(tx: DB, memberId: number) {
  const locked = await lockMember(tx, memberId);
  if (!locked) throw new HttpError(404, { message: th.backoffice.noMember });
  const [m] = rowsOf<{ phone: string; suspended: boolean }>(
    await tx.execute(sql`SELECT phone, suspended_at IS NOT NULL AS suspended FROM members WHERE id = ${memberId}`),
  );
  return m!;
}

const required = (field: string, text: string | undefined) => {
  const t = text?.trim() ?? "";
  if (!t) throw invalidField(field, th.backoffice.reasonRequired);
  return t;
};

/**
 * Ends one of the member's live sessions: its cookie stops working at its next call (findSession), and the games it
 * opened take no further bet. Audited.
 */
export async function endMemberSession(db: DB, actor: StaffActor, memberId: number, sessionId: number): Promise<{ ended: number }> {
  requirePermission(actor, "members.act");
  return inTx(db, async (tx) => {
    await lockedMember(tx, memberId);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        SELECT id FROM sessions WHERE id = ${sessionId} AND member_id = ${memberId} AND kind = 'session' AND revoked_at IS NULL AND expires_at > now()`),
    );
    if (!row) throw refusal(th.backoffice.noSession, 404);
    await revokeSession(tx, sessionId);
    await endPlay(tx, memberId, { reason: "session_ended", siteSessions: [sessionId] });
    await audit(tx, actor, { action: "member.end_session", targetType: "member", targetId: memberId, before: { session_id: sessionId }, after: { ended: 1 } });
    return { ended: 1 };
  });
}

/** Ends every session of the member (registration ones too) and the play they opened. Audited. */
export async function endAllMemberSessions(db: DB, actor: StaffActor, memberId: number): Promise<{ ended: number }> {
  requirePermission(actor, "members.act");
  return inTx(db, async (tx) => {
    await lockedMember(tx, memberId);
    const ended = await revokeMemberSessions(tx, memberId);
    if (ended.length > 0) await endPlay(tx, memberId, { reason: "session_ended", siteSessions: ended });
    await audit(tx, actor, { action: "member.end_sessions", targetType: "member", targetId: memberId, after: { ended: ended.length } });
    return { ended: ended.length };
  });
}

/** An internal note on the member (never shown to them). Audited with its text. */
export async function addMemberNote(db: DB, actor: StaffActor, memberId: number, input: { body: string }): Promise<{ id: number }> {
  requirePermission(actor, "members.act");
  const body = input.body.trim();
  if (!body) throw invalidField("body", th.backoffice.noteRequired);
  return inTx(db, async (tx) => {
    await lockedMember(tx, memberId);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO member_notes (member_id, staff_id, body) VALUES (${memberId}, ${actor.staffId}, ${body}) RETURNING id::int AS id`),
    );
    await audit(tx, actor, { action: "member.note", targetType: "member", targetId: memberId, after: { note_id: row!.id, body } });
    return { id: row!.id };
  });
}

/**
 * Suspends the member with a reason: login is refused (423, Thai) and no session works (liveSessionWhere); their
 * sessions and play end now. Or lifts the suspension. Either way once: the same twice is a 409. Audited.
 */
export async function setMemberSuspended(
  db: DB,
  actor: StaffActor,
  memberId: number,
  input: { suspended: boolean; reason: string },
): Promise<{ suspended: boolean; sessions_ended: number }> {
  requirePermission(actor, "members.act");
  const reason = required("reason", input.reason);
  return inTx(db, async (tx) => {
    const m = await lockedMember(tx, memberId);
    if (m.suspended === input.suspended) throw refusal(input.suspended ? th.backoffice.alreadySuspended : th.backoffice.notSuspended, 409);
    await tx.execute(sql`UPDATE members SET suspended_at = ${input.suspended ? sql`now()` : null} WHERE id = ${memberId}`);
    let ended: number[] = [];
    if (input.suspended) {
      ended = await revokeMemberSessions(tx, memberId);
      if (ended.length > 0) await endPlay(tx, memberId, { reason: "session_ended", siteSessions: ended });
    }
    await audit(tx, actor, {
      action: input.suspended ? "member.suspend" : "member.unsuspend",
      targetType: "member",
      targetId: memberId,
      before: { suspended: !input.suspended },
      after: { suspended: input.suspended, sessions_ended: ended.length },
      reason,
    });
    return { suspended: input.suspended, sessions_ended: ended.length };
  });
}

/**
 * Turns the member's two-factor off (a lost phone), with a reason: the secret and recovery codes go, and the member
 * gets a security notice on every device. 409 when it is not on. Audited (never the secret).
 */
export async function resetMemberTwoFactor(db: DB, actor: StaffActor, memberId: number, input: { reason: string }): Promise<{ two_factor: false }> {
  requirePermission(actor, "members.act");
  const reason = required("reason", input.reason);
  return inTx(db, async (tx) => {
    await lockedMember(tx, memberId);
    // The member's lock, then their member_totp row (locks.ts step 3).
    const [row] = rowsOf<{ enabled: boolean }>(
      await tx.execute(sql`SELECT enabled_at IS NOT NULL AS enabled FROM member_totp WHERE member_id = ${memberId} FOR UPDATE`),
    );
    if (!row) throw refusal(th.backoffice.twoFactorOff, 409);
    await tx.execute(sql`DELETE FROM totp_recovery_codes WHERE member_id = ${memberId}`);
    await tx.execute(sql`DELETE FROM member_totp WHERE member_id = ${memberId}`);
    // No session did it, so every one of the member's sessions is shown the notice.
    await tx.execute(sql`INSERT INTO notifications (member_id, kind, message) VALUES (${memberId}, 'two_factor_off', ${th.backoffice.twoFactorResetNotice})`);
    await audit(tx, actor, {
      action: "member.reset_2fa",
      targetType: "member",
      targetId: memberId,
      before: { two_factor: row.enabled ? "on" : "set_up" },
      after: { two_factor: "off" },
      reason,
    });
    return { two_factor: false as const };
  });
}

/** A notification to the member (as `npm run ops -- notify`: plain text, shown on the site). Audited with its text. */
export async function notifyMemberAsStaff(db: DB, actor: StaffActor, memberId: number, input: { message: string }): Promise<{ id: number }> {
  requirePermission(actor, "members.act");
  if (!input.message.trim()) throw invalidField("message", th.backoffice.messageRequired);
  return inTx(db, async (tx) => {
    const m = await lockedMember(tx, memberId);
    const sent = await notifyMember(tx, m.phone, input.message);
    await audit(tx, actor, { action: "member.notify", targetType: "member", targetId: memberId, after: { notification_id: sent.id, message: input.message.trim() } });
    return { id: sent.id };
  });
}

/**
 * Lifts the member's time-out early: an owner, with a reason (the rule of `npm run ops -- exclusion lift`). A
 * self-exclusion is never lifted from the back office, by anyone: 403 in Thai for every role, nothing written (the
 * database's CHECK refuses it too). 409 when no time-out is in force. Audited.
 */
export async function liftMemberTimeout(db: DB, actor: StaffActor, memberId: number, input: { reason: string }): Promise<{ lifted: number }> {
  requirePermission(actor, "members.read");
  const before = await exclusionView(db, memberId);
  if (before?.kind === "self_exclusion") throw refusal(th.backoffice.selfExclusionFinal, 403);
  requirePermission(actor, "members.lift_timeout");
  const reason = required("reason", input.reason);
  return inTx(db, async (tx) => {
    const m = await lockedMember(tx, memberId);
    // Read again under the lock: a self-exclusion asked meanwhile holds.
    const now = await exclusionView(tx, memberId);
    if (now?.kind === "self_exclusion") throw refusal(th.backoffice.selfExclusionFinal, 403);
    if (!now) throw refusal(th.backoffice.noTimeout, 409);
    const { lifted } = await liftTimeouts(tx, m.phone, `staff:${actor.username}`);
    await audit(tx, actor, {
      action: "member.lift_timeout",
      targetType: "member",
      targetId: memberId,
      before: { kind: now.kind, ends_at: now.ends_at },
      after: { lifted },
      reason,
    });
    return { lifted };
  });
}
