import Link from "next/link";
import type { SiteInfo } from "@/lib/api/contract/site";
import { bankOf, bankShort, bankShortThai, FOOTER_BANKS, textOn } from "@/lib/banks/banks";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import s from "./footer.module.css";

/** SPEC.md §2 footer: the 14 named Thai banks as colour badges, the support link and © 2024. */
export function Footer({ info }: { info: SiteInfo }) {
  return (
    <footer className={s.footer}>
      <div className="container">
        <h2 className={s.title}>{th.footer.banksTitle}</h2>
        <ul className={s.banks} aria-label={th.footer.banksTitle}>
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
            {th.footer.support}
          </ExternalLink>
          <div className={s.links}>
            <Link href={paths.privacy()}>{th.footer.privacy}</Link>
          </div>
          <p className={s.age}>
            <b>20+</b>
            {th.footer.responsible}
          </p>
          <p>{th.footer.copyright(info.name)}</p>
        </div>
      </div>
    </footer>
  );
}
