import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { th } from "@/lib/i18n/th";
import { invalidField } from "@/server/http/errors";
import { createSession, hashToken } from "@/server/auth/sessions";
import type { DB } from "@/server/db/types";
import { loginCodes, members } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { serverEnv } from "@/server/env";
import { recordLogin } from "@/server/protection/sessions";

/** A login link works once, within 5 minutes. */
const LOGIN_CODE_TTL_SECONDS = 300;

/**
 * A single-use login code for an active member (support staff, partner links): 256 random bits, only its sha256
 * stored. `createdBy` says who asked for it (kept for the audit trail). Throws when the phone names no active member.
 */
export async function mintLoginCode(db: DB, phone: string, createdBy: string): Promise<{ code: string; expiresIn: number }> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phone, phone), eq(members.status, "active")))
    .limit(1);
  if (!member) throw new Error(`no active member has the phone ${phone}`);
  const code = randomBytes(32).toString("base64url");
  await db.insert(loginCodes).values({
    codeHash: hashToken(code),
    memberId: member.id,
    createdBy: createdBy.slice(0, 200),
    expiresAt: sql`now() + make_interval(secs => ${LOGIN_CODE_TTL_SECONDS})`,
  });
  return { code, expiresIn: LOGIN_CODE_TTL_SECONDS };
}

const codeInvalid = () => invalidField("code", th.accounts.loginCodeInvalid);

/** `/api/authenticate`: the code is used up in one conditional UPDATE (so it works once, even in a race) → a session. */
export async function exchangeLoginCode(db: DB, code: string, client: { ip: string; userAgent?: string }) {
  return db.transaction(async (tx) => {
    const [used] = rowsOf<{ member_id: number }>(
      await tx.execute(sql`
        UPDATE login_codes SET used_at = now()
        WHERE code_hash = ${hashToken(code)} AND used_at IS NULL AND expires_at > now()
        RETURNING member_id`),
    );
    if (!used) throw codeInvalid();
    const [member] = await tx
      .select({ status: members.status, suspendedAt: members.suspendedAt })
      .from(members)
      .where(eq(members.id, used.member_id))
      .limit(1);
    if (member?.status !== "active" || member.suspendedAt) throw codeInvalid();
    const { token, expiresIn } = await createSession(tx, used.member_id, {
      ttlSeconds: serverEnv().SESSION_TTL_SECONDS,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    // A login like any other in the member's history (server/protection/sessions.ts).
    await recordLogin(tx, used.member_id, { ok: true, ip: client.ip, userAgent: client.userAgent });
    return { access_token: token, token_type: "bearer", expires_in: expiresIn };
  });
}
