import { generateSync, generateURI, ScureBase32Plugin, verifySync } from "otplib";

/** RFC 6238 TOTP as authenticator apps use it (otplib's defaults): HMAC-SHA1, 30-second steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;

const base32Plugin = new ScureBase32Plugin();

/** RFC 4648 base32 without padding (what otpauth:// URLs carry). */
export const base32 = (bytes: Uint8Array): string => base32Plugin.encode(bytes, { padding: false });

export const fromBase32 = (text: string): Buffer => Buffer.from(base32Plugin.decode(text));

/** The time step an instant falls in. */
export const stepOf = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The 6-digit code of a step. */
export const codeAt = (secret: Uint8Array, step: number): string => generateSync({ secret, epoch: step * TOTP_STEP_SECONDS });

/**
 * The step a 6-digit code belongs to, if it is one of `at`'s step or the one either side (clock drift) and later than
 * `afterStep` (a code works once); null otherwise. otplib compares in constant time.
 */
export function matchingStep(secret: Uint8Array, code: string, at: Date, afterStep: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOTP_STEP_SECONDS,
    // otplib refuses a bound past its window; one there already rules out every step in it.
    afterTimeStep: Math.min(afterStep, stepOf(at) + 1),
  });
  return result.valid ? stepOf(at) + result.delta : null;
}

/** The otpauth:// URL an authenticator app scans: `issuer:account`, the secret in base32, the default algorithm. */
export const otpauthUrl = (issuer: string, account: string, secret: Uint8Array): string =>
  generateURI({ issuer, label: account, secret: base32(secret) });
