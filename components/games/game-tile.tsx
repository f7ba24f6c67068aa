import type { Game } from "@/lib/api/contract/games";
import { PlayIcon } from "@/components/ui/icons";
import { PLAY_ATTRIBUTE } from "@/lib/games/hosts";
import s from "./game-card.module.css";

/** A card's words, passed in so the browser's "ดูเพิ่ม" list (more-games.tsx) draws cards without the message file. */
export interface CardLabels {
  play: string;
  new: string;
  hot: string;
}

/** What a card shows of a game: all a page sends its browser for each card. */
export type CardGame = Pick<Game, "id" | "name" | "provider" | "image" | "is_new" | "is_hot">;

export const cardGame = ({ id, name, provider, image, is_new, is_hot }: Game): CardGame => ({ id, name, provider, image, is_new, is_hot });

/**
 * A game's 3:4 card with NEW / HOT ribbons. Its click is handled by the grid's PlayArea (no per-card hydration),
 * found by the data-play attribute.
 */
export function GameTile({ game, labels }: { game: CardGame; labels: CardLabels }) {
  return (
    <button type="button" className={s.card} {...{ [PLAY_ATTRIBUTE]: game.id }} aria-label={`${labels.play} ${game.name}`}>
      <span className={s.art}>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG art, sized by the box */}
        <img src={game.image} alt="" width={300} height={400} loading="lazy" decoding="async" />
        <span className={s.ribbons}>
          {game.is_new && <span className={`${s.ribbon} ${s.new}`}>{labels.new}</span>}
          {game.is_hot && <span className={`${s.ribbon} ${s.hot}`}>{labels.hot}</span>}
        </span>
        <span className={s.play} aria-hidden="true">
          <PlayIcon size={18} />
        </span>
      </span>
      <span className={s.name}>{game.name}</span>
      <span className={s.provider}>{game.provider}</span>
    </button>
  );
}
