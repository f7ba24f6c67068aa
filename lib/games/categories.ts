import { categoryKeys } from "@/lib/api/contract/constants";
import type { Category, Game } from "@/lib/api/contract/games";

/** A category with a page of its own; skill games live in the lobby instead. */
export type CategoryRoute = Exclude<Category, "skill">;

export const CATEGORY_ROUTES: readonly CategoryRoute[] = categoryKeys.filter((c): c is CategoryRoute => c !== "skill");

/** The categories whose games are slots: each carries a published RTP and volatility (the honest formula pages). */
export const SLOT_CATEGORIES = ["slot", "slot-itp", "hack-slot"] as const satisfies readonly Category[];

/** The category a page segment names, or null (the page then answers 404). Exact, case-sensitive. */
export function categoryOfSegment(segment: string): CategoryRoute | null {
  return (CATEGORY_ROUTES as readonly string[]).includes(segment) ? (segment as CategoryRoute) : null;
}

/**
 * Up to `limit` games taken in turn from each category (in order of first appearance), each category's own order
 * kept: a landing row of hit games that is not all slots.
 */
export function mixByCategory(games: readonly Game[], limit: number): Game[] {
  const queues = new Map<Category, Game[]>();
  for (const g of games) {
    const q = queues.get(g.category);
    if (q) q.push(g);
    else queues.set(g.category, [g]);
  }
  const out: Game[] = [];
  let left = true;
  for (let round = 0; left && out.length < limit; round++) {
    left = false;
    for (const q of queues.values()) {
      if (round < q.length) {
        left = true;
        if (out.length < limit) out.push(q[round]!);
      }
    }
  }
  return out;
}
