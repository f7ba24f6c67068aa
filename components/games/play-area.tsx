"use client";
import type { MouseEvent, ReactNode } from "react";
import { PLAY_ATTRIBUTE, launchPath, pickHost } from "@/lib/games/hosts";
import { openInNewTab } from "@/lib/safe-url";
import { useUiStore } from "@/stores/ui-store";
import s from "./play-area.module.css";

/** While the member is timed out or self-excluded: what the play buttons say instead (the server words it). */
export interface PlayBlock {
  text: string;
  href: string;
  link: string;
  /** False for a second grid on the page: its cards are dimmed and point to the first one's note. */
  note?: boolean;
}

/**
 * One click handler around a grid of server-rendered game cards (SPEC.md §4 Play game): a visitor gets
 * 'Log in to play?'; a member's click opens the launch tab synchronously, so popup blockers allow it, on a random
 * one of the 7 hosts. A React handler (not a document listener) so a click made before hydration is replayed.
 * `blocked` (issue 16): the reason and its end date are shown above the cards, and a click opens nothing but brings
 * that reason into view.
 */
export function PlayArea({ loggedIn, blocked, children }: { loggedIn: boolean; blocked?: PlayBlock | null; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const card = (e.target as Element).closest(`[${PLAY_ATTRIBUTE}]`);
    if (!card) return;
    e.preventDefault();
    if (!loggedIn) {
      useUiStore.getState().openLoginPrompt();
      return;
    }
    if (blocked) {
      const note = (e.currentTarget.querySelector("[data-play-note]") ?? document.querySelector("[data-play-note]")) as HTMLElement | null;
      note?.scrollIntoView({ block: "center", behavior: "smooth" });
      note?.focus({ preventScroll: true });
      return;
    }
    const id = Number(card.getAttribute(PLAY_ATTRIBUTE));
    openInNewTab(launchPath(pickHost(), Number.isInteger(id) && id > 0 ? id : undefined));
  };
  return (
    <div onClick={onClick} className={blocked ? s.off : undefined}>
      {blocked && blocked.note !== false && (
        <p className={s.blocked} role="note" tabIndex={-1} data-play-note="" data-testid="play-blocked">
          {blocked.text}
          <a href={blocked.href}>{blocked.link}</a>
        </p>
      )}
      {children}
    </div>
  );
}
