import type { CSSProperties } from "react";
import { categoryKeys, type Category } from "@/lib/api/contract/games";
import s from "./category-icon.module.css";

/**
 * A category's glyph as a cell of one sprite (public/art/categories/sprite.svg, scripts/art/make-category-icons.ts):
 * one small file for all ten, and a CSS background, so it never competes with the first banner for the network.
 */
export function CategoryIcon({ category, className }: { category: Category; className?: string }) {
  const style = { "--cell": categoryKeys.indexOf(category) } as CSSProperties;
  return <span className={className ? `${s.icon} ${className}` : s.icon} style={style} aria-hidden="true" />;
}
