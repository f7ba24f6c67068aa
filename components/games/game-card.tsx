import type { ReactNode } from "react";
import type { Game } from "@/lib/api/contract/games";
import { homeText } from "@/lib/i18n/th/home";
import { labelsText } from "@/lib/i18n/th/labels";
import { PlayArea } from "./play-area";
import { PlayBlockedNote, type PlayBlock } from "./play-blocked";
import { cardGame, type CardLabels } from "./game-tile";
import { GameList } from "./game-list";

export const cardLabels = (): CardLabels => ({ play: homeText.play, new: labelsText.new, hot: labelsText.hot });

/**
 * `rail`: one sideways-scrolling row on phones, eight across on wide screens. `children` follow the list inside the
 * same PlayArea (a category page's "ดูเพิ่ม" and the cards it adds).
 */
export function GameGrid({
  games,
  loggedIn,
  rail = false,
  blocked,
  children,
}: {
  games: Game[];
  loggedIn: boolean;
  rail?: boolean;
  /** The member is timed out or self-excluded: what the cards say instead of opening a game. */
  blocked?: PlayBlock | null;
  children?: ReactNode;
}) {
  // Only when set: an undefined prop of a client component still costs "$undefined" in the page's payload.
  return (
    <PlayArea loggedIn={loggedIn} {...(blocked && { blocked: true })}>
      {blocked && <PlayBlockedNote block={blocked} />}
      <GameList games={games.map(cardGame)} labels={cardLabels()} rail={rail} />
      {children}
    </PlayArea>
  );
}
