import type { PendingRequest } from "@/lib/api/contract/customers";
import { formatDateTime, formatMoney } from "@/lib/format";
import { familyText } from "@/lib/i18n/th/family";
import { withdrawText } from "@/lib/i18n/th/withdraw";
import { paths } from "@/lib/paths";
import { statusLabel } from "@/lib/wallet/history";
import { ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import s from "./wallet-flow.module.css";

/**
 * A withdrawal waiting for the operator, as a family backend keeps it in the profile's `pending_request` until it
 * settles: shown as in progress on /deposit (no transfer box: there is nothing to pay) and on /withdraw (no second
 * request). `text` words it for the page.
 */
export function WithdrawalInProgress({ pending, text, testId }: { pending: PendingRequest; text: (amount: string) => string; testId: string }) {
  const amount = pending.amount == null ? null : formatMoney(pending.amount);
  return (
    <section className={s.panel} data-testid={testId} role="status" aria-labelledby={`${testId}-title`}>
      <span className={s.processIcon} aria-hidden="true">
        <Glyph name="clock" size={40} />
      </span>
      <h2 id={`${testId}-title`} className={s.outcome}>
        {familyText.withdrawPendingTitle}
      </h2>
      {amount && (
        <b className={`money ${s.figure}`} data-testid="withdraw-pending-amount">
          ฿{amount}
        </b>
      )}
      <p>{text(amount ?? "-")}</p>
      <p className={s.muted}>
        {pending.status && (
          <span data-testid="withdraw-pending-status">
            {familyText.withdrawPendingStatus}: {statusLabel(pending.status)}
          </span>
        )}
        {pending.status && pending.created_at && " · "}
        {pending.created_at && familyText.withdrawPendingSince(formatDateTime(pending.created_at))}
      </p>
      <WithdrawActions />
    </section>
  );
}

/** After a withdrawal (sent now, or still waiting): to the history's withdrawals tab, or home. */
export function WithdrawActions() {
  return (
    <div className={s.actions}>
      <ButtonLink href={paths.history(2)} variant="gold" size="large" block>
        {withdrawText.toHistory}
      </ButtonLink>
      <ButtonLink href={paths.home()} variant="ghost" size="large" block>
        {withdrawText.backHome}
      </ButtonLink>
    </div>
  );
}
