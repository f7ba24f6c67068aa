"use client";
import { Link } from "@/components/ui/link";
import type { MouseEvent, ReactNode } from "react";
import { launchPath, pickHost } from "@/lib/games/hosts";
import { openInNewTab } from "@/lib/safe-url";

/**
 * The member's เข้าเกม (the mobile bar's centre): like a game card's click, opens /game?g={random host} in a new tab,
 * synchronously in the click so popup blockers allow it. Before hydration (or without JS) the link leads to the
 * lobby instead. `blocked` (a time-out or self-exclusion): a plain link to why and until when
 * (accountPath("exclusion"), written out to keep lib/protection out of every page's first script).
 */
export function EnterGameLink({ className, blocked, children }: { className?: string; blocked?: boolean; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (blocked) return;
    e.preventDefault();
    openInNewTab(launchPath(pickHost()));
  };
  return (
    <Link className={className} href={blocked ? "/account#exclusion" : "/#lobby"} onClick={onClick} data-testid={blocked ? "enter-game-blocked" : "enter-game"}>
      {children}
    </Link>
  );
}
