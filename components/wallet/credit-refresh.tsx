"use client";
import type { CSSProperties } from "react";
import { labelsText } from "@/lib/i18n/th/labels";
import { useCreditCheck } from "@/lib/wallet/use-credit-check";
import { Glyph } from "@/components/ui/glyph";
import s from "./credit-refresh.module.css";

/**
 * The refresh icon beside the credit (header strip, drawer, wallet card). It starts the credit check
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
      <Glyph name="refresh" size={Math.round(size * 0.45)} />
    </button>
  );
}
