import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { notifications } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { HttpError, invalidField, refusal } from "@/server/http/errors";
import { completeDeposit } from "@/server/wallet/deposits";
import { lockMember } from "@/server/wallet/locks";
import { moneyMsg } from "@/server/wallet/messages";
import { bahtText, inTx } from "@/server/wallet/tx";
import { th } from "@/lib/i18n/th";
import { audit } from "./audit";
import { requirePermission, type StaffActor } from "./roles";

export interface QueuedReview {
  id: number;
  source: string;
  event_id: string;
  amount_satang: number | null;
  reason: string;
  created_at: string;
  /** Deposits of the same amount from the 7 days before it arrived that were never credited: the likely owners. */
  candidates: { id: number; member_id: number; phone: string; status: string; created_at: string }[];
}

/** Bank lines and gateway events no deposit took, oldest first, each with the deposits it may belong to. */
export async function reviewQueue(db: DB, actor: StaffActor): Promise<QueuedReview[]> {
  requirePermission(actor, "reviews.read");
  const rows = rowsOf<Omit<QueuedReview, "amount_satang"> & { amount_satang: string | number | null }>(
    await db.execute(sql`
      SELECT v.id, v.source, v.event_id, v.amount_satang, v.reason, v.created_at::text AS created_at,
             (SELECT COALESCE(json_agg(json_build_object('id', r.id, 'member_id', r.member_id, 'phone', m.phone, 'status', r.status,
                                                         'created_at', r.created_at) ORDER BY r.id DESC), '[]'::json)
              FROM money_requests r JOIN members m ON m.id = r.member_id
              WHERE r.type = 'deposit' AND r.amount_satang = v.amount_satang AND r.status IN ('pending', 'expired', 'cancelled')
                AND r.created_at > v.created_at - interval '7 days' AND r.created_at <= v.created_at) AS candidates
      FROM manual_reviews v WHERE v.resolved_at IS NULL ORDER BY v.id LIMIT 200`),
  );
  return rows.map((r) => ({ ...r, amount_satang: r.amount_satang === null ? null : Number(r.amount_satang) }));
}

/** Locks an unresolved review. */
async function lockOpen(tx: DB, id: number) {
  const [review] = rowsOf<{ amount: string | number | null; reason: string; source: string; resolved: boolean }>(
    await tx.execute(sql`
      SELECT amount_satang AS amount, reason, source, resolved_at IS NOT NULL AS resolved FROM manual_reviews WHERE id = ${id} FOR UPDATE`),
  );
  if (!review) throw new HttpError(404, { message: th.backoffice.noReview });
  if (review.resolved) throw refusal(th.backoffice.reviewResolved, 409);
  return review;
}

/**
 * Credits an unmatched line to the deposit it belongs to (the same amount; pending, expired or cancelled), through the
 * webhook's own path (completeDeposit: the member's lock, the provider, the ledger), once: the review and the deposit
 * are both locked and re-checked. The member is told. Audited in the same transaction.
 */
export async function matchReview(db: DB, actor: StaffActor, id: number, input: { depositId: number }): Promise<{ status: "matched" }> {
  requirePermission(actor, "reviews.resolve");
  return inTx(db, async (tx) => {
    const [deposit] = rowsOf<{ member_id: number; amount: string | number }>(
      await tx.execute(sql`SELECT member_id, amount_satang AS amount FROM money_requests WHERE id = ${input.depositId} AND type = 'deposit'`),
    );
    if (!deposit) throw invalidField("deposit_id", th.backoffice.noDeposit);
    // The member's lock comes first (locks.ts), then the review.
    await lockMember(tx, Number(deposit.member_id));
    const review = await lockOpen(tx, id);
    if (review.amount === null) throw refusal(th.backoffice.reviewNoAmount, 409);
    if (Number(review.amount) !== Number(deposit.amount)) throw invalidField("deposit_id", th.backoffice.amountDiffers);
    if (!(await completeDeposit(tx, input.depositId, { late: true }))) throw refusal(th.backoffice.depositNotCreditable, 409);
    await tx.execute(sql`
      UPDATE manual_reviews SET resolved_at = now(), resolution = 'matched', request_id = ${input.depositId}, resolved_by = ${actor.staffId}
      WHERE id = ${id}`);
    await tx.insert(notifications).values({ memberId: deposit.member_id, message: moneyMsg.lateDepositNote(bahtText(Number(deposit.amount))) });
    await audit(tx, actor, {
      action: "review.match",
      targetType: "review",
      targetId: id,
      before: { reason: review.reason, source: review.source },
      after: { resolution: "matched", deposit_id: input.depositId, member_id: deposit.member_id },
    });
    return { status: "matched" as const };
  });
}

/** Closes an unmatched line without crediting anyone: sent back to its sender, or not the operator's money. Audited. */
export async function closeReview(
  db: DB,
  actor: StaffActor,
  id: number,
  input: { resolution: "refunded" | "not_ours"; reason: string },
): Promise<{ status: "refunded" | "not_ours" }> {
  requirePermission(actor, "reviews.resolve");
  const reason = input.reason.trim();
  if (!reason) throw invalidField("reason", th.backoffice.reasonRequired);
  return inTx(db, async (tx) => {
    const review = await lockOpen(tx, id);
    await tx.execute(sql`
      UPDATE manual_reviews SET resolved_at = now(), resolution = ${input.resolution}, resolved_by = ${actor.staffId}, note = ${reason}
      WHERE id = ${id}`);
    await audit(tx, actor, {
      action: "review.close",
      targetType: "review",
      targetId: id,
      before: { reason: review.reason, source: review.source },
      after: { resolution: input.resolution },
      reason,
    });
    return { status: input.resolution };
  });
}
