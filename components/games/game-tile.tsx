import type { Game } from "@/lib/api/contract/games";
import { PLAY_ATTRIBUTE } from "@/lib/games/hosts";
import s from "./game-card.module.css";

/** A card's words, passed in so the browser's "ดูเพิ่ม" list (more-games.tsx) draws cards without the message file. */
export interface CardLabels {
  play: string;
  new: string;
  hot: string;
}

/** What a card shows of a game: a page sends each grid's games to its browser as these (game-list.tsx). */
export type CardGame = Pick<Game, "id" | "name" | "provider" | "image"> & Partial<Pick<Game, "is_new" | "is_hot">>;

/** A game as a card shows it; a ribbon only when it is on, as an unset field costs nothing in the page's payload. */
export function cardGame({ id, name, provider, image, is_new, is_hot }: CardGame): CardGame {
  return { id, name, provider, image, ...(is_new && { is_new }), ...(is_hot && { is_hot }) };
}

/**
 * A game's 3:4 card with NEW / HOT ribbons (a wrapper only when it has both). Its click is handled by the grid's
 * PlayArea (no per-card hydration), found by the data-play attribute.
 */
export function GameTile({ game, labels }: { game: CardGame; labels: CardLabels }) {
  const ribbons = [game.is_new && <span key="new" className={s.new}>{labels.new}</span>, game.is_hot && <span key="hot" className={s.hot}>{labels.hot}</span>];
  return (
    <button className={s.card} {...{ [PLAY_ATTRIBUTE]: game.id }}>
      {/* The play badge is drawn by the art's ::before and ::after (game-card.module.css), no markup per card. */}
      <span className={s.art}>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG art, sized by the box */}
        <img src={game.image} alt="" width={300} height={400} loading="lazy" />
        {game.is_new && game.is_hot ? <span className={s.ribbons}>{ribbons}</span> : ribbons}
      </span>
      <span className={s.name}>{game.name}</span>
      <span className={s.provider}>{game.provider}</span>
      {/* Named by what it shows, then what it does: speech input says the name seen, a screen reader hears both. */}
      <span className="visually-hidden">{` ${labels.play}`}</span>
    </button>
  );
}
