"use client";
import { formatMoney } from "@/lib/format";
import { referralPageText } from "@/lib/i18n/th/referral-page";
import { useReferralIncome } from "@/lib/referral/queries";
import { useClaimCommission } from "@/lib/referral/mutations";
import { dayText, incomeCsv } from "@/lib/referral/share";
import { saveFile } from "@/lib/save-file";
import type { IncomeDay } from "@/lib/api/contract/referral";
import { Button } from "@/components/ui/button";
import h from "@/components/wallet/history.module.css";
import { ClaimDialog } from "./claim-dialog";
import { PagedRows } from "./paged-rows";
import s from "./referral.module.css";

const t = referralPageText;
const statusOf = (st: string) => t.statuses[st] ?? st;
const tone = (st: string) => (st === "claimed" ? h.good : st === "claimable" ? h.wait : h.bad);

/** The income loaded so far as a CSV file. */
function downloadIncomeCsv(rows: readonly IncomeDay[]) {
  saveFile(incomeCsv(rows, { day: t.day, turnover: t.lvTurnover, amount: t.amount, status: t.status, statusOf }), t.fileName);
}

/** Commission per day: the friends' turnover per level, the amount, its status, a claim for the claimable ones; CSV. */
export function AffiliateIncome() {
  const q = useReferralIncome();
  const { claim, answer, dismiss } = useClaimCommission();
  const rows = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section className={s.card} data-testid="affiliate-income">
      <div className={h.summary}>
        <h2 className={s.title}>{t.tabs[2]}</h2>
        <Button variant="outline" onClick={() => downloadIncomeCsv(rows)} disabled={rows.length === 0}>
          {t.download}
        </Button>
      </div>
      <PagedRows q={q} count={rows.length} empty={t.noIncome}>
        <table className={h.table}>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              {[1, 2, 3].map((n) => (
                <th key={n} scope="col" className={h.num}>
                  {t.lvTurnover(n)}
                </th>
              ))}
              <th scope="col" className={h.num}>
                {t.amount}
              </th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id} data-testid="income-row">
                <td data-label={t.day} className="money">
                  {dayText(d.day)}
                </td>
                <td data-label={t.lvTurnover(1)} className={`money ${h.num}`}>
                  {formatMoney(d.lv1_turnover)}
                </td>
                <td data-label={t.lvTurnover(2)} className={`money ${h.num}`}>
                  {formatMoney(d.lv2_turnover)}
                </td>
                <td data-label={t.lvTurnover(3)} className={`money ${h.num}`}>
                  {formatMoney(d.lv3_turnover)}
                </td>
                <td data-label={t.amount} className={`money ${h.num}`}>
                  <b className={s.gold}>{formatMoney(d.amount)}</b>
                </td>
                <td data-label={t.status}>
                  {d.status === "claimable" ? (
                    <Button variant="gold" size="small" onClick={() => claim.mutate(d.id)} disabled={claim.isPending && claim.variables === d.id}>
                      {claim.isPending && claim.variables === d.id ? t.claiming : t.claim}
                    </Button>
                  ) : (
                    <span className={`${h.badge} ${tone(d.status)}`}>{statusOf(d.status)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PagedRows>
      <ClaimDialog answer={answer} onClose={dismiss} />
    </section>
  );
}
