import s from "./play-blocked.module.css";

/** While the member is timed out or self-excluded: what the play buttons say instead (the server words it). */
export interface PlayBlock {
  text: string;
  href: string;
  link: string;
}

/**
 * Above a grid of game cards, the reason the member cannot play now and until when, with a link to the
 * details; the cards after it are dimmed, and a click on one brings this into view (play-area.tsx finds it by
 * data-play-note). A server component: no script.
 */
export function PlayBlockedNote({ block }: { block: PlayBlock }) {
  return (
    <p className={s.note} tabIndex={-1} data-play-note="">
      {block.text}
      <a href={block.href}>{block.link}</a>
    </p>
  );
}
