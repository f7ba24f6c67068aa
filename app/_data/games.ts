import "server-only";
import { GAMES_PAGE_SIZE, type Category, type Game } from "@/lib/api/contract/games";
import { ApiError } from "@/lib/api/errors";
import { serverApi } from "@/server/api/server-client";
import { pageSession } from "./page-session";
import { log } from "@/server/observability/log";

export interface GamePage {
  games: Game[];
  /** The next page's cursor, or null on the last page. */
  next: string | null;
  /** The whole list's size, when the backend says. */
  total: number | null;
  /** The backend could not answer (logged). */
  failed: boolean;
}

/**
 * One page (`limit`, GAMES_PAGE_SIZE unless said) of a category's games (`GET /api/customers/{product}?limit=&cursor=`), from the
 * start or after `cursor` (a `?cursor=` link of "ดูเพิ่ม" followed before the scripts ran). A cursor the API does
 * not know (a 422: an old or edited link) shows the first page.
 */
export function loadCategory(product: Category, cursor?: string, limit = GAMES_PAGE_SIZE): Promise<GamePage> {
  return loadPage(`[games] ${product}`, cursor, async (c) =>
    (await serverApi((await pageSession()).token))("GET /api/customers/{product}", { params: { product }, query: { limit, cursor: c } }),
  );
}

/** One page of the slot games by published RTP, highest first (`GET /api/games/rtp`): the formula pages' table. */
export function loadRtp(limit: number, cursor?: string): Promise<GamePage> {
  return loadPage("[games] rtp", cursor, async (c) => (await serverApi((await pageSession()).token))("GET /api/games/rtp", { query: { limit, cursor: c } }));
}

type Answer = { data: Game[]; next_cursor?: string | null; total?: number };

async function loadPage(what: string, cursor: string | undefined, ask: (cursor?: string) => Promise<Answer>): Promise<GamePage> {
  try {
    const r = await ask(cursor || undefined);
    return { games: r.data, next: r.next_cursor ?? null, total: r.total ?? null, failed: false };
  } catch (e: unknown) {
    if (cursor && e instanceof ApiError && e.status === 422) return loadPage(what, undefined, ask);
    log.warn({ err: e, what }, "games: unavailable");
    return { games: [], next: null, total: null, failed: true };
  }
}
