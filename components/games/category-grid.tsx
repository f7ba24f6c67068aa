import Link from "next/link";
import { categoryKeys, type Category } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import s from "./category-grid.module.css";

/** Category pages the site has (skill games live in the lobby, not a route of their own). */
export const CATEGORY_ROUTES = categoryKeys.filter((c): c is Exclude<Category, "skill"> => c !== "skill");

/** The nine game categories; hack-slot formulas carry NEW (SPEC.md §1). */
export function CategoryGrid() {
  return (
    <ul className={s.grid}>
      {CATEGORY_ROUTES.map((key) => (
        <li key={key}>
          <Link href={`/${key}`} className={s.tile}>
            {/* eslint-disable-next-line @next/next/no-img-element -- 48 px SVG glyph */}
            <img src={`/art/categories/${key}.svg`} alt="" width={48} height={48} />
            {th.categories[key]}
            {key === "hack-slot" && <span className={s.badge}>{th.labels.new}</span>}
          </Link>
        </li>
      ))}
      <li>
        <Link href="/#skill" className={s.tile}>
          {/* eslint-disable-next-line @next/next/no-img-element -- 48 px SVG glyph */}
          <img src="/art/categories/skill.svg" alt="" width={48} height={48} />
          {th.categories.skill}
        </Link>
      </li>
    </ul>
  );
}
