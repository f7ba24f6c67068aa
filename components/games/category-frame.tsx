"use client";
import type { CSSProperties, ReactNode } from "react";
import icon from "./category-icon.module.css";
import s from "./category-view.module.css";

/** A category page's words (category-view.tsx): `count` when the category's size is known, `badge` for hack-slot's NEW. */
export interface CategoryFrameText {
  title: string;
  badge?: string;
  lead: string;
  count?: string;
  nav: string;
  gamesTitle: string;
}

/**
 * A category page's frame: the hero (glyph, title, lead, count), the category bar, the games section and what comes
 * before and after it. A client component although nothing in it moves, fed the server's parts (the bar, the grid or
 * the empty state, the formula cards), so the page's RSC payload carries its words rather than its element tree.
 */
export function CategoryFrame({
  category,
  cell,
  text,
  bar,
  before,
  games,
  after,
}: {
  category: string;
  /** The category's glyph in the category sprite. */
  cell: number;
  text: CategoryFrameText;
  bar: ReactNode;
  before?: ReactNode;
  games: ReactNode;
  after?: ReactNode;
}) {
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
            {text.title}
            {text.badge && <span className={s.new}>{text.badge}</span>}
          </h1>
          <p className={s.lead}>{text.lead}</p>
        </div>
        {text.count && <span className={s.count}>{text.count}</span>}
      </header>

      <nav aria-label={text.nav}>{bar}</nav>

      {before}

      <section className={s.section} aria-labelledby="games-title" data-testid="category-games">
        <h2 id="games-title" className={s.sectionTitle}>
          {text.gamesTitle}
        </h2>
        {games}
      </section>

      {after}
    </div>
  );
}
