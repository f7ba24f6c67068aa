"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type * as z from "zod/mini";
import type { Answer } from "@/lib/api/client";
import type { backofficeRequestAdjustment } from "@/lib/api/contract/backoffice";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { useApproveAdjustment, useRejectAdjustment, useRequestAdjustment } from "@/lib/backoffice/mutations";
import { adjustmentsQueryOptions } from "@/lib/backoffice/queries";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { formatDateTime, formatMoney, formatPhone } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Alert, Field } from "@/components/ui/field";
import { Link } from "@/components/ui/link";
import { Select } from "@/components/ui/select";
import { QueryState } from "./query-state";
import { StaffDecision } from "./staff-decision";
import s from "./backoffice.module.css";

const t = b.adjustments;
type Row = Answer<"GET /api/backoffice/adjustments">["data"][number];
type Deciding = { row: Row; action: "approve" | "reject" } | null;
type FormBody = NonNullable<(typeof backofficeRequestAdjustment)["body"]>;
const resolver = lazyResolver(() => import("@/lib/api/contract/backoffice").then((m) => m.backofficeRequestAdjustment.body as FormBody));
const FIELDS = ["phone", "type", "amount", "reason"] as const;

/** Day and time to the minute: the table stays whole at 768 px. */
const minutes = (at: string) => formatDateTime(at).slice(0, -3);

/** Baht with its sign: what the adjustment does to the member's credit. */
const signed = (baht: number) => (baht > 0 ? `+${formatMoney(baht)}` : `−${formatMoney(-baht)}`);

/**
 * Manual adjustments of members' credit: the form (when the role may ask, `canRequest`) and the latest adjustments with
 * approve and reject on the pending ones (`canDecide`; never approve one's own). `me`: the signed-in username.
 * `phone`: the member to start with (from their page). The API checks every rule again.
 */
