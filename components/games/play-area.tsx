"use client";
import type { MouseEvent, ReactNode } from "react";
import { PLAY_ATTRIBUTE, launchPath, pickHost } from "@/lib/games/hosts";
import { openInNewTab } from "@/lib/safe-url";
import { useUiStore } from "@/stores/ui-store";

/**
 * One click handler around a grid of server-rendered game cards (the Play flow, docs/product.md): a visitor gets
 * 'Log in to play?'; a member's click opens the launch tab synchronously, so popup blockers allow it, on a random
 * one of the 7 hosts. A React handler (not a document listener) so a click made before hydration is replayed.
 * `blocked` (a time-out or self-exclusion): a click opens nothing and brings the page's reason
 * (play-blocked.tsx, drawn by the server) into view.
 */
export function PlayArea({ loggedIn, blocked, children }: { loggedIn: boolean; blocked?: boolean; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const card = (e.target as Element).closest(`[${PLAY_ATTRIBUTE}]`);
    if (!card) return;
    e.preventDefault();
    if (!loggedIn) {
      useUiStore.getState().openLoginPrompt();
      return;
    }
    if (blocked) {
      const note = document.querySelector<HTMLElement>("[data-play-note]");
      note?.scrollIntoView({ block: "center" });
      note?.focus({ preventScroll: true });
      return;
    }
    const id = Number(card.getAttribute(PLAY_ATTRIBUTE));
    openInNewTab(launchPath(pickHost(), Number.isInteger(id) && id > 0 ? id : undefined));
  };
  return <div onClick={onClick}>{children}</div>;
}
