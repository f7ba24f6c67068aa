"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { useCompleteSetup, useInspectSetup } from "@/lib/backoffice/mutations";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import { Alert, Field } from "@/components/ui/field";
import { QrCode } from "@/components/ui/qr-code";
import s from "./backoffice.module.css";

/**
 * A new (or reset) account's setup link: the code comes from the URL's fragment (never sent to a server) and leaves the
 * address bar at once; the person scans the secret, chooses a password, proves a code, and is signed in.
 */
export function StaffSetup() {
  const inspect = useInspectSetup();
  const complete = useCompleteSetup();
  const router = useRouter();
  const code = useRef("");
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { mutate: inspectCode } = inspect;

  useEffect(() => {
    // Read once: the fragment leaves the address bar (and history) at once, and a re-run of the effect keeps the code.
    if (!code.current) code.current = window.location.hash.slice(1);
    window.history.replaceState(null, "", window.location.pathname);
    // An empty or cut code is refused by the API in the same words as a used one.
    inspectCode(code.current);
  }, [inspectCode]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get("password") ?? "");
    if (password !== String(data.get("confirm") ?? "")) {
      setErrors({ confirm: b.passwordsDiffer });
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await complete.mutateAsync({ code: code.current, password, totp_code: String(data.get("totp_code") ?? "").trim() });
      router.replace("/backoffice");
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      if (fields.password || fields.totp_code) setErrors({ password: fields.password?.[0] ?? "", totp_code: fields.totp_code?.[0] ?? "" });
      else setFailure(firstMessage(err));
    }
  };

  const account = inspect.data;
  if (inspect.isError) return <Alert testId="setup-error">{firstMessage(inspect.error)}</Alert>;
  if (!account) return <p className={s.center}>{b.setup.checking}</p>;
  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate>
      {failure && <Alert testId="setup-error">{failure}</Alert>}
      <p className={s.setupAccount} data-testid="setup-account">
        {b.setup.account(account.username, b.roles[account.role])}
      </p>
      <div className={s.qr}>
        <QrCode value={account.otpauth_url} label={b.setup.qrLabel} size={180} />
      </div>
      <p className={s.note}>{b.setup.secretLabel}</p>
      <code className={s.secret} data-testid="setup-secret" data-secret={account.secret}>
        {account.secret.replace(/(.{4})(?=.)/g, "$1 ")}
      </code>
      <input type="hidden" name="username" value={account.username} autoComplete="username" />
      <Field label={b.setup.password} name="password" type="password" autoComplete="new-password" error={errors.password || undefined} />
      <Field label={b.setup.confirm} name="confirm" type="password" autoComplete="new-password" error={errors.confirm || undefined} />
      <Field
        label={b.setup.code}
        name="totp_code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.totp_code || undefined}
      />
      <Button type="submit" block disabled={complete.isPending || complete.isSuccess}>
        {complete.isPending || complete.isSuccess ? b.setup.saving : b.setup.submit}
      </Button>
    </form>
  );
}
