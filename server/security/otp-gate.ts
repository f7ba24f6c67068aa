import "server-only";
import type { Challenge, Solution } from "@/lib/security/pow";
import { th } from "@/lib/i18n/th";
import { HttpError, tooManyAttempts } from "@/server/api/http-error";
import type { DB } from "@/server/db/client";
import { bitsFor, checkSolution, issueChallenge } from "./challenge";
import { OTP_GLOBAL_KEY } from "./limits";
import { countRecent, limitAll, type Rule } from "./rate-limit";

export type Admission = { ok: true } | { ok: false; retryAfter: number } | { ok: false; challenge: Challenge };

/**
 * Whether an OTP send may go ahead, inside the caller's transaction: once the hour's sends site-wide pass
 * SMS_CHALLENGE_AFTER, only with a solved challenge for this phone and purpose (`scope`), each usable once; then
 * the budgets of `rules`. Nothing is counted for a refused send.
 */
export async function admitOtpSend(tx: DB, scope: string, rules: Rule[], solution: Solution | undefined): Promise<Admission> {
  const bits = bitsFor(await countRecent(tx, OTP_GLOBAL_KEY, 3600));
  let spend = bits > 0 ? checkSolution(scope, solution) : null;
  if (spend && (await countRecent(tx, spend.key, spend.windowSeconds)) > 0) spend = null; // used already
  if (bits > 0 && !spend) return { ok: false, challenge: issueChallenge(scope, bits) };
  const verdict = await limitAll(tx, spend ? [...rules, spend] : rules);
  return verdict.ok ? verdict : { ok: false, retryAfter: verdict.retryAfter };
}

/** A refused send as the API answers it: 429 with Retry-After, or 429 with the challenge to solve first. */
export function refusedSend(admission: Exclude<Admission, { ok: true }>): HttpError {
  if ("challenge" in admission) {
    return new HttpError(429, { message: th.api.tooManyAttempts, challenge: admission.challenge });
  }
  return tooManyAttempts(admission.retryAfter);
}
