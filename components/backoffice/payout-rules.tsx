"use client";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Answer } from "@/lib/api/client";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { useChangePayoutRules } from "@/lib/backoffice/mutations";
import { payoutRulesQueryOptions } from "@/lib/backoffice/queries";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/field";
import { QueryState } from "./query-state";
import s from "./backoffice.module.css";

type Rules = Answer<"GET /api/backoffice/payout-rules">;

/** The owner's automatic-payout rules: on or off, the most per withdrawal and per day. */
export function PayoutRules() {
  const rules = useQuery(payoutRulesQueryOptions());
  return <QueryState query={rules}>{(data) => <RulesForm key={JSON.stringify(data)} rules={data} />}</QueryState>;
}

function RulesForm({ rules }: { rules: Rules }) {
  const change = useChangePayoutRules();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setFailure(null);
    try {
      await change.mutateAsync({ auto: data.get("auto") === "on", max: Number(data.get("max")), daily_max: Number(data.get("daily_max")) });
      toast.success(b.payouts.saved);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setFailure(fields.max?.[0] ?? fields.daily_max?.[0] ?? firstMessage(err));
    }
  };

  return (
    <form className={s.rules} onSubmit={(e) => void submit(e)} noValidate data-testid="payout-rules">
      <p className={s.note}>{b.payouts.provider(rules.provider)}</p>
      {failure && <Alert testId="payout-rules-error">{failure}</Alert>}
      <label className={s.check}>
        <input type="checkbox" name="auto" defaultChecked={rules.auto} disabled={!rules.provider} />
        {b.payouts.auto}
      </label>
      <label>
        {b.payouts.max}
        <input name="max" className={s.input} type="number" inputMode="decimal" min={0} max={100000} step="0.01" defaultValue={rules.max} />
      </label>
      <label>
        {b.payouts.dailyMax}
        <input name="daily_max" className={s.input} type="number" inputMode="decimal" min={0} step="0.01" defaultValue={rules.daily_max} />
      </label>
      <p className={s.note}>{b.payouts.rulesNote}</p>
      <div>
        <Button type="submit" size="small" disabled={change.isPending}>
          {b.payouts.save}
        </Button>
      </div>
    </form>
  );
}
