import type { Game } from "@/lib/api/contract/games";
import { VOLATILITIES, type RtpRow } from "./rtp-row";
import { RtpRows } from "./rtp-rows";

export { FormulaTruth } from "./rtp-rows";

/**
 * DESIGN.md §6.4: each slot's provider-published RTP and volatility — nothing invented, no win rates — and the advice
 * under it. A page of the table at a time (issue 15): with `paging`, "ดูเพิ่ม" links to the rows after the last one
 * (`?rtp=…`, rendered by the server, no script needed), and a later page links back to the highest RTPs. Drawn by a
 * client component from four fields a row, each provider's name once (rtp-rows.tsx): the page's RSC payload carries
 * each slot once, not its row's element tree.
 */
export function RtpTable({ games, paging }: { games: Game[]; paging?: { path: string; next: string | null; from: string | null } }) {
  const providers: string[] = [];
  const rows = games
    .filter((g) => g.rtp !== null)
    .sort((a, b) => (b.rtp ?? 0) - (a.rtp ?? 0))
    .map((g): RtpRow => {
      const known = providers.indexOf(g.provider);
      const provider = known >= 0 ? known : providers.push(g.provider) - 1;
      return [g.name, provider, g.rtp!, g.volatility ? VOLATILITIES.indexOf(g.volatility) : null];
    });
  const links =
    paging && (paging.next || paging.from)
      ? {
          ...(paging.from && { top: `${paging.path}#rtp` }),
          ...(paging.next && { more: `${paging.path}?rtp=${encodeURIComponent(paging.next)}#rtp` }),
        }
      : undefined;
  return <RtpRows rows={rows} providers={providers} {...(links && { links })} />;
}
