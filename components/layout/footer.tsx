import type { SiteInfo } from "@/lib/api/contract/site";
import { bankOf, bankShort, bankShortThai, FOOTER_BANKS, textOn } from "@/lib/banks/banks";
import { footerText } from "@/lib/i18n/th/footer";
import { paths } from "@/lib/paths";
import { accountPath } from "@/lib/protection/paths";
import { Link } from "@/components/ui/link";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import s from "./footer.module.css";

/**
 * The footer: the 14 named Thai banks as colour badges, the support link, the privacy policy and self-exclusion on
 * /account (one tap away), and © 2024.
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
                <span className={s.badge} style={{ background: bank.color, color: textOn(bank.color) }} aria-hidden="true">
                  {bankShort(key)}
                </span>
                <span className={s.bankName}>{bankShortThai(bank)}</span>
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
            <Link href={paths.privacy()}>{footerText.privacy}</Link>
            <Link href={accountPath("exclusion")}>{footerText.selfExclusion}</Link>
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
