"use client";
import type { Game } from "@/lib/api/contract/games";
import { launchPath, pickHost } from "@/lib/games/hosts";
import { th } from "@/lib/i18n/th";
import { useUiStore } from "@/stores/ui-store";
import { PlayIcon } from "@/components/ui/icons";
import s from "./game-card.module.css";

/**
 * A game's 3:4 card with NEW / HOT ribbons. A visitor's click opens 'Log in to play?'; a member's opens the
 * launch tab synchronously (so popup blockers allow it) with a random host.
 */
export function GameCard({ game, loggedIn }: { game: Game; loggedIn: boolean }) {
  const openLoginPrompt = useUiStore((st) => st.openLoginPrompt);
  const onClick = () => {
    if (!loggedIn) return openLoginPrompt();
    window.open(launchPath(pickHost(), game.id), "_blank", "noopener");
  };
  return (
    <button type="button" className={s.card} onClick={onClick} aria-label={`${th.home.play} ${game.name}`}>
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

export function GameGrid({ games, loggedIn }: { games: Game[]; loggedIn: boolean }) {
  return (
    <ul className={s.grid} role="list" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {games.map((g) => (
        <li key={g.id}>
          <GameCard game={g} loggedIn={loggedIn} />
        </li>
      ))}
    </ul>
  );
}
