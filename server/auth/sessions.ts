import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { members, sessions } from "@/server/db/schema";

export type SessionKind = "session" | "registration";

export interface Session {
  id: number;
  memberId: number;
  kind: SessionKind;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A random 256-bit bearer token; only its hash is stored, so a database leak grants nothing. `knownDevice`: opened by a
 * login from one of the member's own browsers (it carried their device token).
 */
export async function createSession(
  db: DB,
  memberId: number,
  opts: { kind?: SessionKind; ttlSeconds: number; ip?: string; userAgent?: string; device?: unknown; knownDevice?: boolean; deviceMember?: number | null },
): Promise<{ token: string; expiresIn: number; id: number }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(sessions)
    .values({
      memberId,
      tokenHash: hashToken(token),
      kind: opts.kind ?? "session",
      ip: opts.ip ?? null,
      userAgent: opts.userAgent?.slice(0, 512) ?? null,
      device: opts.device ?? null,
      knownDevice: opts.knownDevice ?? false,
      deviceMember: opts.deviceMember ?? null,
      expiresAt: sql`now() + make_interval(secs => ${opts.ttlSeconds})`,
    })
    .returning({ id: sessions.id });
  return { token, expiresIn: opts.ttlSeconds, id: row!.id };
}

/**
 * The condition on `sessions` that the live session a bearer token names meets (known, not expired, not revoked, of
 * this kind, its member not suspended by the back office), or null when the token cannot name one. findSession uses it, and so does the profile poll's one
 * statement, which checks the session in the same snapshot as it reads the member (server/customers/profile.ts).
 */
export function liveSessionWhere(token: string | null, kind: SessionKind): SQL | null {
  if (!token || token.length > 200) return null;
  return and(
    eq(sessions.tokenHash, hashToken(token)),
    eq(sessions.kind, kind),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    // Suspending ends the member's sessions; this also shuts one a login opened while the suspension committed.
    sql`NOT EXISTS (SELECT 1 FROM ${members} WHERE ${members.id} = ${sessions.memberId} AND ${members.suspendedAt} IS NOT NULL)`,
  )!;
}

/** The live session a bearer token names, or null (unknown, expired, revoked, or of another kind). */
export async function findSession(db: DB, token: string | null, kind: SessionKind): Promise<Session | null> {
  const live = liveSessionWhere(token, kind);
  if (!live) return null;
  const [row] = await db
    .select({ id: sessions.id, memberId: sessions.memberId, kind: sessions.kind })
    .from(sessions)
    .where(live)
    .limit(1);
  return row ? { id: row.id, memberId: row.memberId, kind: row.kind as SessionKind } : null;
}

export async function revokeSession(db: DB, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a member, optionally keeping one (after a password change the caller is logged out too).
 * Returns the ids it ended.
 */
export async function revokeMemberSessions(db: DB, memberId: number, keepSessionId?: number): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/** `Authorization: Bearer <token>` → token. */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
