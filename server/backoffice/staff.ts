import "server-only";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import type { StaffRole } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { HttpError, invalidField, tooManyAttempts } from "@/server/http/errors";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { hashToken } from "@/server/auth/sessions";
import { forgive, limitProvisionally } from "@/server/security/rate-limit";
import { clock } from "@/server/protection/clock";
import { base32, matchingStep, otpauthUrl } from "@/server/protection/totp-code";
import { open, seal } from "@/server/protection/totp-seal";
import { inTx } from "@/server/wallet/tx";
import { OpsInputError } from "@/server/ops/input-error";
import { th } from "@/lib/i18n/th";
import { audit } from "./audit";
import { requirePermission, type StaffActor } from "./roles";

/** A staff session ends after this long without a call. */
const IDLE_MINUTES = 15;
/** Failed sign-ins allowed per username, and per address, in SIGN_IN_WINDOW_SECONDS. */
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const ISSUER = "GOLDMOON หลังบ้าน";
const STAFF_USERNAME = /^[A-Za-z0-9._-]{3,32}$/;

/**
 * A staff account with its own TOTP secret (mandatory: the answer's otpauth URL is shown once, to be scanned before the
 * first sign-in). `by` null: the shell or the demo seed; otherwise an owner (`staff.manage`). Audited.
 */
export async function createStaff(
  db: DB,
  by: StaffActor | null,
  /** `totpSecret`: the demo seed's documented one; otherwise a new random secret. */
  input: { username: string; password: string; role: StaffRole; totpSecret?: Buffer },
): Promise<{ id: number; secret: string; otpauthUrl: string }> {
  if (by) requirePermission(by, "staff.manage");
  const secret = input.totpSecret ?? randomBytes(20);
  const passwordHash = await hashPassword(input.password);
  return inTx(db, async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO staff (username, password_hash, role, totp_secret, created_by)
        VALUES (${input.username}, ${passwordHash}, ${input.role}, ${seal(secret)}, ${by?.staffId ?? null})
        ON CONFLICT DO NOTHING RETURNING id`),
    );
    if (!row) throw invalidField("username", th.backoffice.usernameTaken);
    await audit(tx, by, { action: "staff.create", targetType: "staff", targetId: row.id, after: { username: input.username, role: input.role } });
    return { id: row.id, secret: base32(secret), otpauthUrl: otpauthUrl(ISSUER, input.username, secret) };
  });
}

/**
 * `npm run ops -- staff create-owner <username>`: the first owner, once (refused when an owner exists: the owner
 * creates every other account). The password is made here and shown once with the TOTP secret.
 */
export async function createFirstOwner(db: DB, username: string): Promise<{ password: string; secret: string; otpauthUrl: string }> {
  const [owner] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM staff WHERE role = 'owner' LIMIT 1`));
  if (owner) throw new OpsInputError("an owner exists already: owners create the other staff accounts");
  if (!STAFF_USERNAME.test(username)) throw new OpsInputError("username: 3-32 letters, digits, '.', '_' or '-'");
  const password = randomBytes(12).toString("base64url");
  const made = await createStaff(db, null, { username, password, role: "owner" });
  return { password, secret: made.secret, otpauthUrl: made.otpauthUrl };
}

const signInFailed = () => new HttpError(401, { message: th.backoffice.signInFailed });

/**
 * Username + password + a current TOTP code → a new staff session (only the token's hash is kept). Every failure
 * answers alike; each attempt is counted before it is checked and forgiven when it succeeds, 5 per username and 20
 * per address in 15 minutes. A code works once (the step is kept). Audited as `staff.sign_in`.
 */
export async function signInStaff(
  db: DB,
  input: { username: string; password: string; code: string; ip: string },
): Promise<{ token: string; actor: StaffActor }> {
  const name = input.username.trim().toLowerCase();
  const verdict = await db.transaction((tx) =>
    limitProvisionally(tx, [
      { key: `staff-sign-in:${name}`, max: 5, windowSeconds: SIGN_IN_WINDOW_SECONDS },
      { key: `staff-sign-in-ip:${input.ip}`, max: 20, windowSeconds: SIGN_IN_WINDOW_SECONDS },
    ]),
  );
  if (!verdict.ok) throw tooManyAttempts(verdict.retryAfter);
  const [found] = rowsOf<{ id: number; password_hash: string }>(
    await db.execute(sql`SELECT id, password_hash FROM staff WHERE lower(username) = ${name} AND disabled_at IS NULL`),
  );
  if (!(await verifyPassword(found?.password_hash, input.password)) || !found) throw signInFailed();
  const signedIn = await inTx(db, async (tx) => {
    const [row] = rowsOf<{ username: string; role: StaffRole; totp_secret: string; totp_last_step: string | number }>(
      await tx.execute(sql`SELECT username, role, totp_secret, totp_last_step FROM staff WHERE id = ${found.id} FOR UPDATE`),
    );
    const step = row ? matchingStep(open(row.totp_secret), input.code, clock.now(), Number(row.totp_last_step)) : null;
    if (!row || step === null) throw signInFailed();
    await tx.execute(sql`UPDATE staff SET totp_last_step = ${step} WHERE id = ${found.id}`);
    const token = randomBytes(32).toString("base64url");
    const [session] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO staff_sessions (staff_id, token_hash, ip) VALUES (${found.id}, ${hashToken(token)}, ${input.ip}) RETURNING id`),
    );
    const actor: StaffActor = { staffId: found.id, username: row.username, role: row.role, sessionId: session!.id, ip: input.ip };
    await audit(tx, actor, { action: "staff.sign_in", targetType: "staff", targetId: found.id });
    return { token, actor };
  });
  await forgive(db, verdict.ids);
  return signedIn;
}

/**
 * The staff member a session token names, if the session is live (not revoked, used within the last 15 minutes, its
 * staff account not disabled); the call counts as activity. `ip`: the caller's address, for the audit log.
 */
export async function findStaffSession(db: DB, token: string | null, ip: string): Promise<StaffActor | null> {
  if (!token || token.length > 200) return null;
  const [row] = rowsOf<{ session_id: number; staff_id: number; username: string; role: StaffRole }>(
    await db.execute(sql`
      UPDATE staff_sessions s SET last_seen_at = now() FROM staff t
      WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL
        AND s.last_seen_at > now() - make_interval(mins => ${IDLE_MINUTES})
        AND t.id = s.staff_id AND t.disabled_at IS NULL
      RETURNING s.id AS session_id, t.id AS staff_id, t.username, t.role`),
  );
  return row ? { staffId: row.staff_id, username: row.username, role: row.role, sessionId: row.session_id, ip } : null;
}

/** Ends the actor's own session. Audited as `staff.sign_out`. */
export async function signOutStaff(db: DB, actor: StaffActor): Promise<void> {
  await inTx(db, async (tx) => {
    await tx.execute(sql`UPDATE staff_sessions SET revoked_at = now() WHERE id = ${actor.sessionId} AND revoked_at IS NULL`);
    await audit(tx, actor, { action: "staff.sign_out", targetType: "staff", targetId: actor.staffId });
  });
}
