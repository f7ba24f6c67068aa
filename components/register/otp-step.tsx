"use client";
import { useConfirmRegisterOtp } from "@/lib/register/mutations";
import { ApiError } from "@/lib/api/errors";
import { storeExpiry } from "@/lib/auth/session-storage";
import { registerText } from "@/lib/i18n/th/register";
import { sendRegisterOtp } from "@/lib/register/send-otp";
import { deadlineIn } from "@/lib/use-seconds-left";
import { useRegisterStore } from "@/stores/register-store";
import { OtpForm } from "@/components/forms/otp-form";
import s from "./register.module.css";

/** Step 2: the code sent by SMS; a resend countdown; back to step 1 to change the phone. */
export function OtpStep({ demo }: { demo: boolean }) {
  const phone = useRegisterStore((st) => st.phone);
  const resendAt = useRegisterStore((st) => st.resendAt);
  const confirmOtp = useConfirmRegisterOtp();

  const confirm = async (otp: string) => {
    const expires_in = await confirmOtp.mutateAsync({ phone, otp });
    // The registration session: its token is in an HttpOnly cookie; only when it ends is kept here.
    storeExpiry(expires_in);
    useRegisterStore.getState().setMode("RegisterSetpassword");
  };

  const resend = async () => {
    const store = useRegisterStore.getState();
    if (!store.details) return store.setMode("RegisterPhone");
    try {
      const answer = await sendRegisterOtp(store.details);
      store.otpSent(store.details, answer.resend_in);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) store.waitUntil(deadlineIn(error.retryAfter ?? 60));
      throw error;
    }
  };

  return (
    <div className={s.form}>
      <div className={s.stepHead}>
        <h2 id="register-step-title" tabIndex={-1} className={s.stepTitle}>
          {registerText.otpTitle}
        </h2>
      </div>
      <OtpForm
        phone={phone}
        resendAt={resendAt}
        sentAt={resendAt ?? 0}
        demo={demo}
        onConfirm={confirm}
        onResend={resend}
      />
      <button type="button" className={s.linkButton} onClick={() => useRegisterStore.getState().setMode("RegisterPhone")}>
        {registerText.changePhone}
      </button>
    </div>
  );
}
