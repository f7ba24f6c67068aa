"use client";
import { useState, type CSSProperties } from "react";
import { api } from "@/lib/api/client";
import { customersCheckCredit } from "@/lib/api/contract/customers";
import { useProfile } from "@/lib/customers/queries";
import { th } from "@/lib/i18n/th";
import { RefreshIcon } from "@/components/ui/icons";
import s from "./credit-refresh.module.css";

/**
 * The refresh icon beside the credit (header strip, drawer, wallet card): one place that asks for fresh credit,
 * spinning while it is checked. It asks the API to fetch the balance from the game provider (check-credit), then
 * reads the profile. (SPEC.md §4's full credit-check machine — toasts, a 5 s poll while credit_checking — comes
 * with the wallet work; the embedded API answers check-credit only once the balance has landed.)
 */
export function CreditRefresh({ size = 44, plain = false }: { size?: number; plain?: boolean }) {
  const profile = useProfile();
  const [checking, setChecking] = useState(false);
  const busy = checking || profile.isFetching;
  const refresh = async () => {
    setChecking(true);
    try {
      await api(customersCheckCredit, { query: {} });
    } catch {
      // The profile read below still shows the last known credit; a lost session surfaces there.
    } finally {
      setChecking(false);
    }
    await profile.refetch();
  };
  return (
    <button
      type="button"
      className={[s.button, plain && s.plain, busy && s.spinning].filter(Boolean).join(" ")}
      style={{ "--size": `${size}px` } as CSSProperties}
      onClick={() => void refresh()}
      disabled={busy}
      aria-label={th.labels.refreshCredit}
      aria-busy={busy}
    >
      <RefreshIcon size={Math.round(size * 0.45)} />
    </button>
  );
}
