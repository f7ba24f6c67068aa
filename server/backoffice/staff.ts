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

/** How long a setup link works. */
const SETUP_HOURS = 24;

/**
 * A staff account with its own TOTP secret. `by` null: the shell or the demo seed; otherwise an owner
 * (`staff.manage`). Without `password` (every account an owner creates) nobody can sign in to it until its person
 * opens the one-time setup link (`setupCode`), scans the secret and chooses a password: the owner never knows either.
 * Audited.
 */
export async function createStaff(
  db: DB,
  by: StaffActor | null,
  /** `password`/`totpSecret`: the demo seed's documented ones (and tests); otherwise set up by the person. */
  input: { username: string; role: StaffRole; password?: string; totpSecret?: Buffer },
): Promise<{ id: number; secret: string; otpauthUrl: string; setupCode: string | null }> {
  if (by) requirePermission(by, "staff.manage");
  if (!STAFF_USERNAME.test(input.username)) throw invalidField("username", th.backoffice.usernameFormat);
  const secret = input.totpSecret ?? randomBytes(20);
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const setupCode = passwordHash ? null : newSetupCode();
  return inTx(db, async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO staff (username, password_hash, role, totp_secret, created_by, setup_code_hash, setup_expires_at)
        VALUES (${input.username}, ${passwordHash}, ${input.role}, ${seal(secret)}, ${by?.staffId ?? null},
                ${setupCode && hashToken(setupCode)}, ${setupCode && sql`now() + make_interval(hours => ${SETUP_HOURS})`})
        ON CONFLICT DO NOTHING RETURNING id`),
    );
    if (!row) throw invalidField("username", th.backoffice.usernameTaken);
    await audit(tx, by, { action: "staff.create", targetType: "staff", targetId: row.id, after: { username: input.username, role: input.role } });
    return { id: row.id, secret: base32(secret), otpauthUrl: otpauthUrl(ISSUER, input.username, secret), setupCode };
  });
}

const newSetupCode = () => randomBytes(32).toString("base64url");

/**
 * `npm run ops -- staff create-owner <username>`: the first owner, once (refused when an owner exists: the owner
 * creates every other account). Answers the setup link's code, shown once.
 */
export async function createFirstOwner(db: DB, username: string): Promise<{ setupCode: string }> {
  const [owner] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM staff WHERE role = 'owner' LIMIT 1`));
  if (owner) throw new OpsInputError("an owner exists already: owners create the other staff accounts");
  if (!STAFF_USERNAME.test(username)) throw new OpsInputError("username: 3-32 letters, digits, '.', '_' or '-'");
  const made = await createStaff(db, null, { username, role: "owner" });
  return { setupCode: made.setupCode! };
}

export interface StaffRow {
  id: number;
  username: string;
  role: StaffRole;
  state: "active" | "setup" | "disabled";
  created_at: string;
  last_seen_at: string | null;
}

/** Every staff account, owners first, with its state and when it was last used. */
export async function staffList(db: DB, actor: StaffActor): Promise<StaffRow[]> {
  requirePermission(actor, "staff.manage");
  return rowsOf<StaffRow>(
    await db.execute(sql`
      SELECT t.id, t.username, t.role,
             CASE WHEN t.disabled_at IS NOT NULL THEN 'disabled' WHEN t.password_hash IS NULL THEN 'setup' ELSE 'active' END AS state,
             to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
             (SELECT to_char(max(s.last_seen_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM staff_sessions s WHERE s.staff_id = t.id) AS last_seen_at
      FROM staff t
      ORDER BY t.role <> 'owner', t.username`),
  );
}

/** The staff row a live setup code names (locked when `forUpdate`), or a Thai 404 for a used, expired or unknown code. */
async function setupTarget(tx: DB, code: string, forUpdate: boolean) {
  const [row] = rowsOf<{ id: number; username: string; role: StaffRole; totp_secret: string }>(
    await tx.execute(sql`
      SELECT id, username, role, totp_secret FROM staff
      WHERE setup_code_hash = ${hashToken(code)} AND setup_expires_at > now() AND disabled_at IS NULL
      ${forUpdate ? sql`FOR UPDATE` : sql``}`),
  );
  if (!row) throw new HttpError(404, { message: th.backoffice.setupInvalid });
  return row;
}

/** What the setup page shows: whose account, and the TOTP secret to scan (only while the link is unused and live). */
export async function setupOf(db: DB, code: string, ip: string) {
  await refuseTooManySetups(db, ip);
  const row = await setupTarget(db, code, false);
  const secret = open(row.totp_secret);
  return { username: row.username, role: row.role, secret: base32(secret), otpauth_url: otpauthUrl(ISSUER, row.username, secret) };
}

/**
 * The person behind a new (or reset) account chooses a password and proves the authenticator works with a current
 * code; the link then stops working and they are signed in. Audited as `staff.setup`, by the person themselves.
 */
