"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import type * as z from "zod/mini";
import { EXCLUSION_PERIOD_KEYS } from "@/lib/api/contract/constants";
import type { customersExclusion } from "@/lib/api/contract/protection";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { formatDateTime } from "@/lib/format";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { accountText as t } from "@/lib/i18n/th/account";
import { paths } from "@/lib/paths";
import { EXCLUSION_PERIODS, exclusionEnd, type ExclusionPeriod } from "@/lib/protection/exclusion-periods";
import { exclusionQueryOptions } from "@/lib/protection/queries";
import { useSelfExclude } from "@/lib/protection/mutations";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { PasswordInput } from "@/components/forms/password-input";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Glyph } from "@/components/ui/glyph";
import { QueryBody, Saved, Section } from "./section";
import type { exclusionForm } from "./form-schemas";
import s from "./account.module.css";
import { accountPath } from "@/lib/protection/paths";

const TIMEOUTS = EXCLUSION_PERIOD_KEYS.filter((p) => EXCLUSION_PERIODS[p].kind === "timeout");
const EXCLUSIONS = EXCLUSION_PERIOD_KEYS.filter((p) => EXCLUSION_PERIODS[p].kind === "self_exclusion");

const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.exclusionForm));
type Form = z.output<typeof exclusionForm>;
type Held = z.output<typeof customersExclusion.response>["data"];

/**
 * #exclusion: a time-out (24 h, 7 or 30 days) or a self-exclusion (6 months, 1 or 5 years, permanent), with the
 * password; then a confirmation that states the end and that it cannot be undone. While one holds, its end is shown,
 * and only a longer period may be chosen (the API keeps the one ending last).
 */
export function ExclusionSection() {
  const q = useQuery(exclusionQueryOptions());
  return (
    <Section id="exclusion" icon={<Glyph name="pause" />} title={t.exclusionTitle} lead={t.exclusionLead}>
      <QueryBody query={q} height={430} label={t.exclusionTitle}>
        {(held) => <ExclusionForm held={held} />}
      </QueryBody>
    </Section>
  );
}

function ExclusionForm({ held }: { held: Held }) {
  const selfExclude = useSelfExclude();
  const [confirming, setConfirming] = useState<{ period: ExclusionPeriod; until: Date | null } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Form>({ resolver, defaultValues: { period: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const chosen = useWatch({ control: form.control, name: "period" });
  const heldEnd = held ? (held.ends_at === null ? null : Date.parse(held.ends_at)) : undefined;

  // Only a period ending after the one in force changes anything: the others are shown but cannot be chosen.
  const allowed = (p: ExclusionPeriod) => {
    if (heldEnd === undefined) return true;
    if (heldEnd === null) return false;
    const end = exclusionEnd(p, new Date());
    return end === null || end.getTime() > heldEnd;
  };

  const review = form.handleSubmit((values) => {
    setFailure(null);
    const period = values.period as ExclusionPeriod;
    setConfirming({ period, until: exclusionEnd(period, new Date()) });
  });

  const confirm = async () => {
    if (!confirming) return;
    const { password } = form.getValues();
    try {
      const res = await selfExclude.mutateAsync({ period: confirming.period, password });
      setConfirming(null);
      form.reset({ period: "", password: "" });
      toast.success(res.msg, { id: "exclusion-done" });
      setDone(res.msg);
    } catch (error) {
      setConfirming(null);
      for (const [field, message] of fieldErrorsOf(error, ["period", "password"] as const)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
    }
  };

  const kind = confirming ? EXCLUSION_PERIODS[confirming.period].kind : null;
  const periodButtons = (list: readonly ExclusionPeriod[], wide = false) => (
    <div className={wide ? `${s.periods} ${s.periodsWide}` : s.periods}>
      {list.map((p) => (
        <label key={p} className={s.period}>
          <input type="radio" value={p} disabled={!allowed(p)} {...form.register("period")} />
          {t.periods[p]}
        </label>
      ))}
    </div>
  );

  return (
    <div className={s.stack}>
      {held && (
        <div className={s.exclusionOn} data-testid="exclusion-active">
          <strong>{t.activeTitle}</strong>
          <span>{held.msg}</span>
        </div>
      )}
      {done && <Saved testId="exclusion-done">{done}</Saved>}
      {heldEnd !== null && (
        <form className={s.stack} method="post" action={paths.forms.wait(accountPath())} onSubmit={review} noValidate data-testid="exclusion-form">
          {held && <p className={s.muted}>{t.extendOnly}</p>}
          <FailureAlert failure={failure} testId="exclusion-error" />
          <div className={s.groups}>
            <fieldset className={s.group}>
              <legend>
                {t.timeoutGroup} <small>{t.timeoutHint}</small>
              </legend>
              {periodButtons(TIMEOUTS)}
            </fieldset>
            <fieldset className={s.group}>
              <legend>
                {t.selfExclusionGroup} <small>{t.selfExclusionHint}</small>
              </legend>
              {periodButtons(EXCLUSIONS, true)}
            </fieldset>
          </div>
          {errors.period && (
            <p className={s.muted} role="alert" style={{ color: "var(--danger)" }}>
              {errors.period.message}
            </p>
          )}
          <PasswordInput label={t.exclusionPassword} autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
          <div className={s.actions}>
            <Button type="submit" size="large" variant="outline" disabled={isSubmitting || !chosen}>
              {t.exclusionContinue}
            </Button>
          </div>
        </form>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={kind === "timeout" ? t.confirmTimeoutTitle : t.confirmExclusionTitle}
        testId="exclusion-confirm"
        dismissLabel={t.close}
      >
        {confirming && (
          <>
            <p className={s.confirmUntil} data-testid="exclusion-confirm-until">
              {t.periods[confirming.period]} · {confirming.until ? t.confirmUntil(formatDateTime(confirming.until)) : t.confirmForever}
            </p>
            <p className={s.irreversible}>
              <Glyph name="warning" size={20} />
              <span>{kind === "timeout" ? t.confirmIrreversibleTimeout : t.confirmIrreversibleExclusion}</span>
            </p>
            <ul className={s.confirmList}>
              {t.confirmPoints.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <ConfirmButtons kind={kind!} onConfirm={confirm} onBack={() => setConfirming(null)} />
          </>
        )}
      </Dialog>
    </div>
  );
}

function ConfirmButtons({ kind, onConfirm, onBack }: { kind: "timeout" | "self_exclusion"; onConfirm: () => Promise<void>; onBack: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className={s.stack} style={{ gap: 10 }}>
      <Button
        size="large"
        block
        className={s.dangerButton}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await onConfirm();
          setBusy(false);
        }}
      >
        {busy ? t.saving : kind === "timeout" ? t.confirmTimeout : t.confirmExclusion}
      </Button>
      <Button variant="ghost" size="large" block onClick={onBack} disabled={busy}>
        {t.goBack}
      </Button>
    </div>
  );
}
