"use client";
import type { IncomeDay } from "@/lib/api/contract/referral";
import { formatMoney } from "@/lib/format";
import { referralPageText } from "@/lib/i18n/th/referral-page";
import { useReferralIncome } from "@/lib/referral/queries";
import { useClaimCommission } from "@/lib/referral/mutations";
import { dayText } from "@/lib/referral/share";
import { Button } from "@/components/ui/button";
import { ClaimDialog } from "./claim-dialog";
import b from "@/components/promotions/member-bonuses.module.css";
import s from "./referral.module.css";

const t = referralPageText;

/** Commission received and claimable, and the claimable days each with a claim button. */
export function Earnings({ total, pending }: { total: number; pending: number }) {
  const income = useReferralIncome();
  const { claim, answer, dismiss } = useClaimCommission();
  const days = (income.data?.pages.flatMap((p) => p.data) ?? []).filter((d) => d.status === "claimable");
  return (
    <section className={s.card} aria-labelledby="referral-earnings" data-testid="referral-earnings">
      <h2 id="referral-earnings" className={s.title}>
        {t.earningsTitle}
      </h2>
      <div className={s.stats}>
        <div className={s.stat}>
          <span className={s.muted}>{t.received}</span>
          <b className={`money ${s.big} ${s.green}`} data-testid="referral-total">
            ฿{formatMoney(total)}
          </b>
        </div>
        <div className={s.stat}>
          <span className={s.muted}>{t.pending}</span>
          <b className={`money ${s.big}`} data-testid="referral-pending">
            ฿{formatMoney(pending)}
          </b>
        </div>
      </div>
      <h3 className={s.title}>{t.claimableDays}</h3>
      {income.isSuccess && days.length === 0 && <p className={s.muted}>{t.noClaimable}</p>}
      {income.isError && <p className={s.muted}>{t.loadFailed}</p>}
      <ul className={b.list}>
        {days.map((d) => (
          <ClaimRow key={d.id} day={d} busy={claim.isPending && claim.variables === d.id} onClaim={() => claim.mutate(d.id)} />
        ))}
      </ul>
      <ClaimDialog answer={answer} onClose={dismiss} />
    </section>
  );
}

function ClaimRow({ day, busy, onClaim }: { day: IncomeDay; busy: boolean; onClaim: () => void }) {
  return (
    <li className={b.row} data-testid="claimable-commission">
      <div className={b.rowText}>
        <strong>{t.dayOf(dayText(day.day))}</strong>
        <span className={`money ${s.big}`}>฿{formatMoney(day.amount)}</span>
      </div>
      <Button variant="gold" size="small" onClick={onClaim} disabled={busy}>
        {busy ? t.claiming : t.claim}
      </Button>
    </li>
  );
}
