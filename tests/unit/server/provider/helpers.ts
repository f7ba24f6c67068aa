import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { games, members } from "@/server/db/schema";
import { createSession } from "@/server/auth/sessions";
import { demoProvider } from "@/server/provider/demo";
import type { Entry, Refused } from "@/server/provider/demo/launch";

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

/** A site session of the member (what a login makes), for a launch to belong to. */
export async function siteSession(db: DB, memberId: number): Promise<{ id: number; token: string; playUntil: Date }> {
  const { id, token } = await createSession(db, memberId, { ttlSeconds: 86_400 });
  return { id, token, playUntil: new Date(Date.now() + 86_400_000) };
}

/** The demo provider's launch URL for the member on `host`, from a fresh site session of theirs. */
export async function launch(db: DB, memberId: number, host: number, game?: number): Promise<string> {
  const { id, playUntil } = await siteSession(db, memberId);
  return demoProvider(db).launchUrl(memberId, { host, game, siteSession: id, playUntil });
}

/** The entry a launch token opened (fails the test when it was refused). */
export function entered(result: Entry | Refused): Entry {
  if ("refused" in result) throw new Error(`entry refused (${result.refused ?? "invalid"})`);
  return result;
}
