import "server-only";
import { serverEnv } from "@/server/env";
import { networkOf, phoneBlockOf } from "./network";
import type { Rule } from "./rate-limit";

/** Seconds a member waits between two codes to one phone (also the `resend_in` the API answers). */
export const OTP_RESEND_SECONDS = 30;

/** The key that counts every OTP send site-wide in the last hour (the breaker, and the challenge's pressure). */
export const OTP_GLOBAL_KEY = "otp:global";

/** Who asks for an SMS, as far as the site-wide hourly budget is concerned. */
export type Sender = "anonymous" | "past_login" | "known_device";

/**
 * How far into the hour's SMS budget a send may go: anonymous senders (every registration, a reset by someone the
 * site cannot tell from a stranger) stop SMS_HOURLY_RESERVED short of SMS_HOURLY_LIMIT; a reset for a phone whose
 * member has logged in before may use half of that reserve; a reset from the member's own known device (its
 * signed device token, which no stranger has) all of it. So a flood of anonymous sends, however well it solves the
 * proof of work, leaves the members' own resets a part of the hour no one else can spend.
 */
export function smsCeiling(sender: Sender): number {
  const { SMS_HOURLY_LIMIT: limit, SMS_HOURLY_RESERVED: reserved } = serverEnv();
  if (sender === "known_device") return limit;
  return limit - (sender === "past_login" ? Math.floor(reserved / 2) : reserved);
}

/** The key that counts a network's OTP sends in the last hour (its budget, and the price of its next challenge). */
export const otpNetworkKey = (ip: string) => `otp:net:${networkOf(ip)}`;

/**
 * Every OTP send (registration and forgotten password alike):
 * - per phone: a 30-second resend cooldown per purpose, 3 per 10 minutes and 10 per day whatever the purpose;
 * - per client: 20 per address and 60 per network (/24 or /64) per hour;
 * - per number block (a phone's first 6 digits): 30 per hour, against walking through a range;
 * - site-wide: up to `smsCeiling(sender)` of SMS_HOURLY_LIMIT per hour, the breaker that bounds what SMS can cost
 *   (server/security/challenge.ts keeps one client from reaching it).
 *
 * `probe` names a send that reaches no member and sends nothing — a reset for a phone and username that do not
 * match, a registration of a phone that is already a member's. It counts on per-phone budgets of its own
 * (`probe`: the phone and username for a reset, so that every guess at a username meets the same fresh budget a
 * member's first ask does and a full budget tells nobody which name is right) and on its client's; it is checked
 * against the number block and the site-wide budget, so it is refused where a real send would be, but never counts
 * on them: strangers' guesses cannot shut a block or the site for the members who really ask.
 */
export function otpSendRules(
  phone: string,
  ip: string,
  purpose: "register" | "reset" = "register",
  probe?: string,
  sender: Sender = "anonymous",
): Rule[] {
  const subject = probe === undefined ? phone : `probe:${probe}`;
  const byPhone = `otp:phone:${subject}`;
  const peek = probe !== undefined;
  return [
    { key: `otp:resend:${purpose}:${subject}`, max: 1, windowSeconds: OTP_RESEND_SECONDS },
    { key: byPhone, max: 3, windowSeconds: 600 },
    { key: byPhone, max: 10, windowSeconds: 86_400 },
    { key: `otp:ip:${ip}`, max: 20, windowSeconds: 3600 },
    { key: otpNetworkKey(ip), max: 60, windowSeconds: 3600 },
    { key: `otp:block:${phoneBlockOf(phone)}`, max: 30, windowSeconds: 3600, peek },
    { key: OTP_GLOBAL_KEY, max: smsCeiling(sender), windowSeconds: 3600, peek },
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
