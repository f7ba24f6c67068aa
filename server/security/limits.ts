import "server-only";
import { serverEnv } from "@/server/env";
import type { Rule } from "./rate-limit";

/** Seconds a member waits between two codes to one phone (also the `resend_in` the API answers). */
export const OTP_RESEND_SECONDS = 30;

/**
 * Every OTP send (registration and forgotten password alike, known and unknown members alike): a 30-second resend
 * cooldown per phone and purpose; per phone, whatever the purpose, 3 per 10 minutes and 10 per day; 20 per IP per
 * hour; and the site-wide hourly circuit breaker.
 */
export function otpSendRules(phone: string, ip: string, purpose: "register" | "reset" = "register"): Rule[] {
  const byPhone = `otp:phone:${phone}`;
  return [
    { key: `otp:resend:${purpose}:${phone}`, max: 1, windowSeconds: OTP_RESEND_SECONDS },
    { key: byPhone, max: 3, windowSeconds: 600 },
    { key: byPhone, max: 10, windowSeconds: 86_400 },
    { key: `otp:ip:${ip}`, max: 20, windowSeconds: 3600 },
    { key: "otp:global", max: serverEnv().SMS_HOURLY_LIMIT, windowSeconds: 3600 },
  ];
}

/** Failed logins (wrong password, unknown phone): 10 per phone and 30 per IP per 15 minutes. */
export function loginFailureRules(phone: string, ip: string): Rule[] {
  return [
    { key: `login-fail:phone:${phone}`, max: 10, windowSeconds: 900 },
    { key: `login-fail:ip:${ip}`, max: 30, windowSeconds: 900 },
  ];
}
