import type { Game } from "@/lib/api/contract/games";
import { formulaText } from "@/lib/i18n/th/formula";
import { pagingText } from "@/lib/i18n/th/paging";
import { VOLATILITIES, type RtpRow, type RtpWords } from "./rtp-row";
import { RtpRows } from "./rtp-rows";
import s from "./rtp-table.module.css";

const words: RtpWords = {
  game: formulaText.game,
  provider: formulaText.provider,
  rtp: formulaText.rtp,
  volatility: formulaText.volatility,
  vol: VOLATILITIES.map((v) => formulaText.vol[v]),
  fromTop: pagingText.fromTop,
  more: pagingText.more,
};

/**
 * DESIGN.md §6.4: each slot's provider-published RTP and volatility — nothing invented, no win rates. A page of the
 * table at a time (issue 15): with `paging`, "ดูเพิ่ม" links to the rows after the last one (`?rtp=…`, rendered by
 * the server, no script needed), and a later page links back to the highest RTPs. Drawn by a client component from
 * four fields a row (rtp-rows.tsx): the page's RSC payload carries each slot once, not its row's element tree.
 */
export function RtpTable({ games, paging }: { games: Game[]; paging?: { path: string; next: string | null; from: string | null } }) {
  const rows = games
    .filter((g) => g.rtp !== null)
    .sort((a, b) => (b.rtp ?? 0) - (a.rtp ?? 0))
    .map((g): RtpRow => [g.name, g.provider, g.rtp!, g.volatility ? VOLATILITIES.indexOf(g.volatility) : null]);
  const links =
    paging && (paging.next || paging.from)
      ? {
          ...(paging.from && { top: `${paging.path}#rtp` }),
          ...(paging.next && { more: `${paging.path}?rtp=${encodeURIComponent(paging.next)}#rtp` }),
        }
      : undefined;
  return <RtpRows rows={rows} words={words} links={links} />;
}

export function FormulaTruth() {
  return (
    <>
      <p className={s.truth}>{formulaText.random}</p>
      <p className={s.note}>{formulaText.rtpExplain}</p>
      <p className={s.note}>{formulaText.volatilityExplain}</p>
    </>
  );
}
