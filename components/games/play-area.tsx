"use client";
import type { MouseEvent, ReactNode } from "react";
import { PLAY_ATTRIBUTE, launchPath, pickHost } from "@/lib/games/hosts";
import { openInNewTab } from "@/lib/safe-url";
import { useUiStore } from "@/stores/ui-store";

/**
 * One click handler around a grid of server-rendered game cards (SPEC.md §4 Play game): a visitor gets
 * 'Log in to play?'; a member's click opens the launch tab synchronously, so popup blockers allow it, on a random
 * one of the 7 hosts. A React handler (not a document listener) so a click made before hydration is replayed.
 */
export function PlayArea({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const card = (e.target as Element).closest(`[${PLAY_ATTRIBUTE}]`);
    if (!card) return;
    e.preventDefault();
    if (!loggedIn) {
      useUiStore.getState().openLoginPrompt();
      return;
    }
    const id = Number(card.getAttribute(PLAY_ATTRIBUTE));
    openInNewTab(launchPath(pickHost(), Number.isInteger(id) && id > 0 ? id : undefined));
  };
  return <div onClick={onClick}>{children}</div>;
}
