"use client";
import { buttonClass } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons";
import { VOLATILITIES, type RtpRow, type RtpWords } from "./rtp-row";
import s from "./rtp-table.module.css";

/**
 * The RTP table's markup (rtp-table.tsx gives it its rows, highest RTP first): `links` are the server-rendered
 * paging links, back to the top (`top`) and to the rows after the last (`more`).
 */
export function RtpRows({ rows, words, links }: { rows: RtpRow[]; words: RtpWords; links?: { top?: string; more?: string } }) {
  return (
    <div className={s.wrap} id="rtp">
      <table className={s.table} data-testid="rtp-table">
        <thead>
          <tr>
            <th scope="col">{words.game}</th>
            <th scope="col" className={s.wide}>
              {words.provider}
            </th>
            <th scope="col" className={s.num}>
              {words.rtp}
            </th>
            <th scope="col">{words.volatility}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, provider, rtp, vol], i) => (
            <tr key={i}>
              <td>
                {name}
                <span className={s.narrow}>{provider}</span>
              </td>
              <td className={s.wide}>{provider}</td>
              <td className={`money ${s.num}`}>{rtp.toFixed(2)}%</td>
              <td>{vol !== null && <span className={`${s.vol} ${s[VOLATILITIES[vol]!]}`}>{words.vol[vol]}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {links && (
        <p className={s.pages}>
          {links.top && (
            <a className={buttonClass({ variant: "ghost" }, s.pageLink)} href={links.top}>
              {words.fromTop}
            </a>
          )}
          {links.more && (
            <a className={buttonClass({ variant: "outline" }, s.pageLink)} href={links.more} data-testid="rtp-more">
              {words.more}
              <ChevronDownIcon size={18} />
            </a>
          )}
        </p>
      )}
    </div>
  );
}
