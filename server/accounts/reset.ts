import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { resetPasswordConfirmOtp, resetPasswordConfirmPasswordBody, resetPasswordStartBody } from "@/lib/api/contract/reset-password";
import { th } from "@/lib/i18n/th";
import { invalidField } from "@/server/http/errors";
import { hashPassword } from "@/server/auth/passwords";
import { hashToken, revokeMemberSessions } from "@/server/auth/sessions";
import { endPlay } from "@/server/games/end-play";
import { lockMember } from "@/server/wallet/locks";
import type { DB } from "@/server/db/types";
import { members, passwordResets } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { issueOtp, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, otpError, verifyOtp } from "@/server/otp/otp";
import { clearKeys, limit } from "@/server/security/rate-limit";
import { loginLockOf, OTP_RESEND_SECONDS, otpSendRules, type Sender } from "@/server/security/limits";
import { admitOtpSend, refusedSend } from "@/server/security/otp-gate";
import { deviceMember } from "@/server/security/device";
import { signer } from "@/server/security/signing";
import { smsSender } from "@/server/sms/sms";
import { log } from "@/server/observability/log";

/** A reset token lives 15 minutes from /start to /confirm-password. */
const RESET_TTL_SECONDS = 900;

const resetInvalid = () => invalidField("token", th.accounts.resetInvalid);

/** The active member a phone and game username name together (the username compares case-insensitively). */
function memberWhere(phone: string, username: string) {
  return and(eq(members.phone, phone), sql`lower(${members.username}) = lower(${username})`, eq(members.status, "active"));
}

/** Reset SMS handed off and not yet delivered (or failed). */
const inFlight = new Set<Promise<void>>();

/** Resolves once every reset SMS handed off so far is delivered or has failed (tests; a graceful stop). */
export async function resetDeliveriesSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

const tokenSigner = signer("reset-token");
const tokenMac = (phone: string, body: Buffer) => Buffer.from(tokenSigner.sign(`${phone}|${body.toString("base64url")}`), "base64url").subarray(0, 16);

/**
 * A reset token (43 characters): 12 random bytes, when it expires (4 bytes, Unix seconds) and 16 bytes of a signature
 * over both and the phone. A known pair's token is also stored (hashed) with its reset; an unknown pair's is not
 * stored at all, and the signature is what lets /confirm-otp answer it as it answers a known one.
 */
function newResetToken(phone: string): string {
  const body = Buffer.alloc(16);
  randomBytes(12).copy(body);
  body.writeUInt32BE(Math.floor(Date.now() / 1000) + RESET_TTL_SECONDS, 12);
  return Buffer.concat([body, tokenMac(phone, body)]).toString("base64url");
}

/** A token this server gave out for this phone (stored or not): its id and expiry; else null. */
function signedToken(token: string, phone: string): { id: string; expires: number } | null {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const raw = Buffer.from(token, "base64url");
  const body = raw.subarray(0, 16);
  if (raw.length !== 32 || !timingSafeEqual(raw.subarray(16), tokenMac(phone, body))) return null;
  return { id: body.subarray(0, 12).toString("base64url"), expires: body.readUInt32BE(12) };
}

/** Rolls back an unknown pair's rehearsal of a reset. */
class Rehearsed extends Error {}

interface Holder {
  id: number;
  /** The username given is this member's. */
  named: boolean;
  logged_in: boolean;
}

/**
 * Starts a reset. Known and unknown (phone, username) pairs do the same work — the same lookup, limits of the same
 * shape, the statements that store a reset and a code — and get the same answer in the same time: a known pair's
 * SMS is sent after the answer, never while it waits, and its failure is only logged. An unknown pair stores
 * nothing and touches none of the phone's codes (a code the member is about to type stays good); its sends count
 * on budgets of their own and never on the number block's or the site's (server/security/limits.ts). How far into
 * the site's hourly SMS budget the send may go depends on the phone's member whatever the username: their known
 * device, a past login, or neither.
 */
