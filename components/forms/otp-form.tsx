"use client";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { formatPhone } from "@/lib/format";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { registerText } from "@/lib/i18n/th/register";
import { paths } from "@/lib/paths";
import { useSecondsLeft } from "@/lib/use-seconds-left";
import { Button } from "@/components/ui/button";
import { DemoOtpNotice } from "./demo-otp-notice";
import { FailureAlert, reportFailure } from "./failure-alert";
import { OtpField } from "./otp-field";
import s from "./otp-form.module.css";

const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.otpForm));

interface OtpFormProps {
  phone: string;
  /** When another code may be asked for (ms since epoch). */
  resendAt: number | null;
  /** When the current code was sent: a new send re-reads the demo outbox. */
  sentAt: number;
  demo: boolean;
  submitLabel?: string;
  /** Checks the code; throws the ApiError of a refusal. */
  onConfirm: (otp: string) => Promise<void>;
  /** Sends the same request again; throws the ApiError of a refusal (a 429 has moved resendAt already). */
  onResend: () => Promise<void>;
}

/** The OTP step, shared by registration and the forgot-password popup: the code, a resend countdown, the demo notice. */
export function OtpForm({ phone, resendAt, sentAt, demo, submitLabel = registerText.confirmOtp, onConfirm, onResend }: OtpFormProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [resending, setResending] = useState(false);
  const left = useSecondsLeft(resendAt);
  const form = useForm({ resolver, defaultValues: { otp: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onConfirm(values.otp);
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, ["otp"] as const)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
    }
  });

  const resend = async () => {
    setFailure(null);
    setResending(true);
    try {
      await onResend();
      form.clearErrors("otp");
      toast.success(registerText.resent, { id: "otp-resent" });
    } catch (error) {
      setFailure(reportFailure(error));
    } finally {
      setResending(false);
    }
  };

  return (
    // Used by registration and the forgot-password popup: /form/wait sends the member back by the Referer.
    <form className={s.form} method="post" action={paths.forms.wait()} onSubmit={onSubmit} noValidate>
      <p className={s.sentTo}>{registerText.otpSentTo(formatPhone(phone))}</p>
      {demo && <DemoOtpNotice phone={phone} sentAt={sentAt} />}
      <FailureAlert failure={failure} testId="otp-error" />
      <Controller
        control={form.control}
        name="otp"
        render={({ field }) => (
          <OtpField
            ref={field.ref}
            name={field.name}
            label={registerText.otpLabel}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.otp?.message}
            autoFocus
          />
        )}
      />
      <Button type="submit" size="large" block disabled={isSubmitting}>
        {isSubmitting ? registerText.checking : submitLabel}
      </Button>
      <div className={s.resend}>
        <span className={s.countdown}>
          {left > 0 ? registerText.resendIn(left) : "\u00a0"}
        </span>
        <Button variant="outline" size="small" onClick={() => void resend()} disabled={left > 0 || resending}>
          {registerText.resend}
        </Button>
      </div>
    </form>
  );
}
