"use client";
import { GameTile, type CardGame, type CardLabels } from "./game-tile";
import s from "./game-card.module.css";

/**
 * A grid of game cards drawn from their data: a grid holds up to a page of the catalogue, so the page's RSC payload
 * carries each game once as a few fields, not as its card's whole element tree beside the HTML.
 */
export function GameList({ games, labels, rail = false }: { games: CardGame[]; labels: CardLabels; rail?: boolean }) {
  return (
    <ul className={rail ? `${s.grid} ${s.rail}` : s.grid}>
      {games.map((g) => (
        <li key={g.id}>
          <GameTile game={g} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
