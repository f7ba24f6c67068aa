"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { useSetRegisterPassword } from "@/lib/register/mutations";
import { ApiError } from "@/lib/api/errors";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { registerText } from "@/lib/i18n/th/register";
import { paths } from "@/lib/paths";
import { useRegisterStore } from "@/stores/register-store";
import { Button } from "@/components/ui/button";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import s from "./register.module.css";

const FIELDS = ["password", "password_confirmation"] as const;
const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.passwordForm));

/** Step 3 (RegisterSetpassword): the password, its confirmation and the password hints' live checklist. */
export function PasswordStep() {
  const [failure, setFailure] = useState<Failure | null>(null);
  const setPassword = useSetRegisterPassword();
  const form = useForm({
    resolver,
    defaultValues: { password: "", password_confirmation: "" },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await setPassword.mutateAsync(values);
      // RegisterSetpassword closes and RegisterBank opens.
      useRegisterStore.getState().setMode("RegisterBank");
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthenticated) {
        toast.error(registerText.expired, { id: "account-failure" });
        useRegisterStore.getState().setMode("RegisterPhone");
        return;
      }
      for (const [field, message] of fieldErrorsOf(error, FIELDS)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
    }
  });

  return (
    <form className={s.form} method="post" action={paths.forms.wait(paths.register())} onSubmit={onSubmit} noValidate>
      <div className={s.stepHead}>
        <h2 id="register-step-title" tabIndex={-1} className={s.stepTitle}>
          {registerText.passwordTitle}
        </h2>
        <p className={s.stepLead}>{registerText.passwordLead}</p>
      </div>
      <FailureAlert failure={failure} testId="register-error" />
      <NewPasswordFields form={form} />
      <Button type="submit" size="large" block disabled={isSubmitting}>
        {isSubmitting ? registerText.saving : registerText.next}
      </Button>
    </form>
  );
}
