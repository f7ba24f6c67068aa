import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { games } from "@/server/db/schema";
import type { Category } from "@/lib/api/contract/games";
import { encodeCursor, type Key } from "@/lib/api/contract/paging";
import { SLOT_CATEGORIES } from "@/lib/games/categories";
import { cursorKey, type Page } from "@/server/http/paging";

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

/**
 * Hit games in the operator's order. With `limit`, at most that many, taken in turn from each category (each
 * category's own order kept, categories in order of their first game): lib/games/categories.ts's mixByCategory
 * done by the database, so the landing's row never reads the whole list.
 */
export function hotGames(db: DB, limit?: number) {
  const q = db
    .select(columns)
    .from(games)
    .where(and(eq(games.active, true), eq(games.isHot, true)))
    .$dynamic();
  if (limit === undefined) return q.orderBy(asc(games.sort), asc(games.id));
  const byCategory = sql`partition by ${games.category} order by ${games.sort}, ${games.id}`;
  return q
    .orderBy(
      sql`row_number() over (${byCategory})`,
      sql`first_value(${games.sort}) over (${byCategory})`,
      sql`first_value(${games.id}) over (${byCategory})`,
    )
    .limit(limit);
}

/**
 * One category's games in the operator's order, then by id. Without `limit` or `cursor`, all of them (as before
 * paging); otherwise the page after the cursor `[sort, id]`, its next cursor and the category's size.
 */
export async function gamesOf(db: DB, category: Category, page: Page = {}) {
  const listed = and(eq(games.active, true), eq(games.category, category));
  const after = cursorKey(page.cursor, ["int", "int"]);
  const order = [asc(games.sort), asc(games.id)];
  if (page.limit === undefined && !after) return { data: await db.select(columns).from(games).where(listed).orderBy(...order) };
  const from = after ? sql`(${games.sort}, ${games.id}) > (${after[0]}::int, ${after[1]}::int)` : undefined;
  return pageFrom(db, listed, from, order, page.limit, (g) => [g.sort, g.id]);
}

/** The slot games with a published RTP, highest first (then by id): the formula pages' table, a page at a time. */
export async function slotsByRtp(db: DB, page: Page = {}) {
  const listed = and(eq(games.active, true), inArray(games.category, [...SLOT_CATEGORIES]), isNotNull(games.rtp));
  const after = cursorKey(page.cursor, ["real", "int"]);
  // A `real` compared as a `real`: 96.8 as a double is not the stored float4 96.8.
  const from = after
    ? sql`(${games.rtp} < ${after[0]}::real or (${games.rtp} = ${after[0]}::real and ${games.id} > ${after[1]}::int))`
    : undefined;
  return pageFrom(db, listed, from, [desc(games.rtp), asc(games.id)], page.limit, (g) => [g.rtp ?? 0, g.id]);
}

type Keyed = { id: number; sort: number; rtp: number | null };

/** The rows after `from` (up to `limit`), the next page's cursor from the last row's key, and the list's size. */
async function pageFrom(db: DB, listed: SQL | undefined, from: SQL | undefined, order: SQL[], limit: number | undefined, keyOf: (g: Keyed) => Key) {
  const q = db
    .select({ ...columns, sort: games.sort })
    .from(games)
    .where(and(listed, from))
    .orderBy(...order)
    .$dynamic();
  const rows = limit === undefined ? await q : await q.limit(limit + 1);
  const more = limit !== undefined && rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const [counted] = await db.select({ n: count() }).from(games).where(listed);
  return {
    data: shown.map(({ sort: _, ...g }) => g),
    next_cursor: more ? encodeCursor(keyOf(shown.at(-1)!)) : null,
    total: Number(counted?.n ?? 0),
  };
}
