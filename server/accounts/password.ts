import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { updatePasswordBody } from "@/lib/api/contract/customers";
import { th } from "@/lib/i18n/th";
import { invalidField, unauthenticated } from "@/server/http/errors";
import { withLoginThrottle } from "@/server/auth/login";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { revokeMemberSessions, type Session } from "@/server/auth/sessions";
import { endPlay } from "@/server/games/end-play";
import { lockMember } from "@/server/wallet/locks";
import { inTx } from "@/server/wallet/tx";
import type { DB } from "@/server/db/types";
import { members } from "@/server/db/schema";

/**
 * The session's member, once `password` is shown to be theirs. Wrong guesses count like failed logins, so a stolen
 * session cannot brute-force it; the session proves the member, so a lock strangers' guesses set on the phone does
 * not stop them here. A wrong password is a 422 on `field` with `wrong`.
 */
export async function confirmSessionPassword(db: DB, session: Session, password: string, ip: string, field: string, wrong: string) {
  const [member] = await db
    .select({ phone: members.phone, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, session.memberId))
    .limit(1);
  if (!member) throw unauthenticated();
  const ok = await withLoginThrottle(db, member.phone, ip, () => verifyPassword(member.passwordHash, password), true);
  if (!ok) throw invalidField(field, wrong);
  return member;
}

/**
 * Changes the member's password. The old one must be right (confirmSessionPassword); the new one must differ.
 * Every session of the member ends, this one included.
 */
export async function changePassword(db: DB, session: Session, body: z.output<typeof updatePasswordBody>, ip: string) {
  await confirmSessionPassword(db, session, body.old_password, ip, "old_password", th.accounts.oldPasswordWrong);
  if (body.password === body.old_password) throw invalidField("password", th.accounts.samePassword);

  const passwordHash = await hashPassword(body.password);
  await inTx(db, async (tx) => {
    await lockMember(tx, session.memberId);
    await tx.update(members).set({ passwordHash }).where(eq(members.id, session.memberId));
    await revokeMemberSessions(tx, session.memberId);
    await endPlay(tx, session.memberId, { reason: "password" });
  });
  return { success: true };
}
