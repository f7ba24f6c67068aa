import type { Game } from "@/lib/api/contract/games";
import { PLAY_ATTRIBUTE } from "@/lib/games/hosts";
import s from "./game-card.module.css";

/** A card's words, passed in so the browser's "ดูเพิ่ม" list (more-games.tsx) draws cards without the message file. */
export interface CardLabels {
  play: string;
  new: string;
  hot: string;
}

/** What a card shows of a game: all a page sends its browser for each card (a ribbon's flag only when set). */
export type CardGame = Pick<Game, "id" | "name" | "provider" | "image"> & Partial<Pick<Game, "is_new" | "is_hot">>;

export const cardGame = ({ id, name, provider, image, is_new, is_hot }: Game): CardGame => ({
  id,
  name,
  provider,
  image,
  ...(is_new && { is_new }),
  ...(is_hot && { is_hot }),
});

/**
 * A game's 3:4 card with NEW / HOT ribbons (a wrapper only when it has both). Its click is handled by the grid's
 * PlayArea (no per-card hydration), found by the data-play attribute.
 */
export function GameTile({ game, labels }: { game: CardGame; labels: CardLabels }) {
  const ribbons = [game.is_new && <span key="new" className={s.new}>{labels.new}</span>, game.is_hot && <span key="hot" className={s.hot}>{labels.hot}</span>];
  return (
    <button {...{ [PLAY_ATTRIBUTE]: game.id }} aria-label={`${labels.play} ${game.name}`}>
      {/* Art, name, provider: styled by their place in the grid, the play badge by the art's ::before and ::after
          (game-card.module.css), so a card's HTML is little more than its words. */}
      <span>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG art, sized by the box */}
        <img src={game.image} alt="" width={300} height={400} loading="lazy" />
        {game.is_new && game.is_hot ? <span className={s.ribbons}>{ribbons}</span> : ribbons}
      </span>
      <span>{game.name}</span>
      <span>{game.provider}</span>
    </button>
  );
}
