import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { th } from "@/lib/i18n/th";
import { invalidField, type HttpError } from "@/server/http/errors";
import type { DB } from "@/server/db/types";
import { otps } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { serverEnv } from "@/server/env";

export type OtpPurpose = "register" | "reset";

/** A code lives 5 minutes and may be tried 5 times. */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;

/** HMAC-SHA256 under OTP_SECRET, bound to the purpose and the phone: a leaked table gives no usable code. */
function codeHash(purpose: OtpPurpose, phone: string, code: string): Buffer {
  return createHmac("sha256", serverEnv().OTP_SECRET).update(`${purpose}:${phone}:${code}`).digest();
}

export interface IssuedOtp {
  id: number;
  /** The code in clear: for the SMS only, never for a response. */
  code: string;
  expiresIn: number;
}

/**
 * A fresh 6-digit code from the CSPRNG; earlier unused codes for the same phone and purpose stop working. A
 * `rehearsal` only reads those earlier codes, voiding none: for a send that must store nothing yet take the same
 * time (a guess at a member's reset), whose caller then rolls the insert back.
 */
export async function issueOtp(
  tx: DB,
  input: { phone: string; purpose: OtpPurpose; meta?: Record<string, string>; ip?: string; rehearsal?: boolean },
): Promise<IssuedOtp> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const earlier = and(eq(otps.phone, input.phone), eq(otps.purpose, input.purpose), isNull(otps.consumedAt));
  if (input.rehearsal) await tx.select({ id: otps.id }).from(otps).where(earlier);
  else await tx.update(otps).set({ consumedAt: sql`now()` }).where(earlier);
  const [row] = await tx
    .insert(otps)
    .values({
      phone: input.phone,
      purpose: input.purpose,
      codeHash: codeHash(input.purpose, input.phone, code).toString("hex"),
      meta: input.meta ?? null,
      ip: input.ip?.slice(0, 64) || null,
      expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
    })
    .returning({ id: otps.id });
  return { id: row!.id, code, expiresIn: OTP_TTL_SECONDS };
}

/** Stops a code from working (its SMS could not be sent). */
export async function voidOtp(db: DB, id: number): Promise<void> {
  await db.update(otps).set({ consumedAt: sql`now()` }).where(and(eq(otps.id, id), isNull(otps.consumedAt)));
}

export type OtpCheck =
  | { ok: true; id: number; meta: Record<string, string> }
  | { ok: false; reason: "wrong" | "expired" | "attempts" };

/**
 * Checks a code against the latest one sent to the phone for the purpose. Every try is counted before the
 * comparison, in one conditional UPDATE, so the sixth try fails even with the right code; the right code is
 * consumed by another conditional UPDATE, so it works exactly once even when two requests race.
 *
 * Returns rather than throws: the caller's transaction must commit the counted attempt even when the code is wrong.
 * `bind` additionally requires `meta[key] === value` (a reset code belongs to its reset token).
 */
export async function verifyOtp(
  tx: DB,
  input: { phone: string; purpose: OtpPurpose; code: string; bind?: { key: string; value: string } },
): Promise<OtpCheck> {
  const [latest] = await tx
    .select({ id: otps.id, consumedAt: otps.consumedAt, meta: otps.meta })
    .from(otps)
    .where(and(eq(otps.phone, input.phone), eq(otps.purpose, input.purpose)))
    .orderBy(desc(otps.id))
    .limit(1);
  if (!latest || latest.consumedAt) return { ok: false, reason: "expired" };
  if (input.bind && latest.meta?.[input.bind.key] !== input.bind.value) return { ok: false, reason: "expired" };

  const [counted] = rowsOf<{ code_hash: string }>(
    await tx.execute(sql`
      UPDATE otps SET attempts = attempts + 1
      WHERE id = ${latest.id} AND attempts < ${OTP_MAX_ATTEMPTS} AND consumed_at IS NULL AND expires_at > now()
      RETURNING code_hash`),
  );
  if (!counted) {
    const [row] = rowsOf<{ spent: boolean }>(
      await tx.execute(sql`SELECT (consumed_at IS NOT NULL OR expires_at <= now()) AS spent FROM otps WHERE id = ${latest.id}`),
    );
    return { ok: false, reason: row?.spent === false ? "attempts" : "expired" };
  }

  const expected = codeHash(input.purpose, input.phone, /^\d{6}$/.test(input.code) ? input.code : "");
  const stored = Buffer.from(counted.code_hash, "hex");
  if (stored.length !== expected.length || !timingSafeEqual(stored, expected)) return { ok: false, reason: "wrong" };

  const [consumed] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      UPDATE otps SET consumed_at = now()
      WHERE id = ${latest.id} AND consumed_at IS NULL AND expires_at > now()
      RETURNING id`),
  );
  if (!consumed) return { ok: false, reason: "expired" };
  return { ok: true, id: latest.id, meta: latest.meta ?? {} };
}

/** A failed check as the member sees it: 422 on `otp`. */
export function otpError(reason: "wrong" | "expired" | "attempts"): HttpError {
  const message = { wrong: th.accounts.otpInvalid, expired: th.accounts.otpExpired, attempts: th.accounts.otpAttempts }[reason];
  return invalidField("otp", message);
}
