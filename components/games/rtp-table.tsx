import type { Game } from "@/lib/api/contract/games";
import type { RtpRow } from "./rtp-row";
import { RtpRows } from "./rtp-rows";

export { FormulaTruth } from "./rtp-rows";

/**
 * Each slot's provider-published RTP and volatility — nothing invented, no win rates — and the advice
 * under it. A page at a time (bounded lists): with `paging`, "ดูเพิ่ม" links to the rows after the last one
 * (`?rtp=…`, rendered by the server, no script needed), and a later page links back to the highest RTPs. Drawn by a
 * client component from a plain object a row (rtp-rows.tsx): up to 50 rows a page, so the page's RSC payload carries
 * each slot once, not its row's element tree.
 */
export function RtpTable({ games, paging }: { games: Game[]; paging?: { path: string; next: string | null; from: string | null } }) {
  const rows = games
    .filter((g) => g.rtp !== null)
    .sort((a, b) => (b.rtp ?? 0) - (a.rtp ?? 0))
    .map(({ name, provider, rtp, volatility }): RtpRow => ({ name, provider, rtp: rtp!, ...(volatility && { volatility }) }));
  const links =
    paging && (paging.next || paging.from)
      ? {
          ...(paging.from && { top: `${paging.path}#rtp` }),
          ...(paging.next && { more: `${paging.path}?rtp=${encodeURIComponent(paging.next)}#rtp` }),
        }
      : undefined;
  return <RtpRows rows={rows} {...(links && { links })} />;
}
