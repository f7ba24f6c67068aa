import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { games, members } from "@/server/db/schema";

let seq = 0;

/** An active member with no provider account yet (as registration leaves one before activation's hook). */
export async function newMember(db: DB, opts: { firstDeposit?: boolean } = {}): Promise<number> {
  const n = ++seq;
  const [row] = await db
    .insert(members)
    .values({
      phone: `087${String(n).padStart(7, "0")}`,
      referralKey: `test${String(n).padStart(4, "0")}`,
      status: "active",
      firstDepositAt: opts.firstDeposit ? sql`now()` : null,
    })
    .returning({ id: members.id });
  return row!.id;
}

export async function gameIdOf(db: DB, slug: string): Promise<number> {
  const [g] = await db.select({ id: games.id }).from(games).where(eq(games.slug, slug));
  if (!g) throw new Error(`no game ${slug}`);
  return g.id;
}
