"use client";
import type { SiteInfo } from "@/lib/api/contract/site";
import { bankOf, bankShort, bankShortThai, FOOTER_BANKS, textOn } from "@/lib/banks/banks";
import { footerText } from "@/lib/i18n/th/footer";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import s from "./footer.module.css";

/**
 * SPEC.md §2 footer: the 14 named Thai banks as colour badges, the support link and © 2024. A client component although
 * nothing in it moves: a server component's markup would be in every page's HTML twice (the markup and the RSC
 * payload), this one's is there once and its code (~1 KB gzip, the bank table included) is cached. Its two links — the
 * privacy policy and self-exclusion on /account (issue 16: one tap away) — are plain anchors drawn here: next/link's
 * code stays out of this chunk, and their words are in the page once, not again in the payload as the layout's elements.
 */
export function Footer({ info }: { info: Pick<SiteInfo, "name" | "line"> }) {
  return (
    <footer className={s.footer}>
      <div className="container">
        <h2 className={s.title}>{footerText.banksTitle}</h2>
        <ul className={s.banks} aria-label={footerText.banksTitle}>
          {FOOTER_BANKS.map((key) => {
            const bank = bankOf(key);
            if (!bank) return null;
            return (
              <li key={key} title={bank.thai_name}>
                <span style={{ background: bank.color, color: textOn(bank.color) }} aria-hidden="true">
                  {bankShort(key)}
                </span>
                <span>{bankShortThai(bank)}</span>
              </li>
            );
          })}
        </ul>
        <div className={s.bottom}>
          <ExternalLink className={s.support} href={info.line}>
            <Glyph name="chat" size={20} />
            {footerText.support}
          </ExternalLink>
          <div className={s.links}>
            {/* Plain anchors, paths.privacy() and accountPath("exclusion") written out: next/link and the paths
                modules stay out of this chunk, and a full load of either page is fine. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/privacy-policy">{footerText.privacy}</a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/account#exclusion">{footerText.selfExclusion}</a>
          </div>
          <p className={s.age}>
            <b>20+</b>
            {footerText.responsible}
          </p>
          <p>{footerText.copyright(info.name)}</p>
        </div>
      </div>
    </footer>
  );
}
