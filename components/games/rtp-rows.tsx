"use client";
import { formulaText } from "@/lib/i18n/th/formula";
import { pagingText } from "@/lib/i18n/th/paging";
import { buttonClass } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import type { RtpRow } from "./rtp-row";
import s from "./rtp-table.module.css";

/**
 * The RTP table's markup (rtp-table.tsx gives it its rows, highest RTP first) and the advice under it: `links` are
 * the server-rendered paging links, back to the top (`top`) and to the rows after the last (`more`). Its words come
 * from the formula module, in the bundle of the two pages that show it (/hack-slot, /cheat), not in their HTML.
 */
export function RtpRows({ rows, links }: { rows: RtpRow[]; links?: { top?: string; more?: string } }) {
  return (
    <>
      <div className={s.wrap} id="rtp">
        <table className={s.table} data-testid="rtp-table">
          <thead>
            <tr>
              <th scope="col">{formulaText.game}</th>
              <th scope="col" className={s.provider}>
                {formulaText.provider}
              </th>
              <th scope="col" className={s.rtp}>
                {formulaText.rtp}
              </th>
              <th scope="col">{formulaText.volatility}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ name, provider, rtp, volatility }, i) => (
              <tr key={i}>
                <td>
                  {name}
                  <span className={s.under}>{provider}</span>
                </td>
                <td className={s.provider}>{provider}</td>
                <td className={s.rtp}>{`${rtp.toFixed(2)}%`}</td>
                <td>{volatility && <span className={`${s.vol} ${s[volatility]}`}>{formulaText.vol[volatility]}</span>}</td>
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
                <Glyph name="chevron-down" size={18} />
              </a>
            )}
          </p>
        )}
      </div>
      <p>{formulaText.advice}</p>
    </>
  );
}

/** The honest formula pages' plain statement: every spin is random, what RTP and volatility mean. */
export function FormulaTruth() {
  return (
    <>
      <p className={s.truth}>{formulaText.random}</p>
      <p className={s.note}>{formulaText.rtpExplain}</p>
      <p className={s.note}>{formulaText.volatilityExplain}</p>
    </>
  );
}
