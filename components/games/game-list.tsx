"use client";
import { GameTile, unpackGame, type CardLabels, type PackedGames } from "./game-tile";
import s from "./game-card.module.css";

/**
 * A grid of game cards drawn from their data: a page's RSC payload then carries each game once as a few fields, not
 * as its card's whole element tree beside the HTML (about a kilobyte a card).
 */
export function GameList({ games: { games, image }, labels, rail = false }: { games: PackedGames; labels: CardLabels; rail?: boolean }) {
  return (
    <ul className={rail ? `${s.grid} ${s.rail}` : s.grid}>
      {games.map((g) => (
        <li key={g[0]}>
          <GameTile game={unpackGame(g, image)} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
