"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { isPendingWithdrawal } from "@/lib/api/contract/constants";
import { ApiError } from "@/lib/api/errors";
import type { Failure } from "@/lib/api/form-errors";
import { useRefreshProfile } from "@/lib/customers/queries";
import { depositText } from "@/lib/i18n/th/deposit";
import { familyText } from "@/lib/i18n/th/family";
import { labelsText } from "@/lib/i18n/th/labels";
import { laterPart } from "@/lib/later-part";
import { paths } from "@/lib/paths";
import { whenIdle } from "@/lib/when-idle";
import { boxFromPending, clearBox, loadBox, saveBox, type DepositBox } from "@/lib/wallet/deposit-box";
import { useCancelDeposit } from "@/lib/wallet/mutations";
import { useDepositWatch } from "@/lib/wallet/use-deposit-watch";
import { useFreshProfile } from "@/lib/wallet/use-fresh-profile";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Glyph } from "@/components/ui/glyph";
import { Spinner } from "@/components/ui/spinner";
import s from "./wallet-flow.module.css";
import { useTitleInView } from "@/components/page/use-title-in-view";
import { useHoldPopups } from "@/stores/ui-store";

/**
 * The form, the transfer/QR box and the withdrawal-in-progress notice are never on the first screen (the warning comes
 * first, or the profile's re-read before a resumed box): their code, with react-hook-form, the bank list and the QR
 * encoder's caller, is fetched when the page is idle and shown at once when reached; until then the loading block
 * holds their place.
 */
const DepositForm = laterPart(() => import("./deposit-form").then((m) => m.DepositForm), <Holding />);
const DepositBoxView = laterPart(() => import("./deposit-box-view").then((m) => m.DepositBoxView), <Holding />);
const WithdrawalInProgress = laterPart(() => import("./withdrawal-in-progress").then((m) => m.WithdrawalInProgress), <Holding />);

function Holding() {
  return <div className={s.loading} aria-hidden="true" />;
}

/** What is left of the member's deposit limit, or before a first deposit the offer to set one (its own chunk). */
const DepositLimitNote = dynamic(() => import("@/components/protection/limit-offer").then((m) => m.DepositLimitNote), { ssr: false });

/**
 * /deposit (docs/product.md#flows): the persistent คำเตือน warning, whose confirm opens the form (amount, promotion,
 * method); then the transfer box or the QR box with its countdown while the deposit watch polls the profile; then
 * the outcome text, a refreshed credit and home. A deposit already open when the page loads is resumed.
 */
