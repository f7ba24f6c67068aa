"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import type { Profile } from "@/lib/api/contract/customers";
import { failureOf, fieldErrorsOf } from "@/lib/api/form-errors";
import { bankOf } from "@/lib/banks/banks";
import { formatMoney } from "@/lib/format";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { protectionText } from "@/lib/i18n/th/protection";
import { withdrawText } from "@/lib/i18n/th/withdraw";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useWithdraw } from "@/lib/wallet/mutations";
import { BankBadge } from "@/components/register/bank-badge";
import { Button } from "@/components/ui/button";
import { Alert, Field } from "@/components/ui/field";
import { Glyph } from "@/components/ui/glyph";
import type { withdrawForm } from "./form-schemas";
import s from "./wallet-flow.module.css";

// `totp` is checked only when two-factor is on (then the API needs it).
const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.withdrawForm));
type FormIn = z.input<typeof withdrawForm>;
type FormOut = z.output<typeof withdrawForm>;

/** A refusal as the member reads it: in Thai (failureOf turns a backend's known English causes into Thai). */
interface Refusal {
  message: string;
}

const refusalOf = (error: unknown): Refusal => ({ message: failureOf(error).message });

/**
 * /withdraw's form: the registered account, the credit, the amount (and the two-factor code when it is on), then POST
 * /api/requests/withdraw. Its own chunk, with react-hook-form: withdraw-flow.tsx fetches it while the profile loads.
 */
export function WithdrawForm({
  profile: p,
  twoFactorOn,
  turnover,
  onDone,
}: {
  profile: Profile;
  twoFactorOn: boolean;
  turnover: string | null;
  onDone: (amount: number) => void;
}) {
  const withdraw = useWithdraw();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({ resolver, defaultValues: { amount: "", totp: "" } });
  const { errors, isSubmitting } = form.formState;
  const bank = bankOf(p.bank);
  const credit = p.ufabet_credit;
  const needsCode = twoFactorOn || refusal?.message === protectionText.totpRequired;
  const onSubmit = form.handleSubmit(async ({ amount, totp }) => {
    setRefusal(null);
    if (Math.round(amount * 100) > Math.round(credit * 100)) {
      form.setError("amount", { type: "client", message: withdrawText.moreThanCredit });
      return;
    }
    const code = needsCode ? (await import("./form-schemas")).secondFactorCode.safeParse(totp) : null;
    if (code && !code.success) {
      form.setError("totp", { type: "client", message: protectionText.totpFormat });
      return;
    }
    try {
      const body = { phone: p.phone, amount, ...(code?.success ? { totp: code.data } : {}) };
      await withdraw.mutateAsync(body);
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, ["amount", "totp"] as const)) form.setError(field, { type: "server", message });
      const r = refusalOf(error);
      if (r.message === protectionText.totpRequired || r.message === protectionText.totpWrong) form.setError("totp", { type: "server", message: r.message });
      toast.error(r.message, { id: "withdraw-failure" });
      setRefusal(r);
      return;
    }
    onDone(amount);
  });

  return (
    <form className={s.card} method="post" action={paths.forms.wait(paths.withdraw())} onSubmit={onSubmit} noValidate data-testid="withdraw-form">
      <span className={s.label}>{withdrawText.toAccount}</span>
      <div className={s.account}>
        {bank && <BankBadge bank={bank} size={48} />}
        <div className={s.accountText}>
          <span className={s.muted}>{bank?.thai_name ?? p.bank ?? ""}</span>
          <b className={`money ${s.accountNumber}`} data-testid="withdraw-account">
            {p.account_number ?? "-"}
          </b>
          <span>{p.name}</span>
        </div>
      </div>
      <div className={s.row}>
        <span className={s.label}>{withdrawText.credit}</span>
        <b className={`money ${s.figure}`} data-testid="withdraw-credit">
          ฿{formatMoney(credit)}
        </b>
      </div>
      {turnover && !refusal && (
        <div className={s.warn} role="note" data-testid="withdraw-turnover">
          <Glyph name="warning" size={20} />
          <p>{turnover}</p>
        </div>
      )}
      {refusal && (
        <Alert testId="withdraw-error">
          <div>
            <strong style={{ display: "block" }}>{withdrawText.refusedTitle}</strong>
            <span style={{ display: "block" }}>{refusal.message}</span>
          </div>
        </Alert>
      )}
      <Field
        label={withdrawText.amount}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        error={errors.amount?.message}
        className={s.bigInput}
        trailing={
          <button type="button" className={s.chip} style={{ padding: "0 12px" }} onClick={() => form.setValue("amount", credit.toFixed(2), { shouldValidate: true })}>
            {withdrawText.all}
          </button>
        }
        {...form.register("amount")}
      />
      {needsCode && (
        <Field
          label={withdrawText.totp}
          hint={withdrawText.totpHint}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.totp?.message}
          data-testid="withdraw-totp"
          {...form.register("totp")}
        />
      )}
      <Button type="submit" variant="withdraw" size="large" block disabled={isSubmitting}>
        {isSubmitting ? withdrawText.submitting : withdrawText.submit}
      </Button>
    </form>
  );
}
