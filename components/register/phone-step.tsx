"use client";
import Cookies from "js-cookie";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { birthParts, birthYearsBE } from "@/lib/birth-date";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { registerText } from "@/lib/i18n/th/register";
import { paths } from "@/lib/paths";
import { REFERRAL_COOKIE, referralKeyOf } from "@/lib/referral";
import { sendRegisterOtp } from "@/lib/register/send-otp";
import { useSecondsLeft } from "@/lib/use-seconds-left";
import { useRegisterStore, type PhoneDetails } from "@/stores/register-store";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Glyph } from "@/components/ui/glyph";
import { Select } from "@/components/ui/select";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { PhoneField } from "@/components/forms/phone-field";
import s from "./register.module.css";

const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.phoneForm));

const FIELDS = ["phone", "birth_date", "age_confirmed"] as const;
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

const noSubscribe = () => () => undefined;
/** The key a /u/{id} or ?ref= link left in the cookie; read on the client only. */
const useReferralKey = () =>
  useSyncExternalStore(
    noSubscribe,
    () => referralKeyOf(Cookies.get(REFERRAL_COOKIE)),
    () => null,
  );

/** Step 1: phone, date of birth (Buddhist year), 20+ confirmation and the referral key; sends the OTP. */
export function PhoneStep() {
  const details = useRegisterStore((st) => st.details);
  const referral = useReferralKey();
  const [failure, setFailure] = useState<Failure | null>(null);
  const waiting = useSecondsLeft(failure?.retryUntil ?? null) > 0;
  const [years] = useState(() => birthYearsBE());
  const form = useForm({
    resolver,
    defaultValues: {
      phone: details?.phone ?? "",
      birth_date: birthParts(details?.birth_date),
      age_confirmed: details?.age_confirmed ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const birthError = errors.birth_date?.message ?? errors.birth_date?.root?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const sent: PhoneDetails = {
      phone: values.phone,
      birth_date: values.birth_date,
      age_confirmed: values.age_confirmed,
      ...(referral ? { referral_key: referral } : {}),
    };
    try {
      const answer = await sendRegisterOtp(sent);
      useRegisterStore.getState().otpSent(sent, answer.resend_in);
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, FIELDS)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
    }
  });

  return (
    <form className={s.form} method="post" action={paths.forms.wait(paths.register())} onSubmit={onSubmit} noValidate>
      <div className={s.stepHead}>
        <h2 id="register-step-title" tabIndex={-1} className={s.stepTitle}>
          {registerText.phoneTitle}
        </h2>
        <p className={s.stepLead}>{registerText.phoneLead}</p>
      </div>
      <FailureAlert failure={failure} testId="register-error" />
      <PhoneField error={errors.phone?.message} {...form.register("phone")} />
      <fieldset className={s.birth} aria-describedby={birthError ? "birth-error" : undefined}>
        <legend className={s.legend}>{registerText.birthDate}</legend>
        <div className={s.birthRow}>
          <Select aria-label={registerText.day} aria-invalid={birthError ? true : undefined} {...form.register("birth_date.day")}>
            <option value="">{registerText.day}</option>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
          <Select aria-label={registerText.month} aria-invalid={birthError ? true : undefined} {...form.register("birth_date.month")}>
            <option value="">{registerText.month}</option>
            {registerText.months.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </Select>
          <Select aria-label={registerText.yearBE} aria-invalid={birthError ? true : undefined} {...form.register("birth_date.year")}>
            <option value="">{registerText.yearBE}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
        {birthError && (
          <p className={s.error} id="birth-error">
            {birthError}
          </p>
        )}
      </fieldset>
      <Checkbox error={errors.age_confirmed?.message} {...form.register("age_confirmed")}>
        {registerText.ageConfirm}
      </Checkbox>
      {referral && (
        <p className={s.referral} data-testid="referral-key">
          <Glyph name="gift" size={18} />
          {registerText.referral(referral)}
        </p>
      )}
      <Button type="submit" size="large" block disabled={isSubmitting || waiting}>
        {isSubmitting ? registerText.sending : registerText.sendOtp}
      </Button>
    </form>
  );
}
