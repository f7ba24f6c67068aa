"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Bonus } from "@/lib/api/contract/customers";
import { firstMessage } from "@/lib/api/errors";
import { useClaimBonus } from "@/lib/customers/mutations";
import { bonusesQueryOptions, useProfile } from "@/lib/customers/queries";
import { formatDateTime, formatMoney } from "@/lib/format";
import { promotionsText } from "@/lib/i18n/th/promotions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogText } from "@/components/ui/dialog";
import { cardClass } from "@/components/page/page-shell";
import s from "./member-bonuses.module.css";

const t = promotionsText;

/** The member's part of /promotion: the turnover still to play, and the bonuses waiting to be claimed. */
export function MemberBonuses() {
  const profile = useProfile();
  const list = useQuery(bonusesQueryOptions());
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const claim = useClaimBonus();
  const onClaim = (id: number) =>
    claim.mutate(id, {
      onSuccess: (res) => setAnswer({ ok: true, text: res.msg ?? t.claimOk }),
      onError: (error) => setAnswer({ ok: false, text: firstMessage(error) }),
    });

  const required = profile.data?.bonus_turnover_required ?? 0;
  const left = profile.data?.bonus_turnover ?? 0;
  const claimable = (list.data?.data ?? []).filter((b) => b.status === "claimable");

  return (
    <section className={cardClass} aria-labelledby="my-bonuses" data-testid="member-bonuses">
      <h2 id="my-bonuses" className={s.title}>
        {t.mine}
      </h2>
      {required > 0 && <TurnoverBar required={required} left={left} />}
      <h3 className={s.subtitle}>{t.claimableTitle}</h3>
      {/* Until the list is here, a shimmer the size of the likeliest answer (none waiting), so nothing below moves. */}
      {list.isPending && (
        <p className={`shimmer ${s.muted} ${s.pending}`} aria-hidden="true">
          {t.claimableEmpty}
        </p>
      )}
      {list.isError && <p className={s.muted}>{t.loadFailed}</p>}
      {list.isSuccess && claimable.length === 0 && <p className={s.muted}>{t.claimableEmpty}</p>}
      <ul className={s.list}>
        {claimable.map((b) => (
          <BonusRow key={b.id} bonus={b} busy={claim.isPending && claim.variables === b.id} onClaim={() => onClaim(b.id)} />
        ))}
      </ul>
      <Dialog
        open={answer !== null}
        onClose={() => setAnswer(null)}
        title={answer?.ok ? t.claimOk : t.claimFailed}
        testId="bonus-claim-dialog"
        actions={
          <Button variant="gold" block onClick={() => setAnswer(null)}>
            {t.close}
          </Button>
        }
      >
        <DialogText>{answer?.text}</DialogText>
      </Dialog>
    </section>
  );
}

function TurnoverBar({ required, left }: { required: number; left: number }) {
  const played = Math.max(0, required - left);
  const percent = Math.min(100, Math.round((played / required) * 100));
  return (
    <div className={s.turnover} data-testid="turnover-progress">
      <div className={s.turnoverHead}>
        <span>{t.turnoverTitle}</span>
        <span>{left <= 0 ? t.turnoverDone : t.turnoverProgress(formatMoney(played), formatMoney(required))}</span>
      </div>
      <div className={s.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t.turnoverTitle}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function BonusRow({ bonus: b, busy, onClaim }: { bonus: Bonus; busy: boolean; onClaim: () => void }) {
  return (
    <li className={s.row} data-testid="claimable-bonus">
      <div className={s.rowText}>
        <strong>{t.typeLabel[b.type] ?? b.type}</strong>
        <span className={s.amount}>{formatMoney(b.amount)} บาท</span>
        <span className={s.muted}>
          {t.claimTurnover(b.turnover, formatMoney(b.turnover_amount))} · {t.claimBy(formatDateTime(b.claim_deadline))}
        </span>
      </div>
      <Button variant="gold" size="small" onClick={onClaim} disabled={busy}>
        {busy ? t.claiming : t.claim}
      </Button>
    </li>
  );
}
