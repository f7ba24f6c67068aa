import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { members } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { refusal } from "@/server/http/errors";
import { confirmSessionPassword } from "@/server/accounts/password";
import { revokeMemberSessions, type Session } from "@/server/auth/sessions";
import { endPlay } from "@/server/games/end-play";
import { lockMember } from "@/server/wallet/locks";
import { inTx } from "@/server/wallet/tx";
import { formatDateTime } from "@/lib/format";
import { th } from "@/lib/i18n/th";
import { EXCLUSION_PERIODS, exclusionEnd, type ExclusionPeriod } from "@/lib/protection/exclusion-periods";
import { clock } from "./clock";

export { exclusionEnd, type ExclusionPeriod } from "@/lib/protection/exclusion-periods";

export interface Exclusion {
  kind: "timeout" | "self_exclusion";
  endsAt: Date | null;
}

/** The exclusion in force at `now` that ends last (a permanent one first), or null. */
async function activeExclusion(db: DB, memberId: number, now: Date = clock.now()): Promise<Exclusion | null> {
  const at = now.toISOString();
  const [row] = rowsOf<{ kind: Exclusion["kind"]; ends_at: unknown }>(
    await db.execute(sql`
      SELECT kind, ends_at FROM exclusions
      WHERE member_id = ${memberId} AND lifted_at IS NULL AND starts_at <= ${at}::timestamptz
        AND (ends_at IS NULL OR ends_at > ${at}::timestamptz)
      ORDER BY ends_at DESC NULLS FIRST LIMIT 1`),
  );
  return row ? { kind: row.kind, endsAt: row.ends_at ? new Date(row.ends_at as string) : null } : null;
}

function exclusionMessage(e: Exclusion): string {
  if (!e.endsAt) return th.protection.excludedForever;
  const until = formatDateTime(e.endsAt);
  return e.kind === "timeout" ? th.protection.timeoutUntil(until) : th.protection.excludedUntil(until);
}

/**
 * Refuses (400, Thai, with the end date) a deposit, a game launch, a bonus claim or a spin while the member is
 * timed out or self-excluded. Withdrawals and history never call it.
 */
export async function refuseIfExcluded(db: DB, memberId: number): Promise<void> {
  const e = await activeExclusion(db, memberId);
  if (e) throw refusal(exclusionMessage(e));
}

/**
 * POST /api/customers/self-exclusion {period, password}: from this instant the member is refused deposits, play,
 * bonus claims and spins until the end (never lifted by the API); every other session ends, and so do the game
 * provider's sessions. A shorter period asked during a longer one changes nothing (the one ending last holds).
 */
export async function excludeSelf(db: DB, session: Session, body: { period: ExclusionPeriod; password: string }, ip: string) {
  await confirmSessionPassword(db, session, body.password, ip, "password", th.protection.passwordWrong);
  const now = clock.now();
  const { kind } = EXCLUSION_PERIODS[body.period];
  const endsAt = exclusionEnd(body.period, now);
  await inTx(db, async (tx) => {
    // The member's lock first (locks.ts step 2): a deposit, claim, spin, launch or ticket already under way finishes
    // before this commits, and every later one waits for it and then sees the exclusion.
    await lockMember(tx, session.memberId);
    await tx.execute(sql`
      INSERT INTO exclusions (member_id, kind, period, starts_at, ends_at)
      VALUES (${session.memberId}, ${kind}, ${body.period}, ${now.toISOString()}, ${endsAt?.toISOString() ?? null})`);
    await revokeMemberSessions(tx, session.memberId, session.id);
    await endPlay(tx, session.memberId, { reason: kind });
  });
  const held = (await activeExclusion(db, session.memberId, now)) ?? { kind, endsAt };
  return {
    success: true,
    msg: exclusionMessage(held),
    data: { kind: held.kind, ends_at: held.endsAt?.toISOString() ?? null },
  };
}

/**
 * `npm run ops -- exclusion lift <phone>`: ends the member's time-outs in force, at the operator's documented
 * discretion. A self-exclusion is never lifted (the database's CHECK refuses it too). Returns how many were lifted.
 */
export async function liftTimeouts(db: DB, phone: string, by: string): Promise<{ lifted: number; selfExcluded: boolean }> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone)).limit(1);
  if (!member) throw new Error(`no member with phone ${phone}`);
  const now = clock.now().toISOString();
  const lifted = rowsOf(
    await db.execute(sql`
      UPDATE exclusions SET lifted_at = now(), lifted_by = ${by}
      WHERE member_id = ${member.id} AND kind = 'timeout' AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > ${now}::timestamptz)
      RETURNING id`),
  ).length;
  const still = await activeExclusion(db, member.id);
  return { lifted, selfExcluded: still?.kind === "self_exclusion" };
}

/** For GET /api/customers/limits: the exclusion in force, as the API shows it. */
export async function exclusionView(db: DB, memberId: number) {
  const e = await activeExclusion(db, memberId);
  return e && { kind: e.kind, ends_at: e.endsAt?.toISOString() ?? null, msg: exclusionMessage(e) };
}
