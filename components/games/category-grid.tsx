import type { CSSProperties } from "react";
import { categoryKeys } from "@/lib/api/contract/constants";
import type { Category } from "@/lib/api/contract/games";
import { CATEGORY_ROUTES } from "@/lib/games/categories";
import { categoriesText } from "@/lib/i18n/th/categories";
import { labelsText } from "@/lib/i18n/th/labels";
import { paths } from "@/lib/paths";
import { Link } from "@/components/ui/link";
import s from "./category-grid.module.css";

const TILES: { key: Category; href: string }[] = [
  ...CATEGORY_ROUTES.map((key) => ({ key, href: paths.category(key) })),
  // Skill games live in the lobby, not on a page of their own.
  { key: "skill", href: `${paths.home()}#skill` },
];

/**
 * The ten game categories, each a link to its page; hack-slot formulas carry NEW. `current` marks the page the
 * visitor is on; `compact` is the smaller bar above a category page's games. Each tile's glyph is a cell of the
 * category sprite, set on the link as --cell.
 */
export function CategoryGrid({ current, compact = false }: { current?: Category; compact?: boolean }) {
  return (
    <ul className={compact ? `${s.grid} ${s.compact}` : s.grid}>
      {TILES.map(({ key, href }) => (
        <li key={href}>
          <Link href={href} style={{ "--cell": categoryKeys.indexOf(key) } as CSSProperties} {...(key === current && { "aria-current": "page" as const })}>
            {categoriesText[key]}
            {key === "hack-slot" && <span className={s.badge}>{labelsText.new}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
