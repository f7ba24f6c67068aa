import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
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
async function siteSession(db: DB, memberId: number): Promise<{ id: number; token: string; playUntil: Date }> {
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

const SITE = "http://127.0.0.1:3000";

/** Opens a launch URL (a path or an address) at the demo provider's landing, as the player's browser does. */
export async function enterUrl(url: string): Promise<Response> {
  const { handleEnter } = await import("@/server/api/demo-provider");
  const target = new URL(url, SITE);
  return handleEnter(new Request(target), target.pathname.split("/")[2]!);
}

/** The provider session's cookie an entry set (`dp_session=…`), or null. */
export const providerCookieOf = (res: Response) => /^(dp_session=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null;

/** One 1-baht spin of moon-dragon with the provider session's cookie, through the provider's endpoint. */
export async function spinWith(cookie: string): Promise<Response> {
  const { handleSpin } = await import("@/server/api/demo-provider");
  return handleSpin(
    new Request(`${SITE}/demo-provider/api/spin`, {
      method: "POST",
      headers: { "content-type": "application/json", host: "127.0.0.1:3000", cookie },
      body: JSON.stringify({ game: "moon-dragon", bet_satang: 100, spin_id: crypto.randomUUID() }),
    }),
  );
}
