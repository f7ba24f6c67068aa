import type { Game } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { PlayIcon } from "@/components/ui/icons";
import { PLAY_ATTRIBUTE } from "@/lib/games/hosts";
import { PlayArea } from "./play-area";
import s from "./game-card.module.css";

/**
 * A game's 3:4 card with NEW / HOT ribbons. Server-rendered: its click is handled by the grid's PlayArea
 * (no per-card hydration), found by the data-play attribute.
 */
export function GameCard({ game }: { game: Game }) {
  return (
    <button type="button" className={s.card} {...{ [PLAY_ATTRIBUTE]: game.id }} aria-label={`${th.home.play} ${game.name}`}>
      <span className={s.art}>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own SVG art, sized by the box */}
        <img src={game.image} alt="" width={300} height={400} loading="lazy" decoding="async" />
        <span className={s.ribbons}>
          {game.is_new && <span className={`${s.ribbon} ${s.new}`}>{th.labels.new}</span>}
          {game.is_hot && <span className={`${s.ribbon} ${s.hot}`}>{th.labels.hot}</span>}
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

/** `rail`: one sideways-scrolling row on phones, eight across on wide screens. */
export function GameGrid({ games, loggedIn, rail = false }: { games: Game[]; loggedIn: boolean; rail?: boolean }) {
  return (
    <PlayArea loggedIn={loggedIn}>
      <ul className={rail ? `${s.grid} ${s.rail}` : s.grid}>
        {games.map((g) => (
          <li key={g.id}>
            <GameCard game={g} />
          </li>
        ))}
      </ul>
    </PlayArea>
  );
}
