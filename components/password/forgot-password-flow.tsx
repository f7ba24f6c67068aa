"use client";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useConfirmResetOtp, useConfirmResetPassword, useStartPasswordReset } from "@/lib/password/mutations";
import { ApiError } from "@/lib/api/errors";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import type { Notice } from "@/lib/forms/notices";
import { labelsText } from "@/lib/i18n/th/labels";
import { passwordText } from "@/lib/i18n/th/password";
import { registerText } from "@/lib/i18n/th/register";
import { paths } from "@/lib/paths";
import { deadlineIn } from "@/lib/use-seconds-left";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog, DialogText } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Glyph } from "@/components/ui/glyph";
import card from "@/components/auth/auth-card.module.css";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { FormNotice } from "@/components/forms/form-notice";
import { PhoneField } from "@/components/forms/phone-field";
import { OtpForm } from "@/components/forms/otp-form";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import s from "./password.module.css";

/** The forgot-password modes; "form" is the page itself with no popup open. */
type Mode = "form" | "otpPassword" | "otpNewpassword" | "otpComplete";

interface Who {
  phone: string;
  ufabet_username: string;
}

/** When no resend_in comes back: the usual wait between two SMS. */
const DEFAULT_RESEND_SECONDS = 60;

const newPasswordForm = lazyResolver(() => import("./form-schemas").then((m) => m.newPasswordForm));
const forgotForm = lazyResolver(() => import("./form-schemas").then((m) => m.forgotForm));

/**
 * /forgetpassword (docs/product.md): phone + username → OTP popup → new-password popup → complete popup. The reset
 * token from /start lives in this component's state only (a reset attempt, not a session).
 */
export function ForgotPasswordFlow({ demo, notice = null }: { demo: boolean; notice?: Notice | null }) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("form");
  const startReset = useStartPasswordReset();
  const confirmResetOtp = useConfirmResetOtp();
  const confirmResetPassword = useConfirmResetPassword();
  const [who, setWho] = useState<Who | null>(null);
  const [token, setToken] = useState("");
  const [otp, setOtp] = useState("");
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm({ resolver: forgotForm, defaultValues: { phone: "", ufabet_username: "" } });
  const { errors, isSubmitting } = form.formState;

  /** /start, for the form and for "ส่งรหัสอีกครั้ง": each answer carries a fresh token. */
  const start = async (body: Who) => {
    try {
      const answer = await startReset.mutateAsync(body);
      setToken(answer.token);
      setResendAt(deadlineIn(answer.resend_in ?? DEFAULT_RESEND_SECONDS));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setResendAt(deadlineIn(error.retryAfter ?? 60));
      throw error;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await start(values);
      setWho(values);
      setMode("otpPassword");
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, ["phone", "ufabet_username"] as const)) {
        form.setError(field, { type: "server", message });
      }
      setFailure(reportFailure(error));
    }
  });

  const confirmOtp = async (code: string) => {
    if (!who) return;
    await confirmResetOtp.mutateAsync({ ...who, token, otp: code });
    setOtp(code);
    setMode("otpNewpassword");
  };

  /** Esc or the backdrop closes a popup: back to the form, which still holds what was typed. */
  const closeTo = (from: Mode) => () => setMode((m) => (m === from ? "form" : m));

  return (
    <section className={card.card} aria-labelledby="forgot-title">
      <div className={card.head}>
        <h1 id="forgot-title" className={card.title}>
          {passwordText.forgotTitle}
        </h1>
        <p className={card.subtitle}>{passwordText.forgotLead}</p>
      </div>
      <form className={card.form} method="post" action={paths.forms.wait(paths.forgetPassword())} onSubmit={onSubmit} noValidate>
        <FormNotice notice={notice} />
        <FailureAlert failure={failure} testId="forgot-error" />
        <PhoneField error={errors.phone?.message} {...form.register("phone")} />
        <Field
          label={passwordText.username}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="gm8xxxxxxxx"
          hint={passwordText.usernameHint}
          error={errors.ufabet_username?.message}
          {...form.register("ufabet_username")}
        />
        <Button type="submit" size="large" block disabled={isSubmitting}>
          {isSubmitting ? registerText.sending : registerText.sendOtp}
        </Button>
      </form>
      <p className={card.foot}>
        <Link href={paths.login()} className={card.textLink}>
          {passwordText.backToLogin}
        </Link>
      </p>

      <Dialog open={mode === "otpPassword"} onClose={closeTo("otpPassword")} title={passwordText.otpTitle} testId="otp-password" dismissLabel={labelsText.close}>
        {mode === "otpPassword" && who && (
          <OtpForm
            phone={who.phone}
            resendAt={resendAt}
            sentAt={resendAt ?? 0}
            demo={demo}
            onConfirm={confirmOtp}
            onResend={() => start(who)}
          />
        )}
      </Dialog>

      <Dialog open={mode === "otpNewpassword"} onClose={closeTo("otpNewpassword")} title={passwordText.newTitle} testId="otp-newpassword" dismissLabel={labelsText.close}>
        {mode === "otpNewpassword" && who && (
          <NewPasswordForm
            onSave={async (password, password_confirmation) => {
              await confirmResetPassword.mutateAsync({ ...who, token, otp, password, password_confirmation });
              setMode("otpComplete");
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={mode === "otpComplete"}
        onClose={() => router.push(paths.login())}
        title={passwordText.completeTitle}
        testId="otp-complete"
      >
        <span className={s.doneIcon} aria-hidden="true">
          <Glyph name="check-thick" size={34} />
        </span>
        <DialogText>{passwordText.completeBody}</DialogText>
        <ButtonLink href={paths.login()} size="large" block>
          {passwordText.toLogin}
        </ButtonLink>
      </Dialog>
    </section>
  );
}

/** The new-password popup: password, confirmation (matched before sending) and the live checklist. */
function NewPasswordForm({ onSave }: { onSave: (password: string, confirmation: string) => Promise<void> }) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm({
    resolver: newPasswordForm,
    defaultValues: { password: "", password_confirmation: "" },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values.password, values.password_confirmation);
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, ["password", "password_confirmation"] as const)) {
        form.setError(field, { type: "server", message });
      }
      setFailure(reportFailure(error));
    }
  });

  return (
    <form className={s.dialogForm} method="post" action={paths.forms.wait(paths.forgetPassword())} onSubmit={onSubmit} noValidate>
      <FailureAlert failure={failure} testId="new-password-error" />
      <NewPasswordFields form={form} fresh />
      <Button type="submit" size="large" block disabled={isSubmitting}>
        {isSubmitting ? registerText.saving : passwordText.save}
      </Button>
    </form>
  );
}
