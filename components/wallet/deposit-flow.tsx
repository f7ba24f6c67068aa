"use client";
import { useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import type * as z from "zod/mini";
import { api } from "@/lib/api/client";
import { depositCancel, depositPaymentGateway, depositPrepare } from "@/lib/api/calls/requests";
import { isPendingWithdrawal } from "@/lib/api/contract/constants";
import { ApiError } from "@/lib/api/errors";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { profileQueryOptions } from "@/lib/customers/queries";
import { formatMoney } from "@/lib/format";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { apiText } from "@/lib/i18n/th/api";
import { depositText } from "@/lib/i18n/th/deposit";
import { familyText } from "@/lib/i18n/th/family";
import { labelsText } from "@/lib/i18n/th/labels";
import { lookupIp } from "@/lib/ip";
import { paths } from "@/lib/paths";
import { useSessionStore } from "@/stores/session-store";
import { boxFromPending, clearBox, loadBox, saveBox, type DepositBox } from "@/lib/wallet/deposit-box";
import { newIdempotencyKey, usePromotions } from "@/lib/wallet/queries";
import { useDepositWatch } from "@/lib/wallet/use-deposit-watch";
import { useFreshProfile } from "@/lib/wallet/use-fresh-profile";
import { FailureAlert, reportFailure } from "@/components/auth/failure-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { BankIcon, CheckIcon, GiftIcon, WarningIcon } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { DepositBoxView } from "./deposit-box-view";
import { WithdrawalInProgress } from "./withdrawal-in-progress";
import type { depositForm } from "./form-schemas";
import s from "./wallet-flow.module.css";
import { useTitleInView } from "@/components/page/use-title-in-view";

const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.depositForm), depositPrepare);
type FormIn = z.input<typeof depositForm>;
type FormOut = z.output<typeof depositForm>;

const QUICK = [100, 300, 500, 1000];

/** Issue 16: what is left of the member's deposit limit, or before a first deposit the offer to set one (its own chunk). */
const DepositLimitNote = dynamic(() => import("@/components/protection/limit-offer").then((m) => m.DepositLimitNote), { ssr: false });

/**
 * /deposit (SPEC.md §2, §4): the persistent คำเตือน warning, whose confirm opens the form (amount, promotion,
 * method); then the transfer box or the QR box with its countdown while the deposit watch polls the profile; then
 * the outcome text, a refreshed credit and home. A deposit already open when the page loads is resumed.
 */
export function DepositFlow() {
  const router = useRouter();
  const client = useQueryClient();
  const fresh = useFreshProfile();
  const { state, dispatch, profile } = useDepositWatch(fresh.ready);
  const [acknowledged, setAcknowledged] = useState(false);
  const [box, setBox] = useState<DepositBox | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const finished = useRef<number | null>(null);
  const confirmed = useRef(false);
  const p = profile.data;

  // The outcome: its text as a toast and on the page, the credit refreshed (SPEC.md §4) …
  useEffect(() => {
    if (state.status !== "done" || finished.current === state.id) return;
    finished.current = state.id;
    const { outcome } = state;
    clearBox();
    if (outcome.ok) toast.success(outcome.message, { id: "deposit-outcome" });
    else toast.error(outcome.message, { id: "deposit-outcome" });
    void client.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
  }, [state, client]);
  // … then home, once the member has had a moment to read it.
  const doneId = state.status === "done" ? state.id : null;
  useTitleInView(doneId);
  useEffect(() => {
    if (doneId === null) return;
    const timer = setTimeout(() => router.push(paths.home()), 2500);
    return () => clearTimeout(timer);
  }, [doneId, router]);

  const watchingId = state.status === "watching" ? state.id : null;
  // The box as opened here, else as kept for this tab, else rebuilt from the profile's pending_request (its QR too).
  const pendingBox = p ? boxFromPending(p) : null;
  const shownBox =
    watchingId === null ? null : box && box.id === watchingId ? box : (loadBox(watchingId) ?? (pendingBox?.id === watchingId ? pendingBox : null));

  const cancel = async () => {
    if (watchingId === null) return;
    setCancelling(true);
    try {
      await api(depositCancel, { params: { id: watchingId } });
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
      void client.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
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
        {state.outcome.ok ? <CheckIcon size={40} /> : <WarningIcon size={40} />}
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
          onExpired={() => void client.invalidateQueries({ queryKey: profileQueryOptions().queryKey })}
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
            void client.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
          }}
          onRefused={() => void client.invalidateQueries({ queryKey: profileQueryOptions().queryKey })}
        />
      )}
      {acknowledged && <DepositLimitNote firstDeposit={p.success_deposit_count === 0} />}
    </>
  );
}

