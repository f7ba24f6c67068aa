"use client";
import { Link } from "@/components/ui/link";
import { useProfile, useWallet } from "@/lib/customers/queries";
import type { Wallet } from "@/lib/customers/wallet";
import { formatMoney, formatPhone } from "@/lib/format";
import { labelsText } from "@/lib/i18n/th/labels";
import { walletText } from "@/lib/i18n/th/wallet";
import { paths } from "@/lib/paths";
import { CASHBACK, cashbackOf } from "@/lib/wallet/cashback-terms";
import { ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { CreditRefresh } from "./credit-refresh";
import s from "./balance-card.module.css";

/**
 * The wallet balance card: credit, deposit and withdraw buttons, and the cash-back / bonus strip. `wallet`: the
 * figures the page was rendered with, shown until the profile poll answers.
 */
export function BalanceCard({ wallet = null }: { wallet?: Wallet | null }) {
  const w = useWallet(wallet);
  const loss = useProfile().data?.customer_win_loses_total ?? null;
  const soFar = formatMoney(cashbackOf(Math.round((loss ?? 0) * 100)) / 100);
  return (
    <section className={s.card} aria-label={labelsText.creditBalance} data-testid="balance-card">
      <div className={s.main}>
        <div className={s.top}>
          <span>{labelsText.creditBalance}</span>
          <CreditRefresh />
        </div>
        <div className={`money ${s.credit}`} data-testid="balance">
          ฿{formatMoney(w?.credit)}
        </div>
        <div className={s.who}>{w ? `${formatPhone(w.phone)}${w.name ? ` · ${w.name}` : ""}` : "\u00a0"}</div>
        <div className={s.actions}>
          <ButtonLink href={paths.deposit()} variant="deposit" size="large">
            <Glyph name="deposit" size={20} />
            {walletText.depositButton}
          </ButtonLink>
          <ButtonLink href={paths.withdraw()} variant="withdraw" size="large">
            <Glyph name="withdraw" size={20} />
            {walletText.withdrawButton}
          </ButtonLink>
        </div>
      </div>
      <div className={s.strip} data-testid="bonus-strip">
        <div className={`${s.stat} ${s.cashback}`} data-testid="strip-cashback">
          {labelsText.cashback}
          <b>{walletText.cashbackRate(CASHBACK.percent)}</b>
          {/* Always one line (no shift when the profile arrives); the sum once the provider has answered. */}
          <span className={s.soFar} data-testid="strip-cashback-week" aria-label={loss === null ? undefined : walletText.cashbackSoFarLabel(soFar, formatMoney(Math.max(0, loss)))}>
            {loss === null ? "\u00a0" : walletText.cashbackSoFar(soFar)}
          </span>
        </div>
        <div className={s.stat} data-testid="strip-bonus-total">
          {walletText.bonusReceived}
          <b className="money">฿{formatMoney(w?.bonusTotal)}</b>
        </div>
        <Link
          href={paths.promotion()}
          className={`${s.stat} ${s.link}`}
          data-testid="strip-bonus-pending"
          aria-label={walletText.bonusPendingLink(formatMoney(w?.bonusPending))}
        >
          <span className={s.linkLabel}>
            {walletText.bonusPending}
            <span aria-hidden="true">›</span>
          </span>
          <b className={`money ${(w?.bonusPending ?? 0) > 0 ? s.pending : ""}`}>฿{formatMoney(w?.bonusPending)}</b>
        </Link>
      </div>
    </section>
  );
}
