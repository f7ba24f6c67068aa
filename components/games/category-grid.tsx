import type { CSSProperties } from "react";
import Link from "next/link";
import { categoryKeys, type Category } from "@/lib/api/contract/games";
import { CATEGORY_ROUTES } from "@/lib/games/categories";
import { categoriesText } from "@/lib/i18n/th/categories";
import { labelsText } from "@/lib/i18n/th/labels";
import { paths } from "@/lib/paths";
import s from "./category-grid.module.css";

const TILES: { key: Category; href: string }[] = [
  ...CATEGORY_ROUTES.map((key) => ({ key, href: paths.category(key) })),
  // Skill games live in the lobby, not on a page of their own.
  { key: "skill", href: `${paths.home()}#skill` },
];

/**
 * The ten game categories, each a link to its page; hack-slot formulas carry NEW (SPEC.md §1). `current` marks the
 * page the visitor is on; `compact` is the smaller bar above a category page's games.
 */
export function CategoryGrid({ current, compact = false }: { current?: Category; compact?: boolean }) {
  return (
    <ul className={compact ? `${s.grid} ${s.compact}` : s.grid}>
      {TILES.map(({ key, href }) => (
        <li key={key}>
          <Link
            href={href}
            style={{ "--cell": categoryKeys.indexOf(key) } as CSSProperties}
            {...(key === current && { "aria-current": "page" as const })}
            prefetch={false}
          >
            {categoriesText[key]}
            {key === "hack-slot" && <span className={s.badge}>{labelsText.new}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
