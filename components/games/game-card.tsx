import type { ReactNode } from "react";
import type { Game } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { PlayArea } from "./play-area";
import { GameTile, type CardLabels } from "./game-tile";
import s from "./game-card.module.css";

export const cardLabels = (): CardLabels => ({ play: th.home.play, new: th.labels.new, hot: th.labels.hot });

/** A game's card (game-tile.tsx) with the site's words. Server-rendered. */
export function GameCard({ game }: { game: Game }) {
  return <GameTile game={game} labels={cardLabels()} />;
}

/**
 * `rail`: one sideways-scrolling row on phones, eight across on wide screens. `children` follow the list inside the
 * same PlayArea (a category page's "ดูเพิ่ม" and the cards it adds).
 */
export function GameGrid({ games, loggedIn, rail = false, children }: { games: Game[]; loggedIn: boolean; rail?: boolean; children?: ReactNode }) {
  return (
    <PlayArea loggedIn={loggedIn}>
      <ul className={rail ? `${s.grid} ${s.rail}` : s.grid}>
        {games.map((g) => (
          <li key={g.id}>
            <GameCard game={g} />
          </li>
        ))}
      </ul>
      {children}
    </PlayArea>
  );
}
