"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Answer } from "@/lib/api/client";
import { useApproveWithdrawal, useRejectWithdrawal } from "@/lib/backoffice/mutations";
import { withdrawalQueueQueryOptions } from "@/lib/backoffice/queries";
import { formatDateTime, formatMoney, formatPhone } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import { QueryState } from "./query-state";
import { Field } from "@/components/ui/field";
import { StaffDecision } from "./staff-decision";
import s from "./backoffice.module.css";

type Row = Answer<"GET /api/backoffice/withdrawals">["data"][number];
type Deciding = { row: Row; action: "approve" | "reject" } | null;


/** The pending withdrawals, oldest first; `canDecide`: the role may approve and reject (the API checks it again). */
export function WithdrawalQueue({ canDecide }: { canDecide: boolean }) {
  const queue = useQuery(withdrawalQueueQueryOptions());
  const [deciding, setDeciding] = useState<Deciding>(null);

  return (
    <QueryState query={queue}>
      {(rows) => (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="withdrawal-queue">
            <thead>
              <tr>
                <th scope="col">{b.columns.id}</th>
                <th scope="col">{b.columns.member}</th>
                <th scope="col">{b.columns.account}</th>
                <th scope="col" className={s.num}>
                  {b.columns.amount}
                </th>
                <th scope="col" className={s.num}>
                  {b.columns.credit}
                </th>
                <th scope="col">{b.columns.at}</th>
                <th scope="col">{b.columns.approvals}</th>
                {canDecide && <th scope="col">{b.columns.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={canDecide ? 8 : 7} className={s.empty}>
                    {b.queueEmpty}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.id} data-testid={`withdrawal-${row.id}`}>
                  <td>#{row.id}</td>
                  <td className={s.nowrap}>
                    {formatPhone(row.phone)}
                    <span className={s.sub}>{row.name ?? "-"}</span>
                  </td>
                  <td>
                    {(row.bank ?? "-").toUpperCase()} {row.account_number ?? "-"}
                  </td>
                  <td className={s.num}>{formatMoney(row.amount)}</td>
                  <td className={s.num}>{formatMoney(row.credit)}</td>
                  <td>{formatDateTime(row.created_at)}</td>
                  <td>
                    {row.payout?.status === "sending" && <span className={s.flag}>{b.payouts.sending}</span>}
                    {row.payout?.status === "held" && <span className={s.sub}>{b.payouts.held(row.payout.reason ?? "")}</span>}
                    {row.needs_two && <span className={s.flag}>{b.needsTwo}</span>}
                    {row.approved_by.length > 0 && <span className={s.sub}>{b.approvedBy(row.approved_by.join(", "))}</span>}
                  </td>
                  {canDecide && (
                    <td>
                      {/* On its way through the payout provider: its callback settles it, not a person. */}
                      <div className={`${s.actions} ${s.nowrap}`} hidden={row.payout?.status === "sending"}>
                        <Button size="small" onClick={() => setDeciding({ row, action: "approve" })}>
                          {b.approve}
                        </Button>
                        <Button size="small" variant="outline" onClick={() => setDeciding({ row, action: "reject" })}>
                          {b.reject}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {deciding && <DecisionDialog key={`${deciding.action}-${deciding.row.id}`} deciding={deciding} onDone={() => setDeciding(null)} />}
        </div>
      )}
    </QueryState>
  );
}

/** Approve (with the transfer's reference) or reject (with the reason the member reads) one withdrawal. */
function DecisionDialog({ deciding, onDone }: { deciding: NonNullable<Deciding>; onDone: () => void }) {
  const { row, action } = deciding;
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [text, setText] = useState("");

  const decide = async () => {
    if (action === "reject") {
      await reject.mutateAsync({ id: row.id, reason: text });
      return b.rejected(row.id);
    }
    const { status } = await approve.mutateAsync({ id: row.id, reference: text.trim() || undefined });
    return status === "awaiting_second" ? b.awaitingSecond(row.id) : b.approved(row.id);
  };

  const account = `${(row.bank ?? "-").toUpperCase()} ${row.account_number ?? "-"}`;
  return (
    <StaffDecision
      title={action === "approve" ? b.approveTitle(row.id) : b.rejectTitle(row.id)}
      testId="decision-dialog"
      confirm={action === "approve" ? b.confirmApprove : b.confirmReject}
      variant={action === "approve" ? "gold" : "withdraw"}
      decide={decide}
      onDone={onDone}
    >
      {action === "approve" ? (
        <>
          <p className={s.note}>{row.needs_two && row.approved_by.length === 0 ? b.approveFirstLead : b.approveLead(formatMoney(row.amount), account)}</p>
          <Field label={b.reference} maxLength={100} value={text} onChange={(e) => setText(e.target.value)} />
        </>
      ) : (
        <label className={s.note}>
          {b.reasonLabel}
          <textarea className={s.textarea} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      )}
    </StaffDecision>
  );
}
