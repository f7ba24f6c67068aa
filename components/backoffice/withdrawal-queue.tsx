"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Answer } from "@/lib/api/client";
import { firstMessage } from "@/lib/api/errors";
import { useApproveWithdrawal, useRejectWithdrawal } from "@/lib/backoffice/mutations";
import { withdrawalQueueQueryOptions } from "@/lib/backoffice/queries";
import { formatDateTime, formatMoney, formatPhone } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { QueryState } from "./query-state";
import { Dialog } from "@/components/ui/dialog";
import { Alert, Field } from "@/components/ui/field";
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
  const [failure, setFailure] = useState<string | null>(null);
  const busy = approve.isPending || reject.isPending;

  const submit = async () => {
    setFailure(null);
    try {
      if (action === "approve") {
        const { status } = await approve.mutateAsync({ id: row.id, reference: text.trim() || undefined });
        toast.success(status === "awaiting_second" ? b.awaitingSecond(row.id) : b.approved(row.id));
      } else {
        await reject.mutateAsync({ id: row.id, reason: text });
        toast.success(b.rejected(row.id));
      }
      onDone();
    } catch (e) {
      setFailure(firstMessage(e));
    }
  };

  const account = `${(row.bank ?? "-").toUpperCase()} ${row.account_number ?? "-"}`;
  return (
    <Dialog
      open
      onClose={onDone}
      title={action === "approve" ? b.approveTitle(row.id) : b.rejectTitle(row.id)}
      testId="decision-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onDone} disabled={busy}>
            {b.cancel}
          </Button>
          <Button variant={action === "approve" ? "gold" : "withdraw"} onClick={() => void submit()} disabled={busy}>
            {action === "approve" ? b.confirmApprove : b.confirmReject}
          </Button>
        </>
      }
    >
      <div className={s.dialogForm}>
        {failure && <Alert testId="decision-error">{failure}</Alert>}
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
      </div>
    </Dialog>
  );
}
