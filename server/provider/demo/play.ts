import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { games, slotRounds } from "@/server/db/schema";
import { balanceOf } from "./wallet";
import type { PlayEndReason } from "@/lib/demo-provider/play-ended";
import { playerSession } from "./launch";
import { DEFAULT_RTP, DEFAULT_VOLATILITY } from "./spin";
import type { Volatility } from "../slot-math";

interface PlayView {
  game: { slug: string; name: string; provider: string; category: string; image: string };
  /** The game's published figures, or the default table's when it has none. */
  rtp: number;
  volatility: Volatility;
  publishedRtp: boolean;
  balanceSatang: number;
  rounds: number;
  /** What the player's latest round of this game paid. */
  lastWinSatang: number;
}

export type PlayState =
  | { state: "no-session"; reason: PlayEndReason | null }
  | { state: "no-game" }
  | ({ state: "ok" } & PlayView);

/** What the demo slot's page shows: the player of the provider cookie, the game, the balance. */
export async function loadPlay(db: DB, cookie: string | null | undefined, slug: string): Promise<PlayState> {
  const session = await playerSession(db, cookie);
  if (!session.live) return { state: "no-session", reason: session.reason };
  const [game] = await db
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      provider: games.provider,
      category: games.category,
      image: games.image,
      rtp: games.rtp,
      volatility: games.volatility,
    })
    .from(games)
    .where(and(eq(games.slug, slug), eq(games.active, true)))
    .limit(1);
  if (!game) return { state: "no-game" };
  const mine = and(eq(slotRounds.memberId, session.memberId), eq(slotRounds.gameId, game.id));
  const [balanceSatang, [count], [last]] = await Promise.all([
    balanceOf(db, session.memberId).catch(() => 0),
    db.select({ n: sql<number>`count(*)::int` }).from(slotRounds).where(mine),
    db.select({ win: slotRounds.winSatang }).from(slotRounds).where(mine).orderBy(desc(slotRounds.id)).limit(1),
  ]);
  return {
    state: "ok",
    game: { slug: game.slug, name: game.name, provider: game.provider, category: game.category, image: game.image },
    rtp: game.rtp ?? DEFAULT_RTP,
    volatility: game.volatility ?? DEFAULT_VOLATILITY,
    publishedRtp: game.rtp !== null,
    balanceSatang,
    rounds: count?.n ?? 0,
    lastWinSatang: last?.win ?? 0,
  };
}

/** The catalogue's categories the demo provider really plays (its three-reel slot); any other opens a notice. */
const DEMO_PLAYABLE = ["slot", "slot-itp", "hack-slot"];
export const isDemoPlayable = (category: string) => DEMO_PLAYABLE.includes(category);
