"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { isPendingWithdrawal } from "@/lib/api/contract/constants";
import { useProfile } from "@/lib/customers/queries";
import { formatMoney } from "@/lib/format";
import { depositText } from "@/lib/i18n/th/deposit";
import { familyText } from "@/lib/i18n/th/family";
import { withdrawText } from "@/lib/i18n/th/withdraw";
import { laterPart } from "@/lib/later-part";
import { twoFactorQueryOptions } from "@/lib/protection/two-factor";
import { useTurnoverNotice } from "@/lib/wallet/queries";
import { useFreshProfile } from "@/lib/wallet/use-fresh-profile";
import { Glyph } from "@/components/ui/glyph";
import { Spinner } from "@/components/ui/spinner";
import { WithdrawActions, WithdrawalInProgress } from "./withdrawal-in-progress";
import s from "./wallet-flow.module.css";
import { useTitleInView } from "@/components/page/use-title-in-view";

function Loading() {
  return (
    <div className={s.loading} role="status" data-testid="withdraw-loading">
      <Spinner />
      <span>{depositText.refreshing}</span>
    </div>
  );
}

/** The form (with react-hook-form) is fetched as the page starts, beside the profile it needs; the spinner waits for both. */
const WithdrawForm = laterPart(() => import("./withdraw-form").then((m) => m.WithdrawForm), <Loading />);

/**
 * /withdraw: the registered account and the credit, an amount, then POST /api/requests/withdraw and
 * the WithdrawProcess mode. The API picks the account from the session; the phone is sent as the contract asks.
 * With two-factor on (GET /api/customers/2fa, or the API asking for it) the form asks for the current code, sent as
 * `totp`; a backend without the call is taken as two-factor off.
 */
export function WithdrawFlow() {
  const fresh = useFreshProfile();
  const { data: p } = useProfile();
  const turnover = useTurnoverNotice();
  const twoFactor = useQuery({ ...twoFactorQueryOptions(), retry: false });
  const [done, setDone] = useState<number | null>(null);
  useTitleInView(done);
  useEffect(() => void WithdrawForm.preload().catch(() => undefined), []);

  if (!fresh.ready || !p || twoFactor.isPending) return <Loading />;

  if (done !== null) {
    return (
      <section className={s.panel} data-testid="withdraw-process" role="status" aria-labelledby="withdraw-process-title">
        <span className={s.processIcon} aria-hidden="true">
          <Glyph name="clock" size={40} />
        </span>
        <h2 id="withdraw-process-title" className={s.outcome}>
          {withdrawText.processTitle}
        </h2>
        <b className={`money ${s.figure}`} data-testid="withdraw-process-amount">
          ฿{formatMoney(done)}
        </b>
        <p>{withdrawText.processBody(formatMoney(done))}</p>
        <p className={s.muted}>{withdrawText.processNote}</p>
        <WithdrawActions />
      </section>
    );
  }

  // A withdrawal already waiting for the operator (a family backend keeps it in pending_request): in progress.
  if (p.pending_request && isPendingWithdrawal(p.pending_request)) {
    return <WithdrawalInProgress pending={p.pending_request} testId="withdraw-pending" text={familyText.withdrawPendingWithdraw} />;
  }

  return <WithdrawForm profile={p} twoFactorOn={twoFactor.data?.enabled === true} turnover={turnover} onDone={setDone} />;
}
