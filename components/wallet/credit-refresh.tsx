"use client";
import type { CSSProperties } from "react";
import { labelsText } from "@/lib/i18n/th/labels";
import { useCreditCheck } from "@/lib/wallet/use-credit-check";
import { RefreshIcon } from "@/components/ui/icons";
import s from "./credit-refresh.module.css";

/**
 * The refresh icon beside the credit (header strip, drawer, wallet card). It starts SPEC.md §4's credit check
 * (lib/wallet/credit-check.ts); every icon shows the same check, spinning and disabled while it runs. The poll itself
 * runs in CreditCheckDriver, mounted once for a member.
 */
export function CreditRefresh({ size = 44, plain = false }: { size?: number; plain?: boolean }) {
  const { busy, start } = useCreditCheck();
  return (
    <button
      type="button"
      className={[s.button, plain && s.plain, busy && s.spinning].filter(Boolean).join(" ")}
      style={{ "--size": `${size}px` } as CSSProperties}
      onClick={start}
      disabled={busy}
      aria-label={labelsText.refreshCredit}
      aria-busy={busy}
    >
      <RefreshIcon size={Math.round(size * 0.45)} />
    </button>
  );
}
