import { categoryKeys } from "@/lib/api/contract/constants";
import type { Category } from "@/lib/api/contract/games";
import { CATEGORY_ROUTES } from "@/lib/games/categories";
import { categoriesText } from "@/lib/i18n/th/categories";
import { labelsText } from "@/lib/i18n/th/labels";
import { paths } from "@/lib/paths";
import { CategoryLinks, type CategoryTile } from "./category-links";

const TILES: { key: Category; href: string }[] = [
  ...CATEGORY_ROUTES.map((key) => ({ key, href: paths.category(key) })),
  // Skill games live in the lobby, not on a page of their own.
  { key: "skill", href: `${paths.home()}#skill` },
];

/**
 * The ten game categories, each a link to its page; hack-slot formulas carry NEW (SPEC.md §1). `current` marks the
 * page the visitor is on; `compact` is the smaller bar above a category page's games. Drawn by a client component
 * from each tile's link, name and sprite cell (category-links.tsx), so a page's RSC payload carries those words
 * rather than ten links' element trees; the category list itself (the API contract, zod and all) stays on the server.
 */
export function CategoryGrid({ current, compact = false }: { current?: Category; compact?: boolean }) {
  const tiles = TILES.map(({ key, href }): CategoryTile => [href, categoriesText[key], categoryKeys.indexOf(key)]);
  const at = (key?: Category) => TILES.findIndex((t) => t.key === key);
  return <CategoryLinks tiles={tiles} current={at(current)} badge={[at("hack-slot"), labelsText.new]} compact={compact} />;
}
