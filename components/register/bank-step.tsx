"use client";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { useRegisterBankAccount } from "@/lib/register/mutations";
import { ApiError } from "@/lib/api/errors";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { useStartSession } from "@/lib/auth/use-start-session";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { registerText } from "@/lib/i18n/th/register";
import { paths } from "@/lib/paths";
import { useRegisterStore } from "@/stores/register-store";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { BankPicker } from "./bank-picker";
import { RegisterBankDialog, type BankDetails } from "./register-bank-dialog";
import s from "./register.module.css";

const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.bankForm));
const FIELDS = ["bank", "account_number", "name", "line"] as const;

/** Step 4 (RegisterBank): bank, account number and name, LINE ID; confirmed in the register-bank dialog. */
export function BankStep() {
  const startSession = useStartSession();
  const registerBank = useRegisterBankAccount();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState<BankDetails | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    resolver,
    defaultValues: { bank: "", account_number: "", name: "", line: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    setConfirming(values);
  });

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const { phone } = useRegisterStore.getState();
      const expires_in = await registerBank.mutateAsync({ phone, ...confirming });
      await startSession(expires_in);
      useRegisterStore.getState().setMode("RegisterFinal");
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError && error.isUnauthenticated) {
        toast.error(registerText.expired, { id: "account-failure" });
        useRegisterStore.getState().setMode("RegisterPhone");
        return;
      }
      for (const [field, message] of fieldErrorsOf(error, FIELDS)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className={s.form} method="post" action={paths.forms.wait(paths.register())} onSubmit={onSubmit} noValidate>
        <div className={s.stepHead}>
          <h2 id="register-step-title" tabIndex={-1} className={s.stepTitle}>
            {registerText.bankTitle}
          </h2>
          <p className={s.stepLead}>{registerText.bankLead}</p>
        </div>
        <FailureAlert failure={failure} testId="register-error" />
        <Controller
          control={form.control}
          name="bank"
          render={({ field }) => (
            <BankPicker
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.bank?.message}
            />
          )}
        />
        <Field
          label={registerText.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          placeholder="xxxxxxxxxx"
          maxLength={20}
          error={errors.account_number?.message}
          {...form.register("account_number")}
        />
        <Field
          label={registerText.accountName}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <Field label={registerText.lineId} autoComplete="off" error={errors.line?.message} {...form.register("line")} />
        <Button type="submit" size="large" block>
          {registerText.next}
        </Button>
      </form>
      <RegisterBankDialog
        details={confirming}
        busy={busy}
        onEdit={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
