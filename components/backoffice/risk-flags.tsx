"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Answer } from "@/lib/api/client";
import { useCloseRiskFlag } from "@/lib/backoffice/mutations";
import { riskFlagsQueryOptions } from "@/lib/backoffice/queries";
import { formatDateTime, formatMoney, formatPhone } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { QueryState } from "./query-state";
import { StaffDecision } from "./staff-decision";
import s from "./backoffice.module.css";

type Flag = Answer<"GET /api/backoffice/risk-flags">["data"][number];

/** What the rule found, in a line or two of Thai (the evidence's amounts are baht). */
function Evidence({ flag }: { flag: Flag }) {
  const e = (flag.evidence ?? {}) as Record<string, unknown>;
  const phoneOf = (id: unknown) => formatPhone(flag.members.find((m) => m.id === Number(id))?.phone ?? `#${String(id)}`);
  switch (flag.kind) {
    case "shared_device":
      return <>{b.evidence.shared_device(phoneOf(e.device_of), Number(e.sessions))}</>;
    case "shared_bank_name":
      return <>{b.evidence.shared_bank_name(String(e.name))}</>;
    case "shared_ip":
      return <>{b.evidence.shared_ip(String(e.network), ((e.addresses as string[]) ?? []).join(", "))}</>;
    case "deposit_withdraw_no_play":
      return <>{b.evidence.deposit_withdraw_no_play(formatMoney(Number(e.deposit)), formatMoney(Number(e.withdrawal)))}</>;
    case "bonus_turnover_minimum": {
      const list = (e.bonuses as { bonus: number; required: number; staked: number }[]) ?? [];
      return (
        <>
          {b.evidence.bonus_turnover_minimum(list.length)}
          {list.map((x, i) => (
            <span key={i} className={s.sub}>
              {b.evidence.bonusLine(formatMoney(x.bonus), formatMoney(x.required), formatMoney(x.staked))}
            </span>
          ))}
        </>
      );
    }
  }
}

/** The open risk flags, newest first, each naming its members (linked to their pages); `canClose`: the role may close them. */
export function RiskFlags({ canClose }: { canClose: boolean }) {
  const flags = useQuery(riskFlagsQueryOptions());
  const [closing, setClosing] = useState<Flag | null>(null);
  const columns = canClose ? 6 : 5;

  return (
    <QueryState query={flags}>
      {(rows) => (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="risk-flags">
            <thead>
              <tr>
                <th scope="col">{b.riskColumns.id}</th>
                <th scope="col">{b.riskColumns.kind}</th>
                <th scope="col">{b.riskColumns.members}</th>
                <th scope="col">{b.riskColumns.evidence}</th>
                <th scope="col">{b.riskColumns.at}</th>
                {canClose && <th scope="col">{b.riskColumns.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={columns} className={s.empty}>
                    {b.riskEmpty}
                  </td>
                </tr>
              )}
              {rows.map((flag) => (
                <tr key={flag.id} data-testid={`risk-flag-${flag.id}`}>
                  <td>#{flag.id}</td>
                  <td>
                    <span className={s.flag}>{b.riskKinds[flag.kind] ?? flag.kind}</span>
                  </td>
                  <td>
                    <ul className={s.memberList}>
                      {flag.members.map((m) => (
                        <li key={m.id}>
                          <Link href={`/backoffice/members/${m.id}`} className={s.memberLink}>
                            {formatPhone(m.phone)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={s.evidence}>
                    <Evidence flag={flag} />
                  </td>
                  <td className={s.nowrap}>{formatDateTime(flag.opened_at)}</td>
                  {canClose && (
                    <td>
                      <Button size="small" variant="outline" onClick={() => setClosing(flag)}>
                        {b.riskClose}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {closing && <CloseDialog key={closing.id} flag={closing} onDone={() => setClosing(null)} />}
        </div>
      )}
    </QueryState>
  );
}

/** Close a flag with the reviewer's reason (the API refuses an empty one in Thai). */
function CloseDialog({ flag, onDone }: { flag: Flag; onDone: () => void }) {
  const close = useCloseRiskFlag();
  const [reason, setReason] = useState("");

  const decide = async () => {
    await close.mutateAsync({ id: flag.id, reason });
    return b.riskClosed(flag.id);
  };

  return (
    <StaffDecision title={b.riskCloseTitle(flag.id)} testId="risk-close-dialog" confirm={b.confirmClose} decide={decide} onDone={onDone}>
      <p className={s.note}>{b.riskCloseLead}</p>
      <label className={s.note}>
        {b.closeReason}
        <textarea className={s.textarea} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
    </StaffDecision>
  );
}
