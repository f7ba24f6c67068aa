import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { members } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { HttpError, refusal, unauthenticated } from "@/server/http/errors";
import { inTx, type KeepsWrites } from "@/server/wallet/tx";
import { confirmSessionPassword } from "@/server/accounts/password";
import type { Session } from "@/server/auth/sessions";
import { notifySecurity } from "@/server/messages/notifications";
import { deviceOf } from "./sessions";
import { formatDateTime } from "@/lib/format";
import { th } from "@/lib/i18n/th";
import { clock } from "./clock";
import { base32, matchingStep, otpauthUrl } from "./totp-code";
import { open, seal } from "./totp-seal";

const MAX_FAILURES = 5;
const LOCK_SECONDS = 15 * 60;
const RECOVERY_CODES = 10;
const ISSUER = "GOLDMOON";

/*
 * Secrets are stored encrypted (./totp-seal.ts), never in the clear. Wrong codes are
 * counted in rate_events (the counters table, the one write a refused request may make): 5 in a row lock the member's
 * second factor for 15 minutes (a `totp-lock:` event). Each code is counted before it is compared, under the row lock
 * of member_totp, and the count is committed with the refusal: however many arrive at once, at most 5 are compared
 * per lock window.
 */
const recoveryHash = (memberId: number, code: string) =>
  createHash("sha256").update(`${memberId}:${code.toLowerCase().replace(/-/g, "")}`).digest("hex");
const failKey = (memberId: number) => `totp-fail:${memberId}`;
const lockKey = (memberId: number) => `totp-lock:${memberId}`;
const RECOVERY = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;

interface TotpRow {
  secret: string;
  enabled: boolean;
  last_step: string | number;
}

async function rowOf(db: DB, memberId: number, lock = false): Promise<TotpRow | undefined> {
  const [row] = rowsOf<TotpRow>(
    await db.execute(sql`
      SELECT secret, enabled_at IS NOT NULL AS enabled, last_step FROM member_totp WHERE member_id = ${memberId}
      ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  return row;
}

/** A wrong code: refused, its transaction committing the failure counted before the comparison (tx.ts KeepsWrites). */
class WrongCode extends HttpError implements KeepsWrites {
  readonly keepsWrites = true;
  constructor() {
    super(400, { success: false, msg: th.protection.totpWrong });
  }
}

async function refuseIfLocked(db: DB, memberId: number): Promise<void> {
  const [row] = rowsOf<{ until: unknown }>(
    await db.execute(sql`
      SELECT max(at) + make_interval(secs => ${LOCK_SECONDS}) AS until FROM rate_events
      WHERE key = ${lockKey(memberId)} AND at > now() - make_interval(secs => ${LOCK_SECONDS})`),
  );
  if (row?.until) throw refusal(th.protection.totpLocked(formatDateTime(new Date(row.until as string))));
}

/** Counts one more failure before a code is compared; answers the failures in a row, this one included. */
async function countAttempt(tx: DB, memberId: number): Promise<number> {
  await tx.execute(sql`INSERT INTO rate_events (key) VALUES (${failKey(memberId)})`);
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM rate_events WHERE key = ${failKey(memberId)} AND at > now() - interval '1 day'`),
  );
  return row?.n ?? 1;
}

/**
 * Inside the caller's transaction, which holds member_totp's row lock (rowOf with `lock`): accepts a current TOTP
 * code whose time step is later than the last one used (so a code works once; one step of clock drift either way),
 * or an unused recovery code when `recovery`; marks it used. The code is counted as a failure before it is compared
 * and forgiven when right; a wrong one throws WrongCode, which commits the count (the fifth in a row also locks for
 * 15 minutes). Call it before the transaction's other writes. While locked: a 400 naming the end of the lock.
 */
async function checkCode(tx: DB, memberId: number, row: TotpRow, code: string, recovery = true): Promise<void> {
  await refuseIfLocked(tx, memberId);
  const failures = await countAttempt(tx, memberId);
  let right: boolean;
  if (recovery && RECOVERY.test(code)) {
    const used = rowsOf(
      await tx.execute(sql`
        UPDATE totp_recovery_codes SET used_at = now()
        WHERE member_id = ${memberId} AND code_hash = ${recoveryHash(memberId, code)} AND used_at IS NULL RETURNING id`),
    );
    right = used.length > 0;
  } else {
    const step = matchingStep(open(row.secret), code, clock.now(), Number(row.last_step));
    right = step !== null;
    if (step !== null) await tx.execute(sql`UPDATE member_totp SET last_step = ${step} WHERE member_id = ${memberId}`);
  }
  if (!right) {
    if (failures >= MAX_FAILURES) {
      await tx.execute(sql`INSERT INTO rate_events (key) VALUES (${lockKey(memberId)})`);
      await tx.execute(sql`DELETE FROM rate_events WHERE key = ${failKey(memberId)}`);
    }
    throw new WrongCode();
  }
  await tx.execute(sql`DELETE FROM rate_events WHERE key = ${failKey(memberId)}`);
}

