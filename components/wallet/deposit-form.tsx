"use client";
import { useForm, useWatch } from "react-hook-form";
import type * as z from "zod/mini";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { formatMoney } from "@/lib/format";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { depositText } from "@/lib/i18n/th/deposit";
import { familyText } from "@/lib/i18n/th/family";
import { lookupIp } from "@/lib/ip";
import { paths } from "@/lib/paths";
import { useSessionStore } from "@/stores/session-store";
import type { DepositBox } from "@/lib/wallet/deposit-box";
import { usePromotions } from "@/lib/wallet/queries";
import { useOpenDeposit } from "@/lib/wallet/mutations";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Glyph } from "@/components/ui/glyph";
import { Select } from "@/components/ui/select";
import type { depositForm } from "./form-schemas";
import s from "./wallet-flow.module.css";

const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.depositForm));
type FormIn = z.input<typeof depositForm>;
type FormOut = z.output<typeof depositForm>;

const QUICK = [100, 300, 500, 1000];

/**
 * /deposit's form (amount, promotion, method), shown once the warning is confirmed: its own chunk (deposit-flow.tsx
 * fetches it while the page loads), with react-hook-form, so the page's first load carries neither.
 */
export function DepositForm({
  gateway,
  failure,
  onFailure,
  onOpened,
}: {
  gateway: boolean;
  failure: Failure | null;
  onFailure: (f: Failure | null) => void;
  onOpened: (box: DepositBox) => void;
}) {
  const promotions = usePromotions();
  const openDeposit = useOpenDeposit();
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
    try {
      const promotion_id = values.promotion ? Number(values.promotion) : null;
      onOpened(await openDeposit.mutateAsync({ method: values.method, amount: values.amount, promotion_id, ip }));
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, ["amount"] as const)) form.setError(field, { type: "server", message });
      onFailure(reportFailure(error));
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
          <Glyph name="gift" size={22} />
          <div>
            <b>{chosen.name}</b>
            <p className={s.muted}>{familyText.promotionTermsUnknown}</p>
          </div>
        </div>
      )}
      {chosen?.terms_known && (
        <div className={s.promo} data-testid="deposit-promotion-terms">
          <Glyph name="gift" size={22} />
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
          <Glyph name="bank" size={24} />
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
