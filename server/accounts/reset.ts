import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { resetPasswordConfirmOtp, resetPasswordConfirmPasswordBody, resetPasswordStartBody } from "@/lib/api/contract/reset-password";
import { th } from "@/lib/i18n/th";
import { invalidField } from "@/server/api/http-error";
import { hashPassword } from "@/server/auth/passwords";
import { hashToken, revokeMemberSessions } from "@/server/auth/sessions";
import { endPlay } from "@/server/games/end-play";
import { lockMember } from "@/server/wallet/locks";
import type { DB } from "@/server/db/client";
import { members, passwordResets } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { issueOtp, OTP_TTL_SECONDS, otpError, verifyOtp } from "@/server/otp/otp";
import { clearKeys } from "@/server/security/rate-limit";
import { loginLockOf, OTP_RESEND_SECONDS, otpSendRules } from "@/server/security/limits";
import { admitOtpSend, refusedSend } from "@/server/security/otp-gate";
import { smsSender } from "@/server/sms/sms";

/** A reset token lives 15 minutes from /start to /confirm-password. */
export const RESET_TTL_SECONDS = 900;

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

/**
 * Starts a reset. Known and unknown (phone, username) pairs do the same work — the same lookup, limits of the same
 * shape, a reset row (with no member when unknown), an OTP hashed and stored — and get the same answer in the same
 * time: a known pair's SMS is sent after the answer, never while it waits, and its failure is only logged. An
 * unknown pair's sends count on a per-phone budget of their own (server/security/limits.ts): a stranger typing a
 * wrong username cannot spend the member's SMS budget.
 */
export async function startReset(db: DB, body: z.output<typeof resetPasswordStartBody>, ip: string) {
  const token = randomBytes(32).toString("base64url");
  const outcome = await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(memberWhere(body.phone, body.ufabet_username)).limit(1);
    const probe = member ? undefined : `reset:${body.phone}:${body.ufabet_username.toLowerCase()}`;
    const admission = await admitOtpSend(tx, `reset:${body.phone}`, otpSendRules(body.phone, ip, "reset", probe), body.challenge);
    if (!admission.ok) return { kind: "refused" as const, admission };
    const [reset] = await tx
      .insert(passwordResets)
      .values({
        tokenHash: hashToken(token),
        phone: body.phone,
        memberId: member?.id ?? null,
        expiresAt: sql`now() + make_interval(secs => ${RESET_TTL_SECONDS})`,
      })
      .returning({ id: passwordResets.id });
    const otp = await issueOtp(tx, { phone: body.phone, purpose: "reset", meta: { reset: String(reset!.id) }, ip });
    return { kind: "issued" as const, otp, known: Boolean(member) };
  });
  if (outcome.kind === "refused") throw refusedSend(outcome.admission);

  if (outcome.known) {
    const text = th.accounts.smsText(outcome.otp.code, OTP_TTL_SECONDS / 60);
    const delivery: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(() => smsSender().send(db, { phone: body.phone, text, purpose: "reset" }))
      .then(
        () => undefined,
        (e: unknown) => console.error("[sms] reset code not delivered", e instanceof Error ? e.message : e),
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
 * Checks the code sent for this token. An unknown pair's token has a code nobody received, so it answers exactly
 * like a wrong code (and after 5 tries like any over-tried code).
 */
export async function confirmResetOtp(db: DB, body: z.output<NonNullable<typeof resetPasswordConfirmOtp.body>>) {
  const outcome = await db.transaction(async (tx) => {
    const reset = await resetOf(tx, body.token);
    if (!reset || reset.phone !== body.phone || reset.used || !reset.live) return { invalid: true as const };
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