export async function completeSetup(
  db: DB,
  input: { code: string; password: string; totpCode: string; ip: string },
): Promise<{ token: string; actor: StaffActor }> {
  await refuseTooManySetups(db, input.ip);
  const passwordHash = await hashPassword(input.password);
  return inTx(db, async (tx) => {
    const row = await setupTarget(tx, input.code, true);
    const step = matchingStep(open(row.totp_secret), input.totpCode, clock.now(), 0);
    if (step === null) throw invalidField("totp_code", th.backoffice.setupCodeWrong);
    await tx.execute(sql`
      UPDATE staff SET password_hash = ${passwordHash}, totp_last_step = ${step}, setup_code_hash = NULL, setup_expires_at = NULL
      WHERE id = ${row.id}`);
    const { token, actor } = await openSession(tx, { staffId: row.id, username: row.username, role: row.role, ip: input.ip });
    await audit(tx, actor, { action: "staff.setup", targetType: "staff", targetId: row.id });
    return { token, actor };
  });
}

/** Setup attempts per address: the codes cannot be guessed, but nobody gets to try. */
async function refuseTooManySetups(db: DB, ip: string) {
  const verdict = await db.transaction((tx) => limitProvisionally(tx, [{ key: `staff-setup-ip:${ip}`, max: 20, windowSeconds: SIGN_IN_WINDOW_SECONDS }]));
  if (!verdict.ok) throw tooManyAttempts(verdict.retryAfter);
}

async function openSession(tx: DB, who: { staffId: number; username: string; role: StaffRole; ip: string }) {
  const token = randomBytes(32).toString("base64url");
  const [session] = rowsOf<{ id: number }>(
    await tx.execute(sql`INSERT INTO staff_sessions (staff_id, token_hash, ip) VALUES (${who.staffId}, ${hashToken(token)}, ${who.ip}) RETURNING id`),
  );
  const actor: StaffActor = { ...who, sessionId: session!.id };
  return { token, actor };
}

/**
 * An owner's change to another account: `disable` (its sessions end at once), `enable`, or `reset` (a lost phone or
 * password: a new TOTP secret and setup link, the old password gone, its sessions ended). Never one's own account:
 * only owners manage staff, so an owner always remains. Audited with the reason.
 */
export async function changeStaff(
  db: DB,
  actor: StaffActor,
  id: number,
  change: { action: "disable" | "enable" | "reset"; reason: string },
): Promise<{ state: StaffRow["state"]; setupCode: string | null }> {
  requirePermission(actor, "staff.manage");
  if (id === actor.staffId) throw new HttpError(409, { message: th.backoffice.notYourself });
  const setupCode = change.action === "reset" ? newSetupCode() : null;
  return inTx(db, async (tx) => {
    const [row] = rowsOf<{ username: string; role: StaffRole; disabled: boolean; set_up: boolean }>(
      await tx.execute(sql`SELECT username, role, disabled_at IS NOT NULL AS disabled, password_hash IS NOT NULL AS set_up FROM staff WHERE id = ${id} FOR UPDATE`),
    );
    if (!row) throw new HttpError(404, { message: th.backoffice.noStaff });
    const before = { state: row.disabled ? "disabled" : row.set_up ? "active" : "setup" } as const;
    if (change.action === "disable") {
      if (row.disabled) throw new HttpError(409, { message: th.backoffice.staffUnchanged });
      await tx.execute(sql`UPDATE staff SET disabled_at = now(), setup_code_hash = NULL, setup_expires_at = NULL WHERE id = ${id}`);
    } else if (change.action === "enable") {
      if (!row.disabled) throw new HttpError(409, { message: th.backoffice.staffUnchanged });
      await tx.execute(sql`UPDATE staff SET disabled_at = NULL WHERE id = ${id}`);
    } else {
      await tx.execute(sql`
        UPDATE staff SET password_hash = NULL, totp_secret = ${seal(randomBytes(20))}, totp_last_step = 0, disabled_at = NULL,
               setup_code_hash = ${hashToken(setupCode!)}, setup_expires_at = now() + make_interval(hours => ${SETUP_HOURS})
        WHERE id = ${id}`);
    }
    if (change.action !== "enable") await tx.execute(sql`UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = ${id} AND revoked_at IS NULL`);
    const state: StaffRow["state"] = change.action === "disable" ? "disabled" : change.action === "reset" ? "setup" : row.set_up ? "active" : "setup";
    await audit(tx, actor, { action: `staff.${change.action}`, targetType: "staff", targetId: id, before, after: { state }, reason: change.reason });
    return { state, setupCode };
  });
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
    const { token, actor } = await openSession(tx, { staffId: found.id, username: row.username, role: row.role, ip: input.ip });
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
