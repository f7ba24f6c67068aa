import "server-only";
import { eq } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { members } from "@/server/db/schema";
import { HttpError, tooManyAttempts } from "@/server/api/http-error";
import { serverEnv } from "@/server/env";
import { forgive, limitProvisionally } from "@/server/security/rate-limit";
import { loginFailureRules } from "@/server/security/limits";
import { th } from "@/lib/i18n/th";
import { verifyPassword } from "./passwords";
import { createSession } from "./sessions";

export interface LoginInput {
  phone: string;
  password: string;
  ip: string;
  userAgent?: string;
  device?: unknown;
}

/**
 * A password check under the failed-login limits (10 per phone, 30 per IP, per 15 minutes): 429 with Retry-After
 * when over. The attempt is counted before the check, so a burst of parallel guesses cannot slip past the limit;
 * a correct password takes its count back, so only failures count.
 */
export async function withLoginThrottle(db: DB, phone: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
  const verdict = await db.transaction((tx) => limitProvisionally(tx, loginFailureRules(phone, ip)));
  if (!verdict.ok) throw tooManyAttempts(verdict.retryAfter);
  const ok = await check();
  if (ok) await forgive(db, verdict.ids);
  return ok;
}

/** Phone + password → a new session. Unknown phone and wrong password answer alike, in the same time. */
export async function login(db: DB, input: LoginInput) {
  let member: { id: number; passwordHash: string | null; status: string } | undefined;
  const ok = await withLoginThrottle(db, input.phone, input.ip, async () => {
    [member] = await db
      .select({ id: members.id, passwordHash: members.passwordHash, status: members.status })
      .from(members)
      .where(eq(members.phone, input.phone))
      .limit(1);
    const verified = await verifyPassword(member?.passwordHash, input.password);
    return Boolean(member && verified && member.status === "active");
  });
  if (!ok || !member) throw new HttpError(401, { message: th.auth.loginFailed });
  const { token, expiresIn } = await createSession(db, member.id, {
    ttlSeconds: serverEnv().SESSION_TTL_SECONDS,
    ip: input.ip,
    userAgent: input.userAgent,
    device: input.device,
  });
  return { access_token: token, token_type: "bearer", expires_in: expiresIn };
}
