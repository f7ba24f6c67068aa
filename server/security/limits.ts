import "server-only";
import { serverEnv } from "@/server/env";
import { networkOf, phoneBlockOf } from "./network";
import type { Rule } from "./rate-limit";

/** Seconds a member waits between two codes to one phone (also the `resend_in` the API answers). */
export const OTP_RESEND_SECONDS = 30;

/** The key that counts every OTP send site-wide in the last hour (the breaker, and the challenge's pressure). */
export const OTP_GLOBAL_KEY = "otp:global";

/**
 * Every OTP send (registration and forgotten password alike):
 * - per phone: a 30-second resend cooldown per purpose, 3 per 10 minutes and 10 per day whatever the purpose;
 * - per client: 20 per address and 60 per network (/24 or /64) per hour;
 * - per number block (a phone's first 6 digits): 30 per hour, against walking through a range;
 * - site-wide: SMS_HOURLY_LIMIT per hour, the breaker that bounds what SMS can cost (server/security/challenge.ts
 *   keeps one client from reaching it).
 *
 * `probe` names a send that reaches no member — a reset for a phone and username that do not match, a registration
 * of a phone that is already a member: its per-phone budget is its own (`probe`), so nobody can spend a member's
 * budget by asking with a wrong username; the client, block and site-wide budgets are the same for both, so the
 * answers stay alike.
 */
export function otpSendRules(phone: string, ip: string, purpose: "register" | "reset" = "register", probe?: string): Rule[] {
  const subject = probe === undefined ? phone : `probe:${probe}`;
  const byPhone = `otp:phone:${subject}`;
  return [
    { key: `otp:resend:${purpose}:${subject}`, max: 1, windowSeconds: OTP_RESEND_SECONDS },
    { key: byPhone, max: 3, windowSeconds: 600 },
    { key: byPhone, max: 10, windowSeconds: 86_400 },
    { key: `otp:ip:${ip}`, max: 20, windowSeconds: 3600 },
    { key: `otp:net:${networkOf(ip)}`, max: 60, windowSeconds: 3600 },
    { key: `otp:block:${phoneBlockOf(phone)}`, max: 30, windowSeconds: 3600 },
    { key: OTP_GLOBAL_KEY, max: serverEnv().SMS_HOURLY_LIMIT, windowSeconds: 3600 },
  ];
}

/** The login failure window: 15 minutes. */
const LOGIN_WINDOW_SECONDS = 900;

const phoneLockKey = (phone: string) => `login-fail:phone:${phone}`;
const pairKeyPrefix = (phone: string) => `login-fail:pair:${phone}:`;

/**
 * Failed logins (wrong password, unknown phone):
 * - per phone and address: 3 free, then an exponential delay after the latest (1 s, 2 s, 4 s … at most 5 minutes);
 * - per phone: 10 per 15 minutes from anywhere, then locked — except for the member's own known device (a correct
 *   password from it lifts the lock) — and lifted by a completed password reset;
 * - per address: 30 per 15 minutes, whatever the phones (not applied to a known device of the member).
 */
export function loginFailureRules(phone: string, ip: string, knownDevice = false): Rule[] {
  const pair: Rule = {
    key: `${pairKeyPrefix(phone)}${ip}`,
    windowSeconds: LOGIN_WINDOW_SECONDS,
    backoff: { free: 3, baseSeconds: 1, maxSeconds: 300 },
  };
  if (knownDevice) return [pair];
  return [
    pair,
    { key: phoneLockKey(phone), max: 10, windowSeconds: LOGIN_WINDOW_SECONDS },
    { key: `login-fail:ip:${ip}`, max: 30, windowSeconds: LOGIN_WINDOW_SECONDS },
  ];
}

/** What lifts a phone's login lock: its lock key and every address's delay for it. */
export const loginLockOf = (phone: string) => ({ keys: [phoneLockKey(phone)], prefixes: [pairKeyPrefix(phone)] });