export function DepositFlow() {
  const router = useRouter();
  const refreshProfile = useRefreshProfile();
  const cancelDeposit = useCancelDeposit();
  const fresh = useFreshProfile();
  const { state, dispatch, profile } = useDepositWatch(fresh.ready);
  const [acknowledged, setAcknowledged] = useState(false);
  const [box, setBox] = useState<DepositBox | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const finished = useRef<number | null>(null);
  const confirmed = useRef(false);
  const p = profile.data;
  useEffect(() => whenIdle(() => [DepositForm, DepositBoxView, WithdrawalInProgress].forEach((part) => part.preload().catch(() => undefined))), []);

  // The outcome: its text as a toast and on the page, the credit refreshed …
  useEffect(() => {
    if (state.status !== "done" || finished.current === state.id) return;
    finished.current = state.id;
    const { outcome } = state;
    clearBox();
    if (outcome.ok) toast.success(outcome.message, { id: "deposit-outcome" });
    else toast.error(outcome.message, { id: "deposit-outcome" });
    void refreshProfile();
  }, [state, refreshProfile]);
  // … then home, once the member has had a moment to read it.
  const doneId = state.status === "done" ? state.id : null;
  useTitleInView(doneId);
  useEffect(() => {
    if (doneId === null) return;
    const timer = setTimeout(() => router.push(paths.home()), 2500);
    return () => clearTimeout(timer);
  }, [doneId, router]);

  const watchingId = state.status === "watching" ? state.id : null;
  // The warning comes first on this page: the site's popups (news) wait from the start until it is confirmed, unless
  // the page turns out to show no warning (a deposit resumed, a withdrawal pending).
  const warningAhead =
    !acknowledged && state.status !== "done" && watchingId === null && !(p?.pending_request && isPendingWithdrawal(p.pending_request));
  useHoldPopups(warningAhead);
  // The box replaces a taller form: the member may be scrolled past its head (title, number, countdown).
  useTitleInView(watchingId);
  // The box as opened here, else as kept for this tab, else rebuilt from the profile's pending_request (its QR too).
  const pendingBox = p ? boxFromPending(p) : null;
  const shownBox =
    watchingId === null ? null : box && box.id === watchingId ? box : (loadBox(watchingId) ?? (pendingBox?.id === watchingId ? pendingBox : null));

  const cancel = async () => {
    if (watchingId === null) return;
    setCancelling(true);
    try {
      await cancelDeposit.mutateAsync(watchingId);
      toast.success(depositText.cancelled, { id: "deposit-cancel" });
      dispatch({ type: "cancelled" });
      clearBox();
      setBox(null);
      setFailure(null);
    } catch (error) {
      const detail = error instanceof ApiError && (error.body.msg || Object.keys(error.body.errors ?? {}).length > 0 || (error.body.message && error.status !== 500));
      const message = detail ? reportFailure(error).message : depositText.cancelFailed;
      if (!detail) toast.error(message, { id: "account-failure" });
      setFailure({ message, retryUntil: null });
    } finally {
      setCancelling(false);
    }
  };

  if (!fresh.ready || !p) {
    return (
      <div className={s.loading} role="status" data-testid="deposit-loading">
        <Spinner />
        <span>{depositText.refreshing}</span>
      </div>
    );
  }

  if (state.status === "done") {
    return (
      <section className={`${s.panel} ${state.outcome.ok ? s.ok : s.bad}`} data-testid="deposit-outcome" role="status">
        {state.outcome.ok ? <Glyph name="check" size={40} /> : <Glyph name="warning" size={40} />}
        <p className={s.outcome}>{state.outcome.message}</p>
        <p className={s.muted}>{depositText.goingHome}</p>
      </section>
    );
  }

  // A withdrawal waiting for the operator sits in pending_request (a family backend): nothing to transfer here.
  if (watchingId === null && p.pending_request && isPendingWithdrawal(p.pending_request)) {
    return <WithdrawalInProgress pending={p.pending_request} testId="deposit-withdraw-pending" text={familyText.withdrawPendingDeposit} />;
  }

  if (watchingId !== null) {
    return (
      <>
        <FailureAlert failure={failure} testId="deposit-error" />
        <DepositBoxView
          id={watchingId}
          box={shownBox}
          profile={p}
          cancelling={cancelling}
          onCancel={() => void cancel()}
          onExpired={() => void refreshProfile()}
        />
      </>
    );
  }

  return (
    <>
      <DepositWarning
        open={!acknowledged}
        onConfirm={() => {
          confirmed.current = true;
          setAcknowledged(true);
        }}
        // Closing the dialog programmatically after the confirm fires "close" too: only a dismissal goes home.
        onClose={() => {
          if (!confirmed.current) router.push(paths.home());
        }}
      />
      {/* Until the warning is confirmed, the loading block's space stays: the page below it does not jump up. */}
      {!acknowledged && <div className={s.loading} aria-hidden="true" data-testid="deposit-waiting-warning" />}
      {acknowledged && (
        <DepositForm
          gateway={p.payment_gateway_status}
          failure={failure}
          onFailure={setFailure}
          onOpened={(opened) => {
            saveBox(opened);
            setBox(opened);
            setFailure(null);
            dispatch({ type: "opened", id: opened.id });
          }}
        />
      )}
      {acknowledged && <DepositLimitNote firstDeposit={p.success_deposit_count === 0} />}
    </>
  );
}

/** The persistent pre-deposit warning: shown every time the deposit page opens; confirm opens the form. */
function DepositWarning({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={labelsText.warning}
      testId="deposit-warning"
      dismissLabel={labelsText.close}
      // Read and confirmed every time: Esc does not dismiss it (the × still leaves for home).
      dismissible={false}
      actions={
        <Button size="large" block onClick={onConfirm}>
          {depositText.acknowledge}
        </Button>
      }
    >
      <div className={s.warnHead}>
        <Glyph name="warning" size={28} />
        <strong>{depositText.warning}</strong>
      </div>
      <ul className={s.warnList}>
        {depositText.warningPoints.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Dialog>
  );
}
