import type { CSSProperties, ReactNode } from "react";
import { categoryKeys } from "@/lib/api/contract/constants";
import type { CategoryRoute } from "@/lib/games/categories";
import { categoriesText } from "@/lib/i18n/th/categories";
import { gamesText } from "@/lib/i18n/th/games";
import { labelsText } from "@/lib/i18n/th/labels";
import icon from "./category-icon.module.css";
import s from "./category-view.module.css";

/**
 * A category page's frame: the hero (glyph, title, lead, count), the category bar, the games section and what comes
 * before and after it. `count`: the category's size when known (0: not shown).
 */
export function CategoryFrame({
  category,
  count,
  gamesTitle,
  bar,
  before,
  games,
  after,
}: {
  category: CategoryRoute;
  count: number;
  gamesTitle: string;
  bar: ReactNode;
  before?: ReactNode;
  games: ReactNode;
  after?: ReactNode;
}) {
  const cell = categoryKeys.indexOf(category);
  return (
    <div className={`container ${s.page}`}>
      <header className={s.hero} data-category={category}>
        <span className={s.glyph} aria-hidden="true">
          {/* The glyph: a cell of one sprite (public/art/categories/sprite.svg), a CSS background, so it never competes
              with the first banner for the network. */}
          <span className={`${icon.icon} ${s.glyphIcon}`} style={{ "--cell": cell } as CSSProperties} aria-hidden="true" />
        </span>
        <div className={s.heading}>
          <h1 className={s.title}>
            {categoriesText[category]}
            {category === "hack-slot" && <span className={s.new}>{labelsText.new}</span>}
          </h1>
          <p className={s.lead}>{gamesText.lead[category]}</p>
        </div>
        {count > 0 && <span className={s.count}>{gamesText.count(count)}</span>}
      </header>

      <nav aria-label={gamesText.nav}>{bar}</nav>

      {before}

      <section className={s.section} aria-labelledby="games-title" data-testid="category-games">
        <h2 id="games-title" className={s.sectionTitle}>
          {gamesTitle}
        </h2>
        {games}
      </section>

      {after}
    </div>
  );
}
