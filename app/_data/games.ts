import "server-only";
import { customersProduct, type Category, type Game } from "@/lib/api/contract/games";
import { SLOT_CATEGORIES } from "@/lib/games/categories";
import { serverApi } from "@/server/api/server-client";
import { pageSession } from "./page-session";

/** One category's games (`GET /api/customers/{product}`); `failed` when the backend could not answer (logged). */
export async function loadCategory(product: Category): Promise<{ games: Game[]; failed: boolean }> {
  try {
    const { data } = await serverApi((await pageSession()).token)(customersProduct, { params: { product } });
    return { games: data, failed: false };
  } catch (e: unknown) {
    console.error(`[games] ${product} unavailable`, e);
    return { games: [], failed: true };
  }
}

/** Every slot game (slot, slot ITP, hack-slot), once each: the rows of the RTP table (DESIGN.md §6.4). */
export async function loadSlotGames(): Promise<Game[]> {
  const lists = await Promise.all(SLOT_CATEGORIES.map((c) => loadCategory(c)));
  return [...new Map(lists.flatMap((l) => l.games).map((g) => [g.id, g])).values()];
}
