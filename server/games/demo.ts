import "server-only";
import type { DB } from "@/server/db/types";
import { games } from "@/server/db/schema";
import type { Category } from "@/lib/api/contract/games";

/**
 * Demo mode only (POST /api/demo/games?category=&count=): a long catalogue for the e2e specs of the paged category
 * pages — `count` plain games (`demo-{category}-001` …, after the seeded ones, no ribbons), added once: a second call
 * adds only what is missing. Demo slots get an RTP between 90.00 and 97.99 % (each distinct), for the paged RTP table.
 */
export async function addDemoGames(db: DB, category: Category, count: number): Promise<{ added: number }> {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return {
      slug: `demo-${category}-${n}`,
      name: `Demo ${n}`,
      provider: "Demo Studio",
      category,
      image: "/art/games/moon-dragon.svg",
      sort: 1000 + i,
      rtp: category === "slot" ? 90 + (i % 800) / 100 : null,
    };
  });
  const added = await db.insert(games).values(rows).onConflictDoNothing({ target: games.slug }).returning({ id: games.id });
  return { added: added.length };
}
