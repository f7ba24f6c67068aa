import type { ReactNode } from "react";
import type { Game } from "@/lib/api/contract/games";
import { homeText } from "@/lib/i18n/th/home";
import { labelsText } from "@/lib/i18n/th/labels";
import { PlayArea } from "./play-area";
import { packGames, type CardLabels } from "./game-tile";
import { GameList } from "./game-list";

export const cardLabels = (): CardLabels => ({ play: homeText.play, new: labelsText.new, hot: labelsText.hot });

/**
 * `rail`: one sideways-scrolling row on phones, eight across on wide screens. `children` follow the list inside the
 * same PlayArea (a category page's "ดูเพิ่ม" and the cards it adds).
 */
export function GameGrid({ games, loggedIn, rail = false, children }: { games: Game[]; loggedIn: boolean; rail?: boolean; children?: ReactNode }) {
  return (
    <PlayArea loggedIn={loggedIn}>
      <GameList games={packGames(games)} labels={cardLabels()} rail={rail} />
      {children}
    </PlayArea>
  );
}
