"use client";
import Link from "next/link";
import type { MouseEvent, ReactNode } from "react";
import { launchPath, pickHost } from "@/lib/games/hosts";
import { openInNewTab } from "@/lib/safe-url";

/**
 * The member's เข้าเกม (SPEC.md §2 mobile bar): like a game card's click, opens /game?g={random host} in a new tab,
 * synchronously in the click so popup blockers allow it. Before hydration (or without JS) the link leads to the
 * lobby instead.
 */
export function EnterGameLink({ className, children }: { className?: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    openInNewTab(launchPath(pickHost()));
  };
  return (
    <Link className={className} href="/#lobby" onClick={onClick} prefetch={false} data-testid="enter-game">
      {children}
    </Link>
  );
}
