import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { games } from "@/server/db/schema";
import type { Category } from "@/lib/api/contract/games";

const columns = {
  id: games.id,
  slug: games.slug,
  name: games.name,
  provider: games.provider,
  category: games.category,
  image: games.image,
  is_new: games.isNew,
  is_hot: games.isHot,
  rtp: games.rtp,
  volatility: games.volatility,
};

export function hotGames(db: DB) {
  return db
    .select(columns)
    .from(games)
    .where(and(eq(games.active, true), eq(games.isHot, true)))
    .orderBy(asc(games.sort));
}

export function gamesOf(db: DB, category: Category) {
  return db
    .select(columns)
    .from(games)
    .where(and(eq(games.active, true), eq(games.category, category)))
    .orderBy(asc(games.sort));
}
