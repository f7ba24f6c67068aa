import type { ReactNode } from "react";
import { GAMES_PAGE_SIZE } from "@/lib/api/contract/constants";
import type { Game } from "@/lib/api/contract/games";
import type { CategoryRoute } from "@/lib/games/categories";
import { categoriesText } from "@/lib/i18n/th/categories";
import { errorsText } from "@/lib/i18n/th/errors";
import { gamesText } from "@/lib/i18n/th/games";
import { labelsText } from "@/lib/i18n/th/labels";
import { pagingText } from "@/lib/i18n/th/paging";
import { paths } from "@/lib/paths";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { CategoryGrid } from "./category-grid";
import { GameGrid, cardLabels } from "./game-card";
import type { PlayBlock } from "./play-blocked";
import { MoreGames } from "./more-games";
import { CategoryFrame } from "./category-frame";
import s from "./category-view.module.css";

/**
 * A category page: its Thai title and lead, the category bar with this one marked, then a page of its
 * games as server-rendered cards (NEW / HOT ribbons) with "ดูเพิ่ม" while `next` names a next page, or an empty
 * state. `total` is the category's size when known. `before` / `after` frame the grid (hack-slot's formula content).
 * Framed by CategoryFrame (the hero, the category bar, the games section).
 */
export function CategoryView({
  category,
  games,
  next = null,
  total = null,
  failed,
  loggedIn,
  blocked,
  pageSize = GAMES_PAGE_SIZE,
  gamesTitle = gamesText.listTitle(categoriesText[category]),
  before,
  after,
}: {
  category: CategoryRoute;
  games: Game[];
  next?: string | null;
  total?: number | null;
  failed: boolean;
  loggedIn: boolean;
  /** The member is timed out or self-excluded: what the cards say instead of opening a game. */
  blocked?: PlayBlock | null;
  /** Games a page: what the server rendered and what each "ดูเพิ่ม" adds. */
  pageSize?: number;
  gamesTitle?: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const count = total ?? (next ? 0 : games.length);
  return (
    <CategoryFrame
      category={category}
      count={count}
      gamesTitle={gamesTitle}
      bar={<CategoryGrid current={category} compact />}
      before={before}
      games={
        games.length > 0 ? (
          <GameGrid games={games} loggedIn={loggedIn} blocked={blocked}>
            {next && (
              <MoreGames
                product={category}
                next={next}
                limit={pageSize}
                labels={{ ...cardLabels(), more: pagingText.more, loading: labelsText.loading, failed: pagingText.failed }}
              />
            )}
          </GameGrid>
        ) : (
          <div className={s.empty} data-testid="games-empty">
            {failed ? <Glyph name="warning" size={36} /> : <Glyph name="gamepad" size={36} />}
            <strong>{failed ? gamesText.failedTitle : gamesText.emptyTitle}</strong>
            <p>{failed ? gamesText.failedBody : gamesText.emptyBody}</p>
            {failed ? (
              // A full reload: the page is rendered on the server.
              <a className={buttonClass({ variant: "outline" })} href={paths.category(category)}>
                {errorsText.retry}
              </a>
            ) : (
              <ButtonLink href={paths.home()} variant="outline">
                {errorsText.backHome}
              </ButtonLink>
            )}
          </div>
        )
      }
      after={after}
    />
  );
}
