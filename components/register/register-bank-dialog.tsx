"use client";
import { bankOf } from "@/lib/banks/banks";
import { labelsText } from "@/lib/i18n/th/labels";
import { registerText } from "@/lib/i18n/th/register";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Glyph } from "@/components/ui/glyph";
import { BankBadge } from "./bank-badge";
import s from "./register.module.css";

export interface BankDetails {
  bank: string;
  account_number: string;
  name: string;
  line: string;
}

interface Props {
  details: BankDetails | null;
  busy: boolean;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * The register-bank dialog: the chosen bank, number and name, and the warning that this account is used
 * for every deposit and withdrawal and cannot be changed later. แก้ไข goes back to the form; ยืนยัน registers it.
 */
export function RegisterBankDialog({ details, busy, onEdit, onConfirm }: Props) {
  const bank = bankOf(details?.bank);
  return (
    <Dialog
      open={details !== null}
      onClose={() => !busy && onEdit()}
      title={registerText.confirmBankTitle}
      testId="register-bank-dialog"
      // While the account is being registered the dialog stays: Esc would close it under the request.
      dismissible={!busy}
      actions={
        <>
          <Button variant="ghost" onClick={onEdit} disabled={busy}>
            {registerText.edit}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? registerText.saving : registerText.confirm}
          </Button>
        </>
      }
    >
      {details && (
        <div className={s.summary}>
          <div className={s.summaryBank}>
            {bank && <BankBadge bank={bank} size={48} />}
            <div>
              <div className={s.summaryBankName}>{bank?.thai_name ?? details.bank}</div>
              <div className={s.summaryMuted}>{bank?.nice_name}</div>
            </div>
          </div>
          <dl className={s.summaryList}>
            <div>
              <dt>{registerText.accountNumber}</dt>
              <dd className={s.accountNumber}>{details.account_number}</dd>
            </div>
            <div>
              <dt>{registerText.accountName}</dt>
              <dd>{details.name}</dd>
            </div>
            {details.line && (
              <div>
                <dt>{registerText.lineIdShort}</dt>
                <dd>{details.line}</dd>
              </div>
            )}
          </dl>
          <p className={s.warning}>
            <Glyph name="warning" size={20} />
            <span>
              <strong>{labelsText.warning}</strong> {registerText.confirmBankWarning}
            </span>
          </p>
        </div>
      )}
    </Dialog>
  );
}