export function CreditAdjustments({ me, phone, canRequest, canDecide }: { me: string; phone: string; canRequest: boolean; canDecide: boolean }) {
  const list = useQuery(adjustmentsQueryOptions());
  const [deciding, setDeciding] = useState<Deciding>(null);

  return (
    <QueryState query={list}>
      {({ data: rows, four_eyes }) => (
        <div className={s.sections}>
          {canRequest && (
            <section aria-labelledby="adjust-heading" className={s.section}>
              <h2 id="adjust-heading" className={s.sectionHeading}>
                {t.formTitle}
              </h2>
              <AdjustmentForm phone={phone} fourEyes={four_eyes} />
            </section>
          )}
          <section aria-labelledby="adjustments-heading" className={s.section}>
            <h2 id="adjustments-heading" className={s.sectionHeading}>
              {t.listTitle}
            </h2>
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="adjustment-list">
                <thead>
                  <tr>
                    <th scope="col">{t.columns.member}</th>
                    <th scope="col">{t.columns.type}</th>
                    <th scope="col" className={s.num}>
                      {t.columns.amount}
                    </th>
                    <th scope="col">{t.columns.reason}</th>
                    <th scope="col">{t.columns.requested}</th>
                    <th scope="col">{t.columns.status}</th>
                    <th scope="col">{t.columns.decided}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={7} className={s.empty}>
                        {t.empty}
                      </td>
                    </tr>
                  )}
                  {rows.map((row) => (
                    <tr key={row.id} data-testid={`adjustment-${row.id}`}>
                      <td className={s.nowrap}>
                        <Link href={`/backoffice/members/${row.member_id}`} className={s.memberLink}>
                          {formatPhone(row.phone)}
                        </Link>
                        <span className={s.sub}>{row.name ?? "-"}</span>
                      </td>
                      <td className={s.nowrap}>
                        {t.typeShort[row.type]}
                        <span className={s.sub}>#{row.id}</span>
                      </td>
                      <td className={s.num}>{signed(row.amount)}</td>
                      <td className={s.reason}>{row.reason}</td>
                      <td className={s.nowrap}>
                        {row.requested_by}
                        <span className={s.sub}>{minutes(row.created_at)}</span>
                      </td>
                      <td className={s.nowrap}>
                        {row.status === "pending" ? <span className={s.flag}>{t.status.pending}</span> : t.status[row.status]}
                        {row.reject_reason && <span className={`${s.sub} ${s.reason}`}>{row.reject_reason}</span>}
                        {/* The decision sits with the status: a pending row's approve (never one's own) and reject. */}
                        {canDecide && row.status === "pending" && (
                          <div className={s.stacked}>
                            {row.requested_by === me ? (
                              <span className={s.sub}>{t.ownRequest}</span>
                            ) : (
                              <Button size="small" onClick={() => setDeciding({ row, action: "approve" })}>
                                {b.approve}
                              </Button>
                            )}
                            <Button size="small" variant="outline" onClick={() => setDeciding({ row, action: "reject" })}>
                              {b.reject}
                            </Button>
                          </div>
                        )}
                      </td>
                      <td className={s.nowrap}>
                        {row.decided_by ?? "-"}
                        {row.decided_at && <span className={s.sub}>{minutes(row.decided_at)}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          {deciding && <DecisionDialog key={`${deciding.action}-${deciding.row.id}`} deciding={deciding} onDone={() => setDeciding(null)} />}
        </div>
      )}
    </QueryState>
  );
}

/** The member by phone, the type, the amount in baht (signed for a correction) and the reason the member reads. */
function AdjustmentForm({ phone, fourEyes }: { phone: string; fourEyes: number }) {
  const request = useRequestAdjustment();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<FormBody>, unknown, z.output<FormBody>>({ resolver, defaultValues: { phone, type: "goodwill", amount: "", reason: "" } });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: "type" });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const made = await request.mutateAsync(values);
      toast.success(made.status === "posted" ? t.posted(made.id) : t.pending(made.id));
      form.reset({ phone: values.phone, type: values.type, amount: "", reason: "" });
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      for (const f of FIELDS) if (fields[f]?.[0]) form.setError(f, { message: fields[f][0] });
      if (!FIELDS.some((f) => fields[f])) setFailure(firstMessage(e));
    }
  });

  return (
    <form method="post" className={s.panelForm} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="adjustment-form">
      {failure && <Alert testId="adjustment-error">{failure}</Alert>}
      <div className={`${s.formGrid} ${s.topAligned}`}>
        <Field label={t.phone} inputMode="tel" autoComplete="off" maxLength={20} error={errors.phone?.message} {...form.register("phone")} />
        <label className={s.fieldLabel}>
          {t.type}
          <Select aria-invalid={errors.type ? true : undefined} {...form.register("type")}>
            <option value="goodwill">{t.types.goodwill}</option>
            <option value="correction">{t.types.correction}</option>
          </Select>
        </label>
        <Field label={t.amount} inputMode="decimal" autoComplete="off" maxLength={12} hint={t.amountHint[type]} error={errors.amount?.message} {...form.register("amount")} />
      </div>
      <label className={s.fieldLabel}>
        {t.reason}
        <textarea className={s.textarea} maxLength={500} aria-invalid={errors.reason ? true : undefined} {...form.register("reason")} />
        {errors.reason?.message && <span className={s.fieldError}>{errors.reason.message}</span>}
      </label>
      <div className={s.formActions}>
        <p className={s.note}>{t.fourEyes(formatMoney(fourEyes))}</p>
        <Button type="submit" size="small" disabled={request.isPending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

/** Approve (post it now) or reject (with a reason) one pending adjustment. */
function DecisionDialog({ deciding, onDone }: { deciding: NonNullable<Deciding>; onDone: () => void }) {
  const { row, action } = deciding;
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const [reason, setReason] = useState("");

  const decide = async () => {
    if (action === "approve") {
      await approve.mutateAsync(row.id);
      return t.approved(row.id);
    }
    await reject.mutateAsync({ id: row.id, reason });
    return t.rejected(row.id);
  };

  return (
    <StaffDecision
      title={action === "approve" ? t.approveTitle(row.id) : t.rejectTitle(row.id)}
      testId="adjustment-dialog"
      confirm={action === "approve" ? b.confirmApprove : b.confirmReject}
      variant={action === "approve" ? "gold" : "withdraw"}
      incomplete={action === "reject" && !reason.trim()}
      decide={decide}
      onDone={onDone}
    >
      <p className={s.note}>
        {t.types[row.type]} · {row.reason}
      </p>
      {action === "approve" ? (
        <p className={s.note}>{t.approveLead(signed(row.amount), formatPhone(row.phone))}</p>
      ) : (
        <label className={s.note}>
          {t.rejectReason}
          <textarea className={s.textarea} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      )}
    </StaffDecision>
  );
}
