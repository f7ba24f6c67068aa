"use client";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useId, useState, useSyncExternalStore } from "react";
import { toast } from "@/lib/toast";
import { failureOf } from "@/lib/api/form-errors";
import { formatMoney } from "@/lib/format";
import { limitOfferText as t } from "@/lib/i18n/th/limit-offer";
import { limitsQueryOptions } from "@/lib/protection/queries";
import { useSetLimits } from "@/lib/protection/mutations";
import { Button } from "@/components/ui/button";
import { Alert, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Glyph } from "@/components/ui/glyph";
import s from "./limit-offer.module.css";
import { accountPath } from "@/lib/protection/paths";

const SKIPPED = "gm_limit_offer_skipped";
const PERIODS = ["daily", "weekly", "monthly"] as const;
type Period = (typeof PERIODS)[number];

const noop = () => () => {};
const skippedNow = () => {
  try {
    return window.localStorage.getItem(SKIPPED) === "1";
  } catch {
    return false;
  }
};

/**
 * The light, skippable offer to set a deposit limit: a period, an amount, "ตั้งวงเงิน" or "ไว้ทีหลัง" (kept
 * in this browser, so it does not come back). Saved, the limits' cached state is the answer's (useSetLimits), so the
 * deposit page's note follows at once.
 */
export function LimitOffer() {
  const setLimits = useSetLimits();
  const skippedAtLoad = useSyncExternalStore(noop, skippedNow, () => true);
  const [skipped, setSkipped] = useState(false);
  const [period, setPeriod] = useState<Period>("daily");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  if (saved) {
    return (
      <div className={`${s.offer} ${s.done}`} role="status" data-testid="limit-offer-saved">
        <Glyph name="check" size={20} />
        <span>
          {saved} <Link href={accountPath("limits")}>{t.manage}</Link>
        </span>
      </div>
    );
  }
  if (skippedAtLoad || skipped) return null;

  const save = async () => {
    const { limitAmount } = await import("@/lib/api/contract/protection");
    const parsed = limitAmount.safeParse(amount.trim().replace(/,/g, ""));
    if (!amount.trim() || !parsed.success || parsed.data === null) {
      setError(t.invalid);
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      await setLimits.mutateAsync({ [period]: parsed.data });
      const msg = t.saved(formatMoney(parsed.data), t.period[period]!);
      toast.success(msg, { id: "limit-offer" });
      setSaved(msg);
    } catch (e) {
      setFailure(failureOf(e).message);
    } finally {
      setBusy(false);
    }
  };
  const skip = () => {
    try {
      window.localStorage.setItem(SKIPPED, "1");
    } catch {
      // Not kept: it comes back next time, which is harmless.
    }
    setSkipped(true);
  };

  return (
    <section className={s.offer} aria-labelledby={`${id}-title`} data-testid="limit-offer">
      <div className={s.head}>
        <Glyph name="shield-key" size={24} />
        <div>
          <h2 id={`${id}-title`} className={s.title}>
            {t.title}
          </h2>
          <p className={s.lead}>{t.lead}</p>
        </div>
      </div>
      {failure && <Alert testId="limit-offer-error">{failure}</Alert>}
      <div className={s.row}>
        <div className={s.period}>
          <label className={s.label} htmlFor={`${id}-period`}>
            {t.periodLabel}
          </label>
          <Select id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t.period[p]}
              </option>
            ))}
          </Select>
        </div>
        <Field
          label={t.amountLabel}
          inputMode="decimal"
          autoComplete="off"
          placeholder="5,000"
          value={amount}
          error={error ?? undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className={s.buttons}>
        <Button onClick={() => void save()} disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
        <Button variant="ghost" onClick={skip} disabled={busy}>
          {t.skip}
        </Button>
      </div>
    </section>
  );
}

/**
 * Below the deposit form: with a limit in force, what is left of the tightest one; before the first deposit with no
 * limit, the offer. Nothing for a backend without limits (its call fails).
 */
export function DepositLimitNote({ firstDeposit }: { firstDeposit: boolean }) {
  const q = useQuery({ ...limitsQueryOptions(), retry: false });
  if (!q.data) return null;
  const set = PERIODS.filter((p) => q.data[p].amount !== null);
  if (set.length === 0) {
    return firstDeposit ? <LimitOffer /> : null;
  }
  const tightest = set.reduce((a, b) => ((q.data[b].remaining ?? Infinity) < (q.data[a].remaining ?? Infinity) ? b : a));
  return (
    <p className={s.note} data-testid="deposit-limit-note">
      <Glyph name="shield-key" size={18} />
      <span>
        {t.remaining(formatMoney(q.data[tightest].remaining), t.period[tightest]!)} <Link href={accountPath("limits")}>{t.manage}</Link>
      </span>
    </p>
  );
}
