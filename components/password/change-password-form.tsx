"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { useChangePassword } from "@/lib/password/mutations";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { useLogout } from "@/lib/auth/use-logout";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import type { Notice } from "@/lib/forms/notices";
import { passwordText } from "@/lib/i18n/th/password";
import { registerText } from "@/lib/i18n/th/register";
import { paths } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import card from "@/components/auth/auth-card.module.css";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { FormNotice } from "@/components/forms/form-notice";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { PasswordInput } from "@/components/forms/password-input";
import s from "./password.module.css";

const FIELDS = ["old_password", "password", "password_confirmation"] as const;
const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.changeForm));

/**
 * /changepassword: old, new and confirmation; success ends every session, so the member logs in again.
 * Posted before the script runs, the form goes to /form/change-password, which makes the same call.
 */
export function ChangePasswordForm({ notice = null }: { notice?: Notice | null }) {
  const logout = useLogout();
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver,
    defaultValues: { old_password: "", password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, FIELDS)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
      return;
    }
    setDone(true);
    toast.success(passwordText.changed, { id: "password-changed" });
    await logout();
  });

  return (
    <section className={card.card} aria-labelledby="change-password-title">
      <div className={card.head}>
        <h1 id="change-password-title" className={card.title}>
          {passwordText.changeTitle}
        </h1>
      </div>
      <form className={card.form} method="post" action={paths.forms.changePassword()} onSubmit={onSubmit} noValidate>
        <p className={s.lead}>
          <Glyph name="info" size={20} />
          <span>{passwordText.changeLead}</span>
        </p>
        <FormNotice notice={notice} />
        <FailureAlert failure={failure} testId="change-password-error" />
        <PasswordInput
          label={passwordText.old}
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...form.register("old_password")}
        />
        <NewPasswordFields form={form} fresh />
        <Button type="submit" size="large" block disabled={isSubmitting || done}>
          {isSubmitting || done ? registerText.saving : passwordText.changeButton}
        </Button>
      </form>
    </section>
  );
}
