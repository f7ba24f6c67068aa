"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Answer } from "@/lib/api/client";
import { useCloseReview, useMatchReview } from "@/lib/backoffice/mutations";
import { reviewQueueQueryOptions } from "@/lib/backoffice/queries";
import { formatDateTime, formatMoney, formatPhone } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import { QueryState } from "./query-state";
import { StaffDecision } from "./staff-decision";
import s from "./backoffice.module.css";

type Review = Answer<"GET /api/backoffice/reviews">["data"][number];
type Candidate = Review["candidates"][number];
type Acting = { review: Review; match: Candidate } | { review: Review; match: null } | null;

/** Unmatched lines, oldest first; `canResolve`: the role may match and close (the API checks it again). */
export function ReviewQueue({ canResolve }: { canResolve: boolean }) {
  const reviews = useQuery(reviewQueueQueryOptions());
  const [acting, setActing] = useState<Acting>(null);

  return (
    <QueryState query={reviews}>
      {(rows) => (
        <div className={s.tableWrap}>
          <table className={s.table} data-testid="review-queue">
            <thead>
              <tr>
                <th scope="col">{b.reviewColumns.id}</th>
                <th scope="col">{b.reviewColumns.source}</th>
                <th scope="col" className={s.num}>
                  {b.reviewColumns.amount}
                </th>
                <th scope="col">{b.reviewColumns.reason}</th>
                <th scope="col">{b.reviewColumns.candidates}</th>
                {canResolve && <th scope="col">{b.reviewColumns.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={canResolve ? 6 : 5} className={s.empty}>
                    {b.reviewsEmpty}
                  </td>
                </tr>
              )}
              {rows.map((review) => (
                <tr key={review.id} data-testid={`review-${review.id}`}>
                  <td>#{review.id}</td>
                  <td>
                    {b.sources[review.source] ?? review.source}
                    <span className={s.sub}>{formatDateTime(review.created_at)}</span>
                    <span className={s.eventId} title={review.event_id}>
                      {review.event_id}
                    </span>
                  </td>
                  <td className={s.num}>{review.amount === null ? "–" : formatMoney(review.amount)}</td>
                  <td>{b.reasons[review.reason] ?? review.reason}</td>
                  <td>
                    {review.candidates.length === 0 && <span className={s.sub}>{b.noCandidates}</span>}
                    {review.candidates.map((c) => (
                      <div key={c.id} className={s.candidate}>
                        <span className={s.nowrap}>
                          #{c.id} {formatPhone(c.phone)}
                          <span className={s.sub}>
                            {b.depositStatus[c.status] ?? c.status} · {formatDateTime(c.created_at)}
                          </span>
                        </span>
                        {canResolve && (
                          <Button size="small" variant="outline" onClick={() => setActing({ review, match: c })}>
                            {b.match}
                          </Button>
                        )}
                      </div>
                    ))}
                  </td>
                  {canResolve && (
                    <td>
                      <Button size="small" variant="ghost" onClick={() => setActing({ review, match: null })}>
                        {b.close}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {acting && <ResolveDialog key={`${acting.review.id}-${acting.match?.id ?? "close"}`} acting={acting} onDone={() => setActing(null)} />}
        </div>
      )}
    </QueryState>
  );
}

/** Match the line to the chosen deposit, or close it as refunded or not ours with a reason. */
function ResolveDialog({ acting, onDone }: { acting: NonNullable<Acting>; onDone: () => void }) {
  const { review, match } = acting;
  const matchReview = useMatchReview();
  const closeReview = useCloseReview();
  const [resolution, setResolution] = useState<"refunded" | "not_ours">("refunded");
  const [reason, setReason] = useState("");

  const decide = async () => {
    if (match) {
      await matchReview.mutateAsync({ id: review.id, depositId: match.id });
      return b.matched(review.id);
    }
    await closeReview.mutateAsync({ id: review.id, resolution, reason });
    return b.closed(review.id);
  };

  return (
    <StaffDecision
      title={match ? b.matchTitle(review.id) : b.closeTitle(review.id)}
      testId="resolve-dialog"
      confirm={match ? b.confirmMatch : b.confirmClose}
      decide={decide}
      onDone={onDone}
    >
      {match ? (
        <p className={s.note}>{b.matchLead(formatMoney(review.amount), match.id, formatPhone(match.phone))}</p>
      ) : (
        <>
          <fieldset className={s.choices}>
            {(["refunded", "not_ours"] as const).map((r) => (
              <label key={r}>
                <input type="radio" name="resolution" value={r} checked={resolution === r} onChange={() => setResolution(r)} /> {b.resolutions[r]}
              </label>
            ))}
          </fieldset>
          <label className={s.note}>
            {b.closeReason}
            <textarea className={s.textarea} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </>
      )}
    </StaffDecision>
  );
}