/** SPEC.md §2's persistent pre-deposit warning: shown every time the deposit page opens; confirm opens the form. */
export function DepositWarning({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={labelsText.warning}
      testId="deposit-warning"
      dismissLabel={labelsText.close}
      actions={
        <Button size="large" block onClick={onConfirm}>
          {depositText.acknowledge}
        </Button>
      }
    >
      <div className={s.warnHead}>
        <WarningIcon size={28} />
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

function DepositForm({
  gateway,
  failure,
  onFailure,
  onOpened,
  onRefused,
}: {
  gateway: boolean;
  failure: Failure | null;
  onFailure: (f: Failure | null) => void;
  onOpened: (box: DepositBox) => void;
  onRefused: () => void;
}) {
  const promotions = usePromotions();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver,
    defaultValues: { amount: "", promotion: "", method: "bank" },
  });
  const { errors, isSubmitting } = form.formState;
  const method = useWatch({ control: form.control, name: "method" });
  const promotionId = useWatch({ control: form.control, name: "promotion" });
  const typed = Number(useWatch({ control: form.control, name: "amount" }));
  const chosen = promotions.data?.find((x) => String(x.id) === promotionId);
  const belowMin = chosen !== undefined && typed > 0 && typed < Number(chosen.min_deposit);

  const onSubmit = form.handleSubmit(async (values) => {
    onFailure(null);
    const { ip } = await lookupIp(useSessionStore.getState().ip);
    const body = { amount: values.amount, promotion_id: values.promotion ? Number(values.promotion) : null, ip };
    const headers = { "Idempotency-Key": newIdempotencyKey() };
    try {
      if (values.method === "qr") {
        const res = await api(depositPaymentGateway, { body, headers });
        if (!res.data) throw new ApiError(200, { msg: res.msg ?? apiText.unexpected });
        onOpened({ kind: "qr", ...res.data });
      } else {
        const res = await api(depositPrepare, { body, headers });
        if (!res.data) throw new ApiError(200, { msg: res.msg ?? apiText.unexpected });
        onOpened({ kind: "bank", ...res.data });
      }
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, ["amount"] as const)) form.setError(field, { type: "server", message });
      onFailure(reportFailure(error));
      // A refusal may mean a deposit is already open (another tab, another device): the profile re-read shows it.
      if (error instanceof ApiError && error.body.success === false) onRefused();
    }
  });

  return (
    <form className={s.card} method="post" action={paths.forms.wait(paths.deposit())} onSubmit={onSubmit} noValidate data-testid="deposit-form">
      <FailureAlert failure={failure} testId="deposit-error" />
      <Field
        label={depositText.amount}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={depositText.amountHint}
        error={errors.amount?.message}
        className={s.bigInput}
        {...form.register("amount")}
      />
      <div className={s.quick} role="group" aria-label={depositText.quick}>
        {QUICK.map((n) => (
          <button key={n} type="button" className={s.chip} onClick={() => form.setValue("amount", String(n), { shouldValidate: true })}>
            {formatMoney(n).replace(/\.00$/, "")}
          </button>
        ))}
      </div>
      <label className={s.label} htmlFor="deposit-promotion">
        {depositText.promotion}
      </label>
      <Select id="deposit-promotion" {...form.register("promotion")}>
        <option value="">{depositText.noPromotion}</option>
        {/* The name only: the closed select is one line wide on a phone; the terms are shown below once chosen. */}
        {promotions.data?.map((x) => (
          <option key={x.id} value={String(x.id)}>
            {x.name}
          </option>
        ))}
      </Select>
      {chosen && !chosen.terms_known && (
        <div className={s.promo} data-testid="deposit-promotion-terms">
          <GiftIcon size={22} />
          <div>
            <b>{chosen.name}</b>
            <p className={s.muted}>{familyText.promotionTermsUnknown}</p>
          </div>
        </div>
      )}
      {chosen?.terms_known && (
        <div className={s.promo} data-testid="deposit-promotion-terms">
          <GiftIcon size={22} />
          <div>
            <b>{depositText.promotionBonus(chosen.bonus_percent, formatMoney(chosen.max_bonus).replace(/\.00$/, ""))}</b>
            <p className={s.muted}>{chosen.description}</p>
            <p className={belowMin ? s.promoShort : s.muted}>
              {belowMin ? depositText.promotionBelowMin(formatMoney(chosen.min_deposit)) : depositText.promotionMin(formatMoney(chosen.min_deposit))}
            </p>
          </div>
        </div>
      )}
      <fieldset className={s.methods}>
        <legend className={s.label}>{depositText.method}</legend>
        <label className={`${s.method} ${method === "bank" ? s.methodOn : ""}`}>
          <input type="radio" value="bank" {...form.register("method")} />
          <BankIcon size={24} />
          <span>
            <b>{depositText.methodBank}</b>
            <small>{depositText.methodBankHint}</small>
          </span>
        </label>
        {gateway && (
          <label className={`${s.method} ${method === "qr" ? s.methodOn : ""}`}>
            <input type="radio" value="qr" {...form.register("method")} />
            <span className={s.qrGlyph} aria-hidden="true">
              QR
            </span>
            <span>
              <b>{depositText.methodQr}</b>
              <small>{depositText.methodQrHint}</small>
            </span>
          </label>
        )}
      </fieldset>
      <Button type="submit" variant="deposit" size="large" block disabled={isSubmitting}>
        {isSubmitting ? depositText.submitting : depositText.submit}
      </Button>
    </form>
  );
}
