import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { hashPassword } from "@/server/auth/passwords";
import { createSession } from "@/server/auth/sessions";
import { grantBonus } from "@/server/wallet/bonuses";
import { member } from "../wallet/helpers";

export const PASSWORD = "Protect1234";
let hash: Promise<string> | undefined;

/** A deposited member with credit, a password, a second session (another device) and a claimable bonus. */
export async function protectedMember(db: DB) {
  const m = await member(db, { satang: 500_000, deposited: true });
  hash ??= hashPassword(PASSWORD);
  await db.execute(sql`UPDATE members SET password_hash = ${await hash} WHERE id = ${m.id}`);
  const other = await createSession(db, m.id, {
    ttlSeconds: 3600,
    ip: "203.0.113.20",
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  });
  await grantBonus(db, {
    memberId: m.id,
    type: "cashback",
    satang: 5_000,
    source: `protect-${m.id}`,
    turnoverMultiple: 0,
    claimDeadline: new Date(Date.now() + 86_400_000),
  });
  const [bonus] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM bonuses WHERE member_id = ${m.id}`));
  return { ...m, otherToken: other.token, bonusId: Number(bonus!.id) };
}
