"use client";
import { formulaText } from "@/lib/i18n/th/formula";
import { pagingText } from "@/lib/i18n/th/paging";
import { buttonClass } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons";
import { VOLATILITIES, type RtpRow } from "./rtp-row";
import s from "./rtp-table.module.css";

/**
 * The RTP table's markup (rtp-table.tsx gives it its rows, highest RTP first) and the advice under it: `links` are
 * the server-rendered paging links, back to the top (`top`) and to the rows after the last (`more`). Its words come
 * from the formula module, in the bundle of the two pages that show it (/hack-slot, /cheat), not in their HTML.
 */
export function RtpRows({ rows, providers, links }: { rows: RtpRow[]; providers: string[]; links?: { top?: string; more?: string } }) {
  return (
    <>
      <div className={s.wrap} id="rtp">
        <table className={s.table} data-testid="rtp-table">
          <thead>
            <tr>
              <th scope="col">{formulaText.game}</th>
              <th scope="col">{formulaText.provider}</th>
              <th scope="col">{formulaText.rtp}</th>
              <th scope="col">{formulaText.volatility}</th>
            </tr>
          </thead>
          <tbody>
            {/* No class per cell: the columns are styled by position (rtp-table.module.css), as each of up to 50
                rows is in the page's HTML. */}
            {rows.map(([name, provider, rtp, vol], i) => (
              <tr key={i}>
                <td>
                  {name}
                  <span>{providers[provider]}</span>
                </td>
                <td>{providers[provider]}</td>
                <td>{`${rtp.toFixed(2)}%`}</td>
                <td>{vol !== null && <span className={s[VOLATILITIES[vol]!]}>{formulaText.vol[VOLATILITIES[vol]!]}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {links && (
          <p className={s.pages}>
            {links.top && (
              <a className={buttonClass({ variant: "ghost" }, s.pageLink)} href={links.top}>
                {pagingText.fromTop}
              </a>
            )}
            {links.more && (
              <a className={buttonClass({ variant: "outline" }, s.pageLink)} href={links.more} data-testid="rtp-more">
                {pagingText.more}
                <ChevronDownIcon size={18} />
              </a>
            )}
          </p>
        )}
      </div>
      <p>{formulaText.advice}</p>
    </>
  );
}

/** DESIGN.md §6.4's plain statement: every spin is random, what RTP and volatility mean. */
export function FormulaTruth() {
  return (
    <>
      <p className={s.truth}>{formulaText.random}</p>
      <p className={s.note}>{formulaText.rtpExplain}</p>
      <p className={s.note}>{formulaText.volatilityExplain}</p>
    </>
  );
}
