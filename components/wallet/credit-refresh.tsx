"use client";
import type { CSSProperties } from "react";
import { useProfile } from "@/lib/customers/queries";
import { th } from "@/lib/i18n/th";
import { RefreshIcon } from "@/components/ui/icons";
import s from "./credit-refresh.module.css";

/**
 * The refresh icon beside the credit (header strip, drawer, wallet card): one place that asks for fresh credit,
 * spinning while it is checked.
 */
export function CreditRefresh({ size = 44, plain = false }: { size?: number; plain?: boolean }) {
  const profile = useProfile();
  const busy = profile.isFetching;
  return (
    <button
      type="button"
      className={[s.button, plain && s.plain, busy && s.spinning].filter(Boolean).join(" ")}
      style={{ "--size": `${size}px` } as CSSProperties}
      onClick={() => void profile.refetch()}
      disabled={busy}
      aria-label={th.labels.refreshCredit}
      aria-busy={busy}
    >
      <RefreshIcon size={Math.round(size * 0.45)} />
    </button>
  );
}