/**
 * For a withdrawal, inside its transaction after the member's lock and before any write: nothing when two-factor is
 * off; with it on, a current code (or a recovery code) is required and used up (checkCode).
 */
export async function requireSecondFactor(tx: DB, memberId: number, code: string | undefined): Promise<void> {
  const row = await rowOf(tx, memberId, true);
  if (!row?.enabled) return;
  if (!code) throw refusal(th.protection.totpRequired);
  await checkCode(tx, memberId, row, code);
}

/** GET /api/customers/2fa: whether it is on, and how many recovery codes are left. */
export async function secondFactorState(db: DB, memberId: number) {
  const row = await rowOf(db, memberId);
  const [left] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM totp_recovery_codes WHERE member_id = ${memberId} AND used_at IS NULL`),
  );
  return { success: true, data: { enabled: Boolean(row?.enabled), recovery_codes_left: row?.enabled ? (left?.n ?? 0) : 0 } };
}

/** POST /api/customers/2fa/setup: a new secret (replacing one not yet confirmed) for the authenticator app. */
export async function setUpSecondFactor(db: DB, memberId: number) {
  const [member] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw unauthenticated();
  const secret = randomBytes(20);
  const done = await inTx(db, async (tx) => {
    const row = await rowOf(tx, memberId, true);
    if (row?.enabled) return false;
    await tx.execute(sql`
      INSERT INTO member_totp (member_id, secret) VALUES (${memberId}, ${seal(secret)})
      ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = 0, enabled_at = NULL`);
    return true;
  });
  if (!done) throw refusal(th.protection.totpAlreadyOn);
  return { success: true, data: { secret: base32(secret), otpauth_url: otpauthUrl(ISSUER, member.phone, secret) } };
}

/** The member's other devices are told (a notification) that two-factor went on or off, from which device and when. */
async function noticeOf(db: DB, session: Session, on: boolean) {
  const [row] = rowsOf<{ user_agent: string | null }>(await db.execute(sql`SELECT user_agent FROM sessions WHERE id = ${session.id}`));
  const device = deviceOf(row?.user_agent ?? null).label;
  const at = formatDateTime(clock.now());
  const message = on ? th.protection.noticeTwoFactorOn(device, at) : th.protection.noticeTwoFactorOff(device, at);
  await notifySecurity(db, session.memberId, on ? "two_factor_on" : "two_factor_off", message, session.id);
}

/** POST /api/customers/2fa/enable {code}: the app's first code turns it on; answers 10 single-use recovery codes once. */
export async function enableSecondFactor(db: DB, session: Session, code: string) {
  const memberId = session.memberId;
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const c = base32(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
  await inTx(db, async (tx) => {
    const row = await rowOf(tx, memberId, true);
    if (!row) throw refusal(th.protection.totpNotSetUp);
    if (row.enabled) throw refusal(th.protection.totpAlreadyOn);
    await checkCode(tx, memberId, row, code, false); // the app's code only: no recovery codes exist yet
    await tx.execute(sql`UPDATE member_totp SET enabled_at = now() WHERE member_id = ${memberId}`);
    await tx.execute(sql`DELETE FROM totp_recovery_codes WHERE member_id = ${memberId}`);
    for (const c of codes) {
      await tx.execute(sql`INSERT INTO totp_recovery_codes (member_id, code_hash) VALUES (${memberId}, ${recoveryHash(memberId, c)})`);
    }
    await noticeOf(tx, session, true);
  });
  return { success: true, data: { recovery_codes: codes } };
}

/**
 * POST /api/customers/2fa/disable {password, code}: the member's password (checked first, a wrong one counted like a
 * failed login: a stolen session cannot guess it) and a current code or a recovery code turn it off.
 */
export async function disableSecondFactor(db: DB, session: Session, body: { password: string; code: string }, ip: string) {
  await confirmSessionPassword(db, session, body.password, ip, "password", th.protection.passwordWrong);
  const memberId = session.memberId;
  const code = body.code;
  await inTx(db, async (tx) => {
    const row = await rowOf(tx, memberId, true);
    if (!row?.enabled) throw refusal(th.protection.totpOff);
    await checkCode(tx, memberId, row, code);
    await tx.execute(sql`DELETE FROM totp_recovery_codes WHERE member_id = ${memberId}`);
    await tx.execute(sql`DELETE FROM member_totp WHERE member_id = ${memberId}`);
    await noticeOf(tx, session, false);
  });
  return { success: true };
}
