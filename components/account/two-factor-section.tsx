"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { accountText as t } from "@/lib/i18n/th/account";
import { paths } from "@/lib/paths";
import { twoFactorQueryOptions } from "@/lib/protection/queries";
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactor } from "@/lib/protection/mutations";
import { saveFile } from "@/lib/save-file";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { PasswordInput } from "@/components/forms/password-input";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Glyph } from "@/components/ui/glyph";
import { QrCode } from "@/components/ui/qr-code";
import { copyText } from "@/lib/copy-text";
import { LoadFailed, Section, Skeleton } from "./section";
import s from "./account.module.css";
import { accountPath } from "@/lib/protection/paths";

const appCode = lazyResolver(() => import("./form-schemas").then((m) => m.appCode));
const disableForm = lazyResolver(() => import("./form-schemas").then((m) => m.disableForm));

type Setup = { secret: string; otpauth_url: string };

/**
 * #two-factor: off → "เปิดใช้งาน" asks the API for a secret, shown as a QR code of its otpauth:// URL and as text;
 * the app's first code turns it on and the 10 recovery codes are shown once (copy, download). On → how many recovery
 * codes are left, and turning it off takes the password and a code.
 */
export function TwoFactorSection() {
  const q = useQuery(twoFactorQueryOptions());
  const startTwoFactor = useStartTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setSetup(await startTwoFactor.mutateAsync());
    } catch (error) {
      setFailure(reportFailure(error));
    } finally {
      setStarting(false);
    }
  };

  let body;
  if (q.isPending) body = <Skeleton height={96} label={t.twoFactorTitle} />;
  else if (q.isError) body = <LoadFailed height={96} onRetry={() => void q.refetch()} />;
  else if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (setup)
    body = (
      <SetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(recovery) => {
          setSetup(null);
          setCodes(recovery);
        }}
      />
    );
  else if (q.data.enabled) body = <DisableForm left={q.data.recovery_codes_left} />;
  else
    body = (
      <div className={s.stack}>
        <span className={`${s.status} ${s.statusOff}`} data-testid="two-factor-status">
          {t.twoFactorOff}
        </span>
        <FailureAlert failure={failure} testId="two-factor-error" />
        <div className={s.actions}>
          <Button size="large" onClick={() => void start()} disabled={starting}>
            {starting ? t.saving : t.twoFactorStart}
          </Button>
        </div>
      </div>
    );

  return (
    <Section id="two-factor" icon={<Glyph name="shield-key" />} title={t.twoFactorTitle} lead={t.twoFactorLead}>
      {body}
    </Section>
  );
}

function SetupForm({ setup, onCancel, onEnabled }: { setup: Setup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const enableTwoFactor = useEnableTwoFactor();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm({ resolver: appCode, defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const recovery = await enableTwoFactor.mutateAsync(code);
      toast.success(t.enabled, { id: "two-factor" });
      onEnabled(recovery);
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, ["code"] as const)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
    }
  });

  return (
    <form className={s.setup} method="post" action={paths.forms.wait(accountPath())} onSubmit={onSubmit} noValidate data-testid="two-factor-setup">
      <p className={s.step}>{t.setupScan}</p>
      <div className={s.qr}>
        <QrCode value={setup.otpauth_url} label={t.qrLabel} size={200} />
      </div>
      <p className={s.muted}>{t.setupKey}</p>
      <div className={s.secret}>
        {/* In groups of four, as authenticator apps show it (they take it with or without the spaces). */}
        <code data-testid="two-factor-secret" data-secret={setup.secret}>
          {setup.secret.replace(/(.{4})(?=.)/g, "$1 ")}
        </code>
        <button type="button" className={s.copy} onClick={() => void copyText(setup.secret, "copy-secret", t)}>
          {t.copyKey}
        </button>
      </div>
      <p className={s.step}>{t.setupCode}</p>
      <FailureAlert failure={failure} testId="two-factor-error" />
      <Field
        label={t.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        className={s.codeInput}
        error={errors.code?.message}
        {...form.register("code")}
      />
      <div className={s.actions}>
        <Button type="submit" size="large" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.enable}
        </Button>
        <Button variant="ghost" size="large" onClick={onCancel} disabled={isSubmitting}>
          {t.cancelSetup}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${t.recoveryTitle}\n\n${codes.join("\n")}\n`;
  return (
    <div className={s.setup} data-testid="recovery-codes">
      <span className={`${s.status} ${s.statusOn}`}>
        <Glyph name="check" size={18} />
        {t.twoFactorOn}
      </span>
      <h3 className={s.subTitle}>{t.recoveryTitle}</h3>
      <p className={s.muted}>{t.recoveryLead}</p>
      <ol className={s.codes}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className={s.actions}>
        <Button variant="ghost" onClick={() => void copyText(codes.join("\n"), "copy-codes", t)}>
          <Glyph name="copy" size={18} />
          {t.copyCodes}
        </Button>
        <Button variant="ghost" onClick={() => saveFile(text, t.codesFile, "text/plain;charset=utf-8")}>
          <Glyph name="download" size={18} />
          {t.downloadCodes}
        </Button>
      </div>
      <div className={s.actions}>
        <Button size="large" onClick={onDone}>
          {t.recoveryDone}
        </Button>
      </div>
    </div>
  );
}

function DisableForm({ left }: { left: number }) {
  const disableTwoFactor = useDisableTwoFactor();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm({ resolver: disableForm, defaultValues: { password: "", code: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await disableTwoFactor.mutateAsync(values);
      toast.success(t.disabled, { id: "two-factor" });
      form.reset();
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, ["password", "code"] as const)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
    }
  });

  return (
    <div className={s.stack}>
      <span className={`${s.status} ${s.statusOn}`} data-testid="two-factor-status">
        <Glyph name="check" size={18} />
        {t.twoFactorOn} · {t.codesLeft(left)}
      </span>
      <form className={s.stack} method="post" action={paths.forms.wait(accountPath())} onSubmit={onSubmit} noValidate data-testid="two-factor-disable">
        <h3 className={s.subTitle}>{t.disableTitle}</h3>
        <p className={s.muted}>{t.disableLead}</p>
        <FailureAlert failure={failure} testId="two-factor-error" />
        <PasswordInput label={t.passwordLabel} autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
        <Field
          label={t.disableCodeLabel}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register("code")}
        />
        <div className={s.actions}>
          <Button type="submit" variant="outline" size="large" disabled={isSubmitting}>
            {isSubmitting ? t.saving : t.disable}
          </Button>
        </div>
      </form>
    </div>
  );
}
