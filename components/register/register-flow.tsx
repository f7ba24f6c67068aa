"use client";
import { Link } from "@/components/ui/link";
import { useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import type { Notice } from "@/lib/forms/notices";
import { navText } from "@/lib/i18n/th/nav";
import { registerText } from "@/lib/i18n/th/register";
import { laterPart } from "@/lib/later-part";
import { paths } from "@/lib/paths";
import { whenIdle } from "@/lib/when-idle";
import { REGISTER_STEPS, useRegisterStore } from "@/stores/register-store";
import card from "@/components/auth/auth-card.module.css";
import { FormNotice } from "@/components/forms/form-notice";
import { PhoneStep } from "./phone-step";
import { StepBar } from "./step-bar";
import s from "./register.module.css";

// The steps after the first are fetched while the member fills in the phone step: not in the page's first load.
const OtpStep = laterPart(() => import("./otp-step").then((m) => m.OtpStep));
const PasswordStep = laterPart(() => import("./password-step").then((m) => m.PasswordStep));
const BankStep = laterPart(() => import("./bank-step").then((m) => m.BankStep));
const RegisterFinal = laterPart(() => import("./register-final").then((m) => m.RegisterFinal));

/**
 * /register (docs/product.md): phone → OTP → RegisterSetpassword → RegisterBank → RegisterFinal. Which step shows lives
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

  useEffect(() => whenIdle(() => [OtpStep, PasswordStep, BankStep, RegisterFinal].forEach((step) => step.preload().catch(() => undefined))), []);

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
