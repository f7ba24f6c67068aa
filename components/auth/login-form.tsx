"use client";
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type * as z from "zod/mini";
import { loginErrorMessage } from "@/lib/auth/login-error";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import type { Notice } from "@/lib/forms/notices";
import { useLogin } from "@/lib/auth/use-login";
import { authText } from "@/lib/i18n/th/auth";
import { labelsText } from "@/lib/i18n/th/labels";
import { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { FormNotice } from "@/components/forms/form-notice";
import { PhoneField } from "@/components/forms/phone-field";
import { Button } from "@/components/ui/button";
import { Alert, Field, FieldButton } from "@/components/ui/field";
import { Glyph } from "@/components/ui/glyph";
import type { loginForm } from "./form-schemas";
import s from "./auth-card.module.css";

const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.loginForm));
type Values = z.input<typeof loginForm>;

export { loginErrorMessage };

/**
 * With JavaScript the form logs in through useLogin (fetch, then the return target). Posted before the script runs,
 * it goes to /form/login (server/forms/handlers.ts), which logs in the same way: never a GET with the password.
 */
export function LoginForm({ redirect, notice = null }: { redirect: string | null; notice?: Notice | null }) {
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin(redirect);
  const form = useForm<Values, unknown, z.output<typeof loginForm>>({ resolver, defaultValues: { phone: "", password: "" } });
  const { errors } = form.formState;
  const busy = login.isPending || login.isSuccess;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const message = loginErrorMessage(error);
      setFailure(message);
      toast.error(message, { id: "login-failed" });
    }
  });

  return (
    <section className={s.card} aria-labelledby="login-title">
      <div className={s.head}>
        <h1 id="login-title" className={s.title}>
          {authText.loginTitle}
        </h1>
        <p className={s.subtitle}>{authText.loginSubtitle}</p>
      </div>
      <form className={s.form} method="post" action={paths.forms.login(redirect)} onSubmit={onSubmit} noValidate>
        <FormNotice notice={notice} />
        {failure && <Alert testId="login-error">{failure}</Alert>}
        <PhoneField error={errors.phone?.message} {...form.register("phone")} />
        <Field
          label={labelsText.password}
          type={showPassword ? "text" : "password"}
          autoComplete="current-password"
          placeholder="••••••••"
          error={errors.password?.message}
          trailing={
            <FieldButton
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? authText.hidePassword : authText.showPassword}
              aria-pressed={showPassword}
            >
              {showPassword ? <Glyph name="eye-off" size={20} /> : <Glyph name="eye" size={20} />}
            </FieldButton>
          }
          {...form.register("password")}
        />
        <div className={s.row}>
          <Link href={paths.forgetPassword()} className={s.textLink}>
            {navText.forgotPassword}
          </Link>
        </div>
        <Button type="submit" size="large" block disabled={busy}>
          {busy ? authText.loggingIn : authText.loginButton}
        </Button>
      </form>
      <p className={s.foot}>
        {authText.noAccount}
        <Link href={paths.register()} className={s.textLink}>
          {navText.register}
        </Link>
      </p>
    </section>
  );
}
