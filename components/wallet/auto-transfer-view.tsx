"use client";
import { toast } from "@/lib/toast";
import { bankOf } from "@/lib/banks/banks";
import { useProfile } from "@/lib/customers/queries";
import { sitePagesText } from "@/lib/i18n/th/site-pages";
import { paths } from "@/lib/paths";
import { BankBadge } from "@/components/register/bank-badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { Spinner } from "@/components/ui/spinner";
import s from "./wallet-flow.module.css";
import a from "./auto-transfer.module.css";

const t = sitePagesText.autoTransfer;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t.copied, { id: "auto-transfer-copy" });
  } catch {
    toast.error(t.copyFailed, { id: "auto-transfer-copy" });
  }
}

function Account({ title, bankKey, number, name, testId, copyable }: { title: string; bankKey: string | null; number: string | null; name: string | null; testId: string; copyable?: boolean }) {
  const bank = bankOf(bankKey);
  return (
    <section className={s.card} data-testid={testId} aria-label={title}>
      <h2 className={a.heading}>{title}</h2>
      <div className={`${s.account} ${a.stack}`}>
        {bank ? <BankBadge bank={bank} size={48} /> : <span />}
        <div className={s.accountText}>
          <span className={s.muted}>{bank?.thai_name ?? bankKey ?? ""}</span>
          <b className={`money ${s.accountNumber}`}>{number ?? t.noAccount}</b>
          <span>{name}</span>
        </div>
        {copyable && number && (
          <Button variant="outline" onClick={() => void copy(number)}>
            {t.copyNumber}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The member's registered account, the operator's receiving account (copy), how a transfer is matched, the times. */
export function AutoTransferView() {
  const { data: p } = useProfile();
  if (!p) {
    return (
      <div className={s.loading} role="status">
        <Spinner />
      </div>
    );
  }
  return (
    <>
      <div className={a.accounts}>
        <Account title={t.yourAccount} bankKey={p.bank} number={p.account_number} name={p.name} testId="auto-from-account" />
        <Account title={t.toAccount} bankKey={p.to_bank} number={p.to_account_number} name={p.to_name} testId="auto-to-account" copyable />
      </div>
      <section className={s.card} aria-labelledby="auto-how">
        <h2 id="auto-how" className={a.heading}>
          {t.howTitle}
        </h2>
        <ol className={a.steps}>
          {t.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <section className={s.card} aria-labelledby="auto-times">
        <h2 id="auto-times" className={a.heading}>
          {t.timesTitle}
        </h2>
        <ul className={a.times}>
          {t.times.map((line) => (
            <li key={line}>
              <Glyph name="clock" size={20} />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </section>
      <ButtonLink href={paths.deposit()} variant="deposit" size="large">
        {t.toDeposit}
      </ButtonLink>
    </>
  );
}
