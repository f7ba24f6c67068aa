"use client";
import type { CSSProperties } from "react";
import { Link } from "@/components/ui/link";
import s from "./category-grid.module.css";

/** A category tile: its link, its name and its glyph's cell in the category sprite. */
export type CategoryTile = [href: string, name: string, cell: number];

/**
 * The category bar's markup (category-grid.tsx gives it its tiles): `current` is the index of the page's own tile
 * (-1: none), `badge` the tile that carries a label and the label.
 */
export function CategoryLinks({
  tiles,
  current,
  badge: [badgeAt, badge],
  compact,
}: {
  tiles: CategoryTile[];
  current: number;
  badge: [at: number, label: string];
  compact: boolean;
}) {
  return (
    <ul className={compact ? `${s.grid} ${s.compact}` : s.grid}>
      {tiles.map(([href, name, cell], i) => (
        <li key={href}>
          <Link href={href} style={{ "--cell": cell } as CSSProperties} {...(i === current && { "aria-current": "page" as const })}>
            {name}
            {i === badgeAt && <span className={s.badge}>{badge}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
