"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import { REALITY_CHECK_CHOICES } from "@/lib/api/contract/constants";
import type { Failure } from "@/lib/api/form-errors";
import { accountText as t } from "@/lib/i18n/th/account";
import { realityCheckText } from "@/lib/i18n/th/reality-check";
import { elapsedMs, hoursMinutes, realityClockOf } from "@/lib/protection/reality-check";
import { realityCheckQueryOptions } from "@/lib/protection/queries";
import { useSetRealityInterval } from "@/lib/protection/mutations";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { Glyph } from "@/components/ui/glyph";
import { QueryBody, Saved, Section } from "./section";
import s from "./account.module.css";

type Choice = (typeof REALITY_CHECK_CHOICES)[number];

/**
 * #reality-check: the reminder interval (off, 15, 30, 60 minutes), saved on the server as soon as one is chosen, and
 * how long this session has lasted by the server's clock.
 */
export function RealityCheckSection() {
  const q = useQuery(realityCheckQueryOptions());
  const setInterval_ = useSetRealityInterval();
  const [saving, setSaving] = useState<Choice | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const choose = async (minutes: Choice) => {
    setSaving(minutes);
    setFailure(null);
    setSaved(null);
    try {
      await setInterval_.mutateAsync(minutes);
      const msg = t.realitySaved(minutes);
      toast.success(msg, { id: "reality-saved" });
      setSaved(msg);
    } catch (error) {
      setFailure(reportFailure(error));
    } finally {
      setSaving(null);
    }
  };

  const clock = q.data ? realityClockOf(q.data, q.data.sentAt, q.data.receivedAt) : null;
  const { hours, minutes } = hoursMinutes(clock ? elapsedMs(clock, now) : 0);
  const current = saving ?? q.data?.interval_minutes ?? 0;

  return (
    <Section id="reality-check" icon={<Glyph name="hourglass" />} title={t.realityTitle} lead={t.realityLead}>
      <QueryBody query={q} height={112} label={t.realityTitle}>
        {() => (
          <div className={s.stack}>
            <fieldset className={s.choices} disabled={saving !== null} data-testid="reality-choices">
              <legend>{t.realityLegend}</legend>
              {REALITY_CHECK_CHOICES.map((m) => (
                <label key={m} className={s.choice}>
                  <input
                    type="radio"
                    name="reality-interval"
                    value={m}
                    checked={current === m}
                    onChange={() => void choose(m)}
                  />
                  {t.realityChoices[m]}
                </label>
              ))}
            </fieldset>
            <p className={s.muted} data-testid="reality-elapsed">
              {t.sinceLogin(realityCheckText.duration(hours, minutes))}
            </p>
            <FailureAlert failure={failure} testId="reality-error" />
            {saved && <Saved testId="reality-saved">{saved}</Saved>}
          </div>
        )}
      </QueryBody>
    </Section>
  );
}
