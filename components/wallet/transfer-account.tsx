"use client";
import toast from "react-hot-toast";
import { bankOf, textOn } from "@/lib/banks/banks";
import { useProfile } from "@/lib/customers/queries";
import { th } from "@/lib/i18n/th";
import { Button } from "@/components/ui/button";
import s from "./transfer-account.module.css";

/**
 * The operator account a member transfers to (SPEC.md §3 to_bank / to_account_number / to_name), under the
 * คำเตือน warning to check it before every transfer and to send only from the registered account.
 */
export function TransferAccount() {
  const { data: p } = useProfile();
  const to = bankOf(p?.to_bank);
  const mine = bankOf(p?.bank);
  const copy = async () => {
    if (!p?.to_account_number) return;
    try {
      await navigator.clipboard.writeText(p.to_account_number);
      toast.success(th.deposit.copied);
    } catch {
      toast.error(th.deposit.copyFailed);
    }
  };
  return (
    <>
      <div className={s.warning} role="note">
        <strong>{th.labels.warning}</strong>
        <p>{th.deposit.warning}</p>
      </div>
      <div className={s.row}>
        <span className={s.badge} style={{ background: to?.color ?? "#26304a", color: textOn(to?.color ?? "#26304a") }} aria-hidden="true">
          {(p?.to_bank ?? "").toUpperCase()}
        </span>
        <div>
          <div className={s.label}>{to?.thai_name ?? "\u00a0"}</div>
          <div className={`money ${s.number}`} data-testid="to-account">
            {p?.to_account_number ?? "\u00a0"}
          </div>
          <div>{p?.to_name ?? "\u00a0"}</div>
        </div>
        <Button variant="ghost" size="small" className={s.copy} onClick={() => void copy()} disabled={!p?.to_account_number}>
          {th.deposit.copy}
        </Button>
      </div>
      {p && (
        <p className={s.mine}>
          {th.deposit.fromAccount}: {mine?.thai_name ?? p.bank} {p.account_number} {p.name ?? ""}
        </p>
      )}
    </>
  );
}
