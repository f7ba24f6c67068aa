"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import type { Notice } from "@/lib/forms/notices";
import { navText } from "@/lib/i18n/th/nav";
import { registerText } from "@/lib/i18n/th/register";
import { paths } from "@/lib/paths";
import { REGISTER_STEPS, useRegisterStore } from "@/stores/register-store";
import card from "@/components/auth/auth-card.module.css";
import { FormNotice } from "@/components/forms/form-notice";
import { BankStep } from "./bank-step";
import { OtpStep } from "./otp-step";
import { PasswordStep } from "./password-step";
import { PhoneStep } from "./phone-step";
import { RegisterFinal } from "./register-final";
import { StepBar } from "./step-bar";
import s from "./register.module.css";

/**
 * /register (SPEC.md §4): phone → OTP → RegisterSetpassword → RegisterBank → RegisterFinal. Which step shows lives
 * in the register store; the registration token stays in its HttpOnly cookie. `demo` comes from the server.
 */
export function RegisterFlow({ demo, notice = null }: { demo: boolean; notice?: Notice | null }) {
  const mode = useRegisterStore((st) => st.mode);
  const step = mode === "RegisterFinal" ? REGISTER_STEPS.length + 1 : REGISTER_STEPS.indexOf(mode) + 1;

  // A new step takes the focus to its heading (the OTP step focuses its code field itself). Moving forward, the
  // earlier step's messages ('OTP ไม่ถูกต้อง') are gone: they no longer apply. Sent back (expired), its toast stays.
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    const forward = REGISTER_STEPS.indexOf(mode) > REGISTER_STEPS.indexOf(shownMode.current) || mode === "RegisterFinal";
    shownMode.current = mode;
    if (forward) toast.dismiss();
    if (mode !== "RegisterOtp") document.getElementById("register-step-title")?.focus();
  }, [mode]);

  // A finished registration is not shown again to whoever opens /register next in this tab.
  useEffect(
    () => () => {
      if (useRegisterStore.getState().mode === "RegisterFinal") useRegisterStore.getState().reset();
    },
    [],
  );

  return (
    <section className={`${card.card} ${s.card}`} aria-labelledby="register-title" data-mode={mode}>
      <div className={card.head}>
        <h1 id="register-title" className={card.title}>
          {registerText.title}
        </h1>
        {mode === "RegisterPhone" && <p className={card.subtitle}>{registerText.subtitle}</p>}
      </div>
      <StepBar current={step} />
      {mode === "RegisterPhone" && notice && (
        <div className={s.notice}>
          <FormNotice notice={notice} />
        </div>
      )}
      {mode === "RegisterPhone" && <PhoneStep />}
      {mode === "RegisterOtp" && <OtpStep demo={demo} />}
      {mode === "RegisterSetpassword" && <PasswordStep />}
      {mode === "RegisterBank" && <BankStep />}
      {mode === "RegisterFinal" && <RegisterFinal />}
      {mode === "RegisterPhone" && (
        <p className={card.foot}>
          {registerText.haveAccount}
          <Link href={paths.login()} className={card.textLink}>
            {navText.login}
          </Link>
        </p>
      )}
    </section>
  );
}
