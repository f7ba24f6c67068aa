import "server-only";
import { eq } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { members } from "@/server/db/schema";
import { HttpError, tooManyAttempts } from "@/server/http/errors";
import { serverEnv } from "@/server/env";
import { deviceMember, issueDeviceToken } from "@/server/security/device";
import { clearKeys, forgive, limitProvisionally } from "@/server/security/rate-limit";
import { loginFailureRules, loginLockOf } from "@/server/security/limits";
import { th } from "@/lib/i18n/th";
import { verifyPassword } from "./passwords";
import { createSession } from "./sessions";
import { deviceOf, recordLogin } from "@/server/protection/sessions";
import { notifySecurity } from "@/server/messages/notifications";
import { formatDateTime } from "@/lib/format";
import { deviceInfo } from "@/lib/device";

export interface LoginInput {
  phone: string;
  password: string;
  ip: string;
  userAgent?: string;
  device?: unknown;
  /** The device token an earlier login gave this browser (server/security/device.ts), if any. */
  deviceToken?: string | null;
}

/**
 * A password check under the failed-login limits (server/security/limits.ts): 429 with Retry-After when over.
 * The attempt is counted before the check, so a burst of parallel guesses cannot slip past; a correct password
 * takes its count back, so only failures count. From the member's own known device (`knownDevice`) only that
 * address's delay applies, and a correct password lifts the phone's lock that strangers' guesses set.
 */
export async function withLoginThrottle(
  db: DB,
  phone: string,
  ip: string,
  check: () => Promise<boolean>,
  knownDevice = false,
): Promise<boolean> {
  const verdict = await db.transaction((tx) => limitProvisionally(tx, loginFailureRules(phone, ip, knownDevice)));
  if (!verdict.ok) throw tooManyAttempts(verdict.retryAfter);
  const ok = await check();
  if (ok) await forgive(db, verdict.ids);
  if (ok && knownDevice) {
    const lock = loginLockOf(phone);
    await clearKeys(db, lock.keys);
  }
  return ok;
}

/**
 * Phone + password → a new session, and a device token for this browser. Unknown phone and wrong password
 * answer alike, in the same time.
 */
export async function login(db: DB, input: LoginInput) {
  const [member] = await db
    .select({ id: members.id, passwordHash: members.passwordHash, status: members.status, suspendedAt: members.suspendedAt })
    .from(members)
    .where(eq(members.phone, input.phone))
    .limit(1);
  const deviceOwner = deviceMember(input.deviceToken);
  const knownDevice = member !== undefined && deviceOwner === member.id;
  const ok = await withLoginThrottle(
    db,
    input.phone,
    input.ip,
    async () => {
      const verified = await verifyPassword(member?.passwordHash, input.password);
      return Boolean(member && verified && member.status === "active");
    },
    knownDevice,
  );
  // The member's login history (server/protection/sessions.ts): failed attempts on their phone included, strangers'
  // kept apart from those made on the member's known device.
  if (member) await recordLogin(db, member.id, { ok: ok && !member.suspendedAt, ip: input.ip, userAgent: input.userAgent, knownDevice });
  if (!ok || !member) throw new HttpError(401, { message: th.auth.loginFailed });
  // Suspended by the back office: said only to someone who knows the password, so it tells a stranger nothing.
  if (member.suspendedAt) throw new HttpError(423, { message: th.auth.suspended });
  const { token, expiresIn, id } = await createSession(db, member.id, {
    ttlSeconds: serverEnv().SESSION_TTL_SECONDS,
    ip: input.ip,
    userAgent: input.userAgent,
    // A client that sent no device info (the login form sends it once its parser has loaded) gets it read off the
    // user agent here, as the no-script form post does.
    device: input.device ?? (input.userAgent ? deviceInfo(input.userAgent) : undefined),
    knownDevice,
    // Whose browser this is, whoever signs in: the risk flags read it (server/backoffice/risk.ts).
    deviceMember: deviceOwner,
  });
  // A login from a browser that never logged in as this member (no device token of theirs): their other devices are told.
  if (!knownDevice) {
    const notice = th.protection.noticeNewDevice(deviceOf(input.userAgent ?? null).label, input.ip, formatDateTime(new Date()));
    await notifySecurity(db, member.id, "new_device", notice, id);
  }
  return { access_token: token, token_type: "bearer", expires_in: expiresIn, device_token: issueDeviceToken(member.id) };
}
