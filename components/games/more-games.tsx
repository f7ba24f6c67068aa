"use client";
import { useRef, useState, type MouseEvent } from "react";
import type { Category, Game } from "@/lib/api/contract/games";
import { buttonClass } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { GameTile, type CardLabels } from "./game-tile";
import card from "./game-card.module.css";
import s from "./more-games.module.css";
import more from "@/components/ui/more.module.css";

export interface MoreLabels extends CardLabels {
  more: string;
  loading: string;
  failed: string;
}

/** A game as the list call answers it, checked just enough to draw its card (the BFF has checked the contract). */
const isGame = (g: unknown): g is Game => {
  const x = g as Partial<Game> | null;
  return typeof x?.id === "number" && typeof x.name === "string" && typeof x.image === "string" && typeof x.provider === "string";
};

/**
 * A category page's "ดูเพิ่ม" (bounded lists). Before the scripts arrive it is a link to `?cursor=…`, which the server
 * renders as the next page; after, a click asks `GET /api/customers/{product}?limit=&cursor=` and adds the cards
 * below the server-rendered ones, without a reload. A page with no new game, or the same cursor again, ends it:
 * it never loops and never shows a game twice.
 */
export function MoreGames({ product, next, limit, labels }: { product: Category; next: string; limit: number; labels: MoreLabels }) {
  const [games, setGames] = useState<Game[]>([]);
  const [cursor, setCursor] = useState<string | null>(next);
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const seen = useRef(new Set<number>());

  async function load(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    if (!cursor || state === "busy") return;
    setState("busy");
    try {
      const url = new URL(`/api/customers/${product}?limit=${limit}&cursor=${encodeURIComponent(cursor)}`, window.location.href);
      const res = await fetch(url, {
        headers: { accept: "application/json" },
      });
      const body = (await res.json()) as { data?: unknown; next_cursor?: unknown };
      if (!res.ok || !Array.isArray(body.data)) throw new Error(`games ${res.status}`);
      const fresh = body.data.filter(isGame).filter((g) => !seen.current.has(g.id));
      for (const g of fresh) seen.current.add(g.id);
      const after = typeof body.next_cursor === "string" && body.next_cursor !== cursor && fresh.length > 0 ? body.next_cursor : null;
      setGames((shown) => [...shown, ...fresh]);
      setCursor(after);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      {games.length > 0 && (
        <ul className={`${card.grid} ${s.added}`} data-testid="more-games">
          {games.map((g) => (
            <li key={g.id}>
              <GameTile game={g} labels={labels} />
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <div className={more.bar}>
          <a
            href={`?cursor=${encodeURIComponent(cursor)}`}
            onClick={load}
            className={buttonClass({ variant: "outline" }, more.button)}
            aria-busy={state === "busy"}
            data-testid="more"
          >
            {state === "busy" ? labels.loading : labels.more}
            <Glyph name="chevron-down" size={18} />
          </a>
          {state === "failed" && (
            <p className={more.failed} role="alert">
              {labels.failed}
            </p>
          )}
        </div>
      )}
    </>
  );
}
