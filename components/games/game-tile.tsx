import type { Game } from "@/lib/api/contract/games";
import { PLAY_ATTRIBUTE } from "@/lib/games/hosts";
import s from "./game-card.module.css";

/** A card's words, passed in so the browser's "ดูเพิ่ม" list (more-games.tsx) draws cards without the message file. */
export interface CardLabels {
  play: string;
  new: string;
  hot: string;
}

/** What a card shows of a game. */
export type CardGame = Pick<Game, "id" | "name" | "provider" | "image"> & Partial<Pick<Game, "is_new" | "is_hot">>;

/**
 * A card's game as a page sends it to its browser (game-list.tsx): id, name, provider, the image between the list's
 * common prefix and suffix, and the ribbons (1 NEW, 2 HOT; left out when none). A tuple, not an object: no field
 * names repeated in the RSC payload for every card.
 */
export type PackedGame = [id: number, name: string, provider: string, image: string, ribbons?: number];

/** A grid's games packed for the page, with the images' common start and end (`/art/games/`, `.svg`) given once. */
export interface PackedGames {
  games: PackedGame[];
  image: [prefix: string, suffix: string];
}

function commonEnds(images: string[]): [string, string] {
  if (images.length === 0) return ["", ""];
  const shortest = Math.min(...images.map((i) => i.length));
  let p = 0;
  while (p < shortest && images.every((i) => i[p] === images[0]![p])) p++;
  let s = 0;
  while (s < shortest - p && images.every((i) => i[i.length - 1 - s] === images[0]![images[0]!.length - 1 - s])) s++;
  return [images[0]!.slice(0, p), images[0]!.slice(images[0]!.length - s)];
}

export function packGames(games: Game[]): PackedGames {
  const [prefix, suffix] = commonEnds(games.map((g) => g.image));
  return {
    games: games.map(({ id, name, provider, image, is_new, is_hot }): PackedGame => {
      const art = image.slice(prefix.length, image.length - suffix.length);
      const ribbons = (is_new ? 1 : 0) + (is_hot ? 2 : 0);
      return ribbons ? [id, name, provider, art, ribbons] : [id, name, provider, art];
    }),
    image: [prefix, suffix],
  };
}

export const unpackGame = ([id, name, provider, art, ribbons = 0]: PackedGame, [prefix, suffix]: PackedGames["image"]): CardGame => ({
  id,
  name,
  provider,
  image: prefix + art + suffix,
  ...(ribbons & 1 && { is_new: true }),
  ...(ribbons & 2 && { is_hot: true }),
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
