"use client";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type * as z from "zod/mini";
import type * as contract from "@/lib/api/contract/protection";
import { fieldErrorsOf, type Failure } from "@/lib/api/form-errors";
import { formatDateTime, formatMoney } from "@/lib/format";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { accountText as t } from "@/lib/i18n/th/account";
import { paths } from "@/lib/paths";
import { limitsQueryOptions } from "@/lib/protection/queries";
import { useSetLimits } from "@/lib/protection/mutations";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Glyph } from "@/components/ui/glyph";
import { Note, QueryBody, Saved, Section } from "./section";
import type { limitsForm } from "./form-schemas";
import s from "./account.module.css";
import { accountPath } from "@/lib/protection/paths";

const LIMIT_KEYS = ["daily", "weekly", "monthly"] as const;
type Key = (typeof LIMIT_KEYS)[number];
type Limits = z.output<typeof contract.customersSetLimits.response>["data"];

const resolver = lazyResolver(() => import("./form-schemas").then((m) => m.limitsForm));
type Form = z.output<typeof limitsForm>;

/** What the form starts from: the limit each period will have (a waiting change's amount, else the one in force). */
function targetsOf(data: Limits): Form {
  const text = (n: number | null) => (n === null ? "" : String(n));
  const of = (k: Key) => text(data[k].pending ? data[k].pending!.amount : data[k].amount);
  return { daily: of("daily"), weekly: of("weekly"), monthly: of("monthly") };
}

const amountOf = (v: string) => (v.trim() === "" ? null : Number(v.trim().replace(/,/g, "")));

/** #limits: each period's limit in force, used and left, when it resets and any waiting change; then the form. */
export function LimitsSection() {
  const q = useQuery(limitsQueryOptions());
  return (
    <Section id="limits" icon={<Glyph name="wallet" />} title={t.limitsTitle} lead={t.limitsLead}>
      <QueryBody query={q} height={520} label={t.limitsTitle}>
        {(data) => <LimitsForm data={data} />}
      </QueryBody>
    </Section>
  );
}

function LimitsForm({ data }: { data: Limits }) {
  const setLimits = useSetLimits();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const form = useForm<Form>({ resolver, defaultValues: targetsOf(data) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(null);
    const before = targetsOf(data);
    // Only the periods changed: sending the limit in force again would cancel a waiting change.
    const body: Partial<Record<Key, number | null>> = {};
    for (const k of LIMIT_KEYS) if (amountOf(values[k]) !== amountOf(before[k])) body[k] = amountOf(values[k]);
    setUnchanged(Object.keys(body).length === 0);
    if (Object.keys(body).length === 0) return;
    try {
      const res = await setLimits.mutateAsync(body);
      form.reset(targetsOf(res.data));
      toast.success(res.msg, { id: "limits-saved" });
      setSaved(res.msg);
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error, LIMIT_KEYS)) form.setError(field, { type: "server", message });
      setFailure(reportFailure(error));
    }
  });

  return (
    <form className={s.stack} method="post" action={paths.forms.wait(accountPath())} onSubmit={onSubmit} noValidate data-testid="limits-form">
      <FailureAlert failure={failure} testId="limits-error" />
      <ul className={s.limits} aria-label={t.limitsTitle}>
        {LIMIT_KEYS.map((k) => (
          <LimitCard key={k} name={t.period[k]} view={data[k]} testId={`limit-${k}`}>
            <Field
              label={t.limitLabel(k)}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t.noLimit}
              error={errors[k]?.message}
              {...form.register(k)}
            />
          </LimitCard>
        ))}
      </ul>
      <p className={s.muted}>{t.limitHint}</p>
      {saved && <Saved testId="limits-saved">{saved}</Saved>}
      {unchanged && !saved && <Note>{t.limitsUnchanged}</Note>}
      <div className={s.actions}>
        <Button type="submit" size="large" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.saveLimits}
        </Button>
      </div>
    </form>
  );
}

function LimitCard({ name, view, testId, children }: { name: string; view: Limits[Key]; testId: string; children: ReactNode }) {
  const share = view.amount ? Math.min(1, view.used / view.amount) : 0;
  return (
    <li className={s.limit} data-testid={testId}>
      <span className={s.limitName}>{name}</span>
      {view.amount === null ? (
        <span className={`${s.limitAmount} ${s.limitNone}`}>{t.noLimit}</span>
      ) : (
        <span className={s.limitAmount}>฿{formatMoney(view.amount)}</span>
      )}
      {view.amount !== null && (
        <span className={`${s.bar} ${share >= 1 ? s.barFull : ""}`} aria-hidden="true">
          <span style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      )}
      <span className={s.limitMeta}>
        <span>{t.used(formatMoney(view.used))}</span>
        {view.remaining !== null && <span>{t.remaining(formatMoney(view.remaining))}</span>}
      </span>
      <span className={s.limitMeta}>{t.resetsAt(formatDateTime(view.resets_at))}</span>
      {view.pending && (
        <span className={s.pending} data-testid={`${testId}-pending`}>
          {t.pending(view.pending.amount === null ? null : formatMoney(view.pending.amount), formatDateTime(view.pending.applies_at))}
        </span>
      )}
      <div className={s.limitInput}>{children}</div>
    </li>
  );
}
