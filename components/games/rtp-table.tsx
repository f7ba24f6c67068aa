import type { Game } from "@/lib/api/contract/games";
import { formulaText } from "@/lib/i18n/th/formula";
import { pagingText } from "@/lib/i18n/th/paging";
import { buttonClass } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons";
import s from "./rtp-table.module.css";

/**
 * DESIGN.md §6.4: each slot's provider-published RTP and volatility — nothing invented, no win rates. A page of the
 * table at a time (issue 15): with `paging`, "ดูเพิ่ม" links to the rows after the last one (`?rtp=…`, rendered by
 * the server, no script needed), and a later page links back to the highest RTPs.
 */
export function RtpTable({ games, paging }: { games: Game[]; paging?: { path: string; next: string | null; from: string | null } }) {
  const slots = games.filter((g) => g.rtp !== null).sort((a, b) => (b.rtp ?? 0) - (a.rtp ?? 0));
  return (
    <div className={s.wrap} id="rtp">
      <table className={s.table} data-testid="rtp-table">
        <thead>
          <tr>
            <th scope="col">{formulaText.game}</th>
            <th scope="col" className={s.wide}>
              {formulaText.provider}
            </th>
            <th scope="col" className={s.num}>
              {formulaText.rtp}
            </th>
            <th scope="col">{formulaText.volatility}</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((g) => (
            <tr key={g.id}>
              <td>
                {g.name}
                <span className={s.narrow}>{g.provider}</span>
              </td>
              <td className={s.wide}>{g.provider}</td>
              <td className={`money ${s.num}`}>{g.rtp?.toFixed(2)}%</td>
              <td>{g.volatility && <span className={`${s.vol} ${s[g.volatility]}`}>{formulaText.vol[g.volatility]}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {paging && (paging.next || paging.from) && (
        <p className={s.pages}>
          {paging.from && (
            <a className={buttonClass({ variant: "ghost" }, s.pageLink)} href={`${paging.path}#rtp`}>
              {pagingText.fromTop}
            </a>
          )}
          {paging.next && (
            <a className={buttonClass({ variant: "outline" }, s.pageLink)} href={`${paging.path}?rtp=${encodeURIComponent(paging.next)}#rtp`} data-testid="rtp-more">
              {pagingText.more}
              <ChevronDownIcon size={18} />
            </a>
          )}
        </p>
      )}
    </div>
  );
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
