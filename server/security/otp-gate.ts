import "server-only";
import type { Challenge, Solution } from "@/lib/security/pow";
import { th } from "@/lib/i18n/th";
import { HttpError, tooManyAttempts } from "@/server/http/errors";
import type { DB } from "@/server/db/types";
import { serverEnv } from "@/server/env";
import { counter, gauge } from "@/server/observability/metrics";
import { bitsForSend, checkSolution, issueChallenge } from "./challenge";
import { OTP_GLOBAL_KEY, otpNetworkKey, smsCeiling, type Sender } from "./limits";
import { countRecent, limitAll, type Rule } from "./rate-limit";
import { log } from "@/server/observability/log";

export type Admission = { ok: true } | { ok: false; retryAfter: number } | { ok: false; challenge: Challenge };

export interface OtpSend {
  purpose: "register" | "reset";
  /** What a challenge is bound to: the purpose and the phone. */
  scope: string;
  ip: string;
  rules: Rule[];
  solution: Solution | undefined;
  /** Whose send it is (server/security/limits.ts), or "probe": one that sends nothing. */
  sender: Sender | "probe";
}

const labelsOf = (send: OtpSend) => ({ purpose: send.purpose, sender: send.sender });
const SEND_LABELS = ["purpose", "sender"];
const admitted = counter("otp_sends_admitted_total", "OTP sends let through (sender probe: sends nothing, a guess at a member)", SEND_LABELS);
const refused = counter("otp_sends_refused_total", "OTP sends refused by a budget (429 with Retry-After)", SEND_LABELS);
const challenged = counter("otp_sends_challenged_total", "OTP sends answered with a proof of work to solve first", SEND_LABELS);
const crossings = counter("otp_sms_threshold_crossings_total", "Times the SMS sent in the last hour reached a threshold", ["threshold"]);
const lastHour = gauge("otp_sms_last_hour", "SMS sent in the last hour site-wide, as the latest send counted them");

/** The hourly counts the operator hears about when SMS sends reach them. */
function thresholds(): { name: string; at: number }[] {
  return [
    { name: "challenge", at: serverEnv().SMS_CHALLENGE_AFTER },
    { name: "anonymous_ceiling", at: smsCeiling("anonymous") },
    { name: "past_login_ceiling", at: smsCeiling("past_login") },
    { name: "cap", at: serverEnv().SMS_HOURLY_LIMIT },
  ];
}

/**
 * Whether an OTP send may go ahead, inside the caller's transaction: once the hour's sends site-wide pass
 * SMS_CHALLENGE_AFTER, only with a solved challenge for this phone and purpose (`scope`), each usable once, priced
 * by the site's and the client network's sends (challenge.ts); then the budgets of `rules`. Nothing is counted for
 * a refused send. Every outcome is counted in the metrics, and the send that brings the hour's count to a
 * threshold logs one warning.
 */
export async function admitOtpSend(tx: DB, send: OtpSend): Promise<Admission> {
  const site = await countRecent(tx, OTP_GLOBAL_KEY, 3600);
  const bits = bitsForSend({ site, network: await countRecent(tx, otpNetworkKey(send.ip), 3600) });
  let spend = bits > 0 ? checkSolution(send.scope, send.solution) : null;
  if (spend && (await countRecent(tx, spend.key, spend.windowSeconds)) > 0) spend = null; // used already
  if (bits > 0 && !spend) {
    challenged.inc(labelsOf(send));
    return { ok: false, challenge: issueChallenge(send.scope, bits) };
  }
  const verdict = await limitAll(tx, spend ? [...send.rules, spend] : send.rules);
  if (!verdict.ok) {
    refused.inc(labelsOf(send));
    return { ok: false, retryAfter: verdict.retryAfter };
  }
  admitted.inc(labelsOf(send));
  // Counted again under the site-wide key's lock (limitAll holds it to the end of the transaction): exactly one
  // send sees each threshold reached.
  const now = await countRecent(tx, OTP_GLOBAL_KEY, 3600);
  lastHour.set(now);
  if (send.sender !== "probe") {
    for (const t of thresholds()) {
      if (now !== t.at) continue;
      crossings.inc({ threshold: t.name });
      log.warn(
        { event: "sms_threshold_reached", threshold: t.name, sms_last_hour: now, sms_hourly_limit: serverEnv().SMS_HOURLY_LIMIT, purpose: send.purpose },
        "sms: an hourly threshold reached",
      );
    }
  }
  return verdict;
}

/** A refused send as the API answers it: 429 with Retry-After, or 429 with the challenge to solve first. */
export function refusedSend(admission: Exclude<Admission, { ok: true }>): HttpError {
  if ("challenge" in admission) {
    return new HttpError(429, { message: th.api.tooManyAttempts, challenge: admission.challenge });
  }
  return tooManyAttempts(admission.retryAfter);
}