export async function startReset(
  db: DB,
  body: z.output<typeof resetPasswordStartBody>,
  client: { ip: string; deviceToken?: string | null },
) {
  const token = newResetToken(body.phone);
  const outcome = await db.transaction(async (tx) => {
    const [holder] = rowsOf<Holder>(
      await tx.execute(sql`
        SELECT id, lower(username) = lower(${body.ufabet_username}) AS named,
          EXISTS (SELECT 1 FROM login_events e WHERE e.member_id = m.id AND e.ok) AS logged_in
        FROM members m WHERE phone = ${body.phone} AND status = 'active' LIMIT 1`),
    );
    const member = holder?.named ? holder : undefined;
    const sender: Sender = !holder
      ? "anonymous"
      : deviceMember(client.deviceToken) === holder.id
        ? "known_device"
        : holder.logged_in
          ? "past_login"
          : "anonymous";
    const probe = member ? undefined : `reset:${body.phone}:${body.ufabet_username.toLowerCase()}`;
    const admission = await admitOtpSend(tx, {
      purpose: "reset",
      scope: `reset:${body.phone}`,
      ip: client.ip,
      rules: otpSendRules(body.phone, client.ip, "reset", probe, sender),
      solution: body.challenge,
      sender: member ? sender : "probe",
    });
    if (!admission.ok) return { kind: "refused" as const, admission };
    // The same statements for both, in a savepoint an unknown pair's rehearsal rolls back: it stores nothing and
    // voids none of the phone's codes.
    try {
      return await tx.transaction(async (sp) => {
        const [reset] = await sp
          .insert(passwordResets)
          .values({
            tokenHash: hashToken(token),
            phone: body.phone,
            memberId: member?.id ?? null,
            expiresAt: sql`now() + make_interval(secs => ${RESET_TTL_SECONDS})`,
          })
          .returning({ id: passwordResets.id });
        const meta = { reset: String(reset!.id) };
        const otp = await issueOtp(sp, { phone: body.phone, purpose: "reset", meta, ip: client.ip, rehearsal: !member });
        if (!member) throw new Rehearsed();
        return { kind: "issued" as const, otp };
      });
    } catch (e) {
      if (e instanceof Rehearsed) return { kind: "probe" as const };
      throw e;
    }
  });
  if (outcome.kind === "refused") throw refusedSend(outcome.admission);

  if (outcome.kind === "issued") {
    const text = th.accounts.smsText(outcome.otp.code, OTP_TTL_SECONDS / 60);
    const delivery: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(() => smsSender().send(db, { phone: body.phone, text, purpose: "reset" }))
      .then(
        () => undefined,
        (e: unknown) => log.error({ err: e }, "sms: the reset code was not delivered"),
      )
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }
  return { success: true, token, resend_in: OTP_RESEND_SECONDS };
}

interface ResetRow {
  id: number;
  phone: string;
  member_id: number | null;
  verified: boolean;
  used: boolean;
  live: boolean;
}

async function resetOf(db: DB, token: string): Promise<ResetRow | undefined> {
  const [row] = rowsOf<ResetRow>(
    await db.execute(sql`
      SELECT id, phone, member_id, verified_at IS NOT NULL AS verified, used_at IS NOT NULL AS used, expires_at > now() AS live
      FROM password_resets WHERE token_hash = ${hashToken(token)}`),
  );
  return row;
}

/**
 * Checks the code sent for this token. An unknown pair's token (signed, never stored) answers exactly like a known
 * one with a wrong code: "wrong" for 5 tries, then "too many tries", "expired" once a code would have expired, and
 * "start again" once the token has.
 */
export async function confirmResetOtp(db: DB, body: z.output<NonNullable<typeof resetPasswordConfirmOtp.body>>) {
  const outcome = await db.transaction(async (tx) => {
    const reset = await resetOf(tx, body.token);
    if (!reset) return unstoredReset(tx, body.token, body.phone);
    if (reset.phone !== body.phone || reset.used || !reset.live) return { invalid: true as const };
    const check = await verifyOtp(tx, {
      phone: body.phone,
      purpose: "reset",
      code: body.otp,
      bind: { key: "reset", value: String(reset.id) },
    });
    if (!check.ok) return check;
    await tx.update(passwordResets).set({ verifiedAt: sql`now()` }).where(eq(passwordResets.id, reset.id));
    return { ok: true as const };
  });
  if ("invalid" in outcome) throw resetInvalid();
  if (!outcome.ok) throw otpError(outcome.reason);
  return { success: true };
}

/** /confirm-otp for a token that has no reset: an unknown pair's, as a wrong code for a known pair's answers. */
async function unstoredReset(tx: DB, token: string, phone: string) {
  const signed = signedToken(token, phone);
  const now = Date.now() / 1000;
  if (!signed || signed.expires <= now) return { invalid: true as const };
  if (now >= signed.expires - RESET_TTL_SECONDS + OTP_TTL_SECONDS) return { ok: false as const, reason: "expired" as const };
  const tries = await limit(tx, `reset:tries:${signed.id}`, { max: OTP_MAX_ATTEMPTS, windowSeconds: RESET_TTL_SECONDS });
  return { ok: false as const, reason: tries.ok ? ("wrong" as const) : ("attempts" as const) };
}

/**
 * Sets the new password for a verified, live, unused token whose phone and username still name its member; the
 * token is used up and every session of the member ends. (The OTP was consumed by /confirm-otp; the body's `otp`
 * is accepted as the contract has it, not checked again.)
 */
export async function confirmResetPassword(db: DB, body: z.output<typeof resetPasswordConfirmPasswordBody>) {
  const reset = await resetOf(db, body.token);
  if (!reset || reset.phone !== body.phone || reset.member_id === null || !reset.verified || reset.used || !reset.live) {
    throw resetInvalid();
  }
  const memberId = reset.member_id;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), memberWhere(body.phone, body.ufabet_username)))
    .limit(1);
  if (!member) throw resetInvalid();

  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const [used] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        UPDATE password_resets SET used_at = now()
        WHERE id = ${reset.id} AND used_at IS NULL AND verified_at IS NOT NULL AND expires_at > now()
        RETURNING id`),
    );
    if (!used) throw resetInvalid();
    await lockMember(tx, memberId);
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    // Any other reset still open for this member is void now.
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt), ne(passwordResets.id, reset.id)));
    await revokeMemberSessions(tx, memberId);
    await endPlay(tx, memberId, { reason: "password" });
  });
  // The member proved the phone is theirs: a login lock strangers' guesses set on it is lifted.
  const lock = loginLockOf(body.phone);
  await clearKeys(db, lock.keys, lock.prefixes);
  return { success: true };
}
