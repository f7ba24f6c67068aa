import { Link } from "@/components/ui/link";
import type { Referral } from "@/lib/api/contract/referral";
import { referralPageText } from "@/lib/i18n/th/referral-page";
import { paths } from "@/lib/paths";
import { REFERRAL } from "@/lib/referral-terms";
import { percentText } from "@/lib/referral/share";
import s from "./referral.module.css";

const t = referralPageText;

/** The published rate per level and the terms in plain Thai. */
export function Terms({ rates }: { rates: Referral["rates"] }) {
  return (
    <section className={s.card} aria-labelledby="referral-rates" data-testid="referral-terms">
      <h2 id="referral-rates" className={s.title}>
        {t.ratesTitle}
      </h2>
      <ul className={s.rates}>
        {[...rates]
          .sort((a, b) => a.level - b.level)
          .map((r) => (
            <li key={r.level}>
              <span className={s.badge}>{r.level}</span>
              {t.rate(r.level, percentText(r.percent))}
            </li>
          ))}
      </ul>
      <h3 className={s.title}>{t.termsTitle}</h3>
      <ul className={s.terms}>
        {t.terms(REFERRAL.turnoverMultiple, REFERRAL.claimDays).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link href={paths.affiliate()} className={s.more}>
        {t.toAffiliate} →
      </Link>
    </section>
  );
}
