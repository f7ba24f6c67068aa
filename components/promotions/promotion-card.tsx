"use client";
import type { Promotion } from "@/lib/api/contract/member-data";
import { formatMoney } from "@/lib/format";
import { promotionsText } from "@/lib/i18n/th/promotions";
import { paths } from "@/lib/paths";
import { ButtonLink } from "@/components/ui/button";
import s from "./promotion-card.module.css";

const t = promotionsText;

/** What a card shows of a promotion (its picture is never shown: the art is drawn). */
export type PromotionCardData = Omit<Promotion, "image">;

/**
 * One promotion with every term shown before a member opts in: no term the member cannot read first.
 * The art is our own: a gradient with the bonus figure, never a studio's or an operator's picture.
 *
 * A client component although nothing in it moves: the page's RSC payload then carries each promotion's figures once,
 * not the card's element tree beside its HTML (the terms twice: as text and as list keys). Its
 * words come from the promotions module, in the page's bundle (cached, rather than in the HTML of
 * every visit); `termsUnknown` is the one line from elsewhere, given only for a promotion whose terms are not known.
 */
export function PromotionCard({ promotion: p, loggedIn, termsUnknown }: { promotion: PromotionCardData; loggedIn: boolean; termsUnknown?: string }) {
  // Only the name is known (a family backend's promotion_ids): no figures are invented, the member is told where
  // the terms are.
  const known = p.terms_known;
  const facts: [string, string][] = [
    [t.maxBonus, `${formatMoney(p.max_bonus)} บาท`],
    [t.minDeposit, `${formatMoney(p.min_deposit)} บาท`],
    [t.turnover, t.turnoverTimes(p.turnover)],
    [t.games, t.allGames],
    [t.who, p.first_deposit_only ? t.firstDepositOnly : t.everyDeposit],
    [t.validity, t.untilWithdrawn],
  ];
  const terms = t.termsList({
    percent: p.bonus_percent,
    max: formatMoney(p.max_bonus),
    min: formatMoney(p.min_deposit),
    times: p.turnover,
    firstOnly: p.first_deposit_only,
  });
  return (
    <article className={s.card} aria-labelledby={`promotion-${p.id}`} data-testid="promotion-card">
      <div className={s.art} aria-hidden="true">
        <span className={s.percent}>{known ? `${p.bonus_percent}%` : "PRO"}</span>
        <span className={s.artLabel}>BONUS</span>
      </div>
      <div className={s.body}>
        {known && <span className={s.badge}>{t.bonusBadge(p.bonus_percent)}</span>}
        <h2 id={`promotion-${p.id}`} className={s.name}>
          {p.name}
        </h2>
        {p.description && <p className={s.description}>{p.description}</p>}
        {known ? (
          <>
            <dl className={s.facts}>
              {facts.map(([label, value]) => (
                <div key={label} className={s.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <h3 className={s.termsTitle}>{t.terms}</h3>
            <ol className={s.terms}>
              {terms.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </>
        ) : (
          <p className={s.description}>{termsUnknown}</p>
        )}
        {loggedIn ? (
          <ButtonLink href={paths.deposit()} variant="gold" block>
            {t.depositWith}
          </ButtonLink>
        ) : (
          <div className={s.actions}>
            <ButtonLink href={paths.register()} variant="gold" block>
              {t.registerCta}
            </ButtonLink>
            <ButtonLink href={paths.login()} variant="outline" block>
              {t.loginCta}
            </ButtonLink>
          </div>
        )}
      </div>
    </article>
  );
}
