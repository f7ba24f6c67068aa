import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { notifications } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { HttpError, invalidField, refusal } from "@/server/http/errors";
import { withAccount } from "@/server/games/launch";
import { moneyEvent } from "@/server/observability/log";
import { gameProvider, ProviderError } from "@/server/provider";
import { OPERATOR_ADJUSTMENTS, PROVIDER_FLOAT, lockCounterAccount, memberWallet, post } from "@/server/wallet/ledger";
import { MAX_MONEY_SATANG } from "@/server/wallet/deposits";
import { lockMember } from "@/server/wallet/locks";
import { moneyMsg } from "@/server/wallet/messages";
import { creditIntoProvider } from "@/server/wallet/to-provider";
import { bahtText, inTx } from "@/server/wallet/tx";
import { fourEyesThreshold } from "@/server/wallet/withdrawals";
import { th } from "@/lib/i18n/th";
import { audit } from "./audit";
import { requirePermission, type StaffActor } from "./roles";

const t = th.backoffice.adjustments;

export type AdjustmentType = "goodwill" | "correction";
type AdjustmentStatus = "pending" | "posted" | "rejected";

/** Rows the page shows: the pending ones first, then the newest. */
const LIST_LIMIT = 100;

export interface AdjustmentRow {
  id: number;
  member_id: number;
  phone: string;
  name: string | null;
  type: AdjustmentType;
  amount_satang: number;
  reason: string;
  status: AdjustmentStatus;
  requested_by: string;
  decided_by: string | null;
  reject_reason: string | null;
  created_at: string;
  decided_at: string | null;
}

/** The pending adjustments (oldest first), then the decided ones (newest first), with the four-eyes threshold. */
export async function adjustmentList(db: DB, actor: StaffActor): Promise<{ data: AdjustmentRow[]; four_eyes_satang: number }> {
  requirePermission(actor, "adjustments.read");
  const rows = rowsOf<AdjustmentRow & { amount_satang: string | number }>(
    await db.execute(sql`
      SELECT a.id, a.member_id, m.phone, m.name, a.type, a.amount_satang, a.reason, a.status, r.username AS requested_by,
             d.username AS decided_by, a.reject_reason, a.created_at::text AS created_at, a.decided_at::text AS decided_at
      FROM credit_adjustments a JOIN members m ON m.id = a.member_id JOIN staff r ON r.id = a.requested_by
      LEFT JOIN staff d ON d.id = a.decided_by
      ORDER BY (a.status = 'pending') DESC, CASE WHEN a.status = 'pending' THEN a.id ELSE -a.id END LIMIT ${LIST_LIMIT}`),
  );
  return {
    data: rows.map((r) => ({ ...r, id: Number(r.id), member_id: Number(r.member_id), amount_satang: Number(r.amount_satang) })),
    four_eyes_satang: await fourEyesThreshold(db),
  };
}

/** The reason as kept: trimmed, 3-500 characters (the table's CHECK says the same). */
function reasonOf(text: string): string {
  const reason = text.trim();
  if (reason.length < 3 || reason.length > 500) throw invalidField("reason", t.errors.reason);
  return reason;
}

/** Goodwill gives credit (> 0); a correction gives or takes it back (never 0); either at most MAX_MONEY_SATANG. */
function checkAmount(type: AdjustmentType, satang: number): void {
  if (!Number.isSafeInteger(satang) || satang === 0 || Math.abs(satang) > MAX_MONEY_SATANG) throw invalidField("amount", t.errors.amount);
  if (type === "goodwill" && satang < 0) throw invalidField("amount", t.errors.goodwillPositive);
}

/**
 * Posts adjustment `id` (its member locked, its row locked and pending): a positive amount goes into the member's
 * credit through creditIntoProvider (operator_adjustments → member wallet → provider float, no turnover); a negative
 * one comes out of the provider account (transferOut), then provider float → member wallet → operator_adjustments.
 * Provider key and ledger reference `adjustment:<id>`, so it moves once. Marks the row posted and tells the member.
 * Refuses (Thai, `asField`: on the form's amount, else 409) when the credit is less than a correction takes.
 */
async function postAdjustment(
  tx: DB,
  actor: StaffActor,
  a: { id: number; memberId: number; amount: number; reason: string },
  asField: boolean,
): Promise<{ creditBefore: number; creditAfter: number }> {
  const key = `adjustment:${a.id}`;
  let creditAfter: number;
  if (a.amount > 0) {
    const moved = await creditIntoProvider(tx, a.memberId, {
      key,
      inflows: [{ kind: "adjustment", reference: key, from: OPERATOR_ADJUSTMENTS, satang: a.amount }],
      turnoverSatang: 0,
    });
    creditAfter = moved.balanceSatang;
  } else {
    const take = -a.amount;
    const provider = gameProvider(tx);
    const overCredit = (credit: number) => (asField ? invalidField("amount", t.errors.overCredit(bahtText(credit))) : refusal(t.errors.overCredit(bahtText(credit)), 409));
    const balance = await withAccount(provider, a.memberId, () => provider.balance(a.memberId));
    if (balance < take) throw overCredit(balance);
    try {
      creditAfter = (await provider.transferOut(a.memberId, take, key)).balanceSatang;
    } catch (e) {
      if (e instanceof ProviderError && e.code === "insufficient_funds") throw overCredit(await provider.balance(a.memberId));
      throw e;
    }
    // operator_adjustments comes before provider_float in the lock order (locks.ts step 5): held first.
    await lockCounterAccount(tx, OPERATOR_ADJUSTMENTS);
    await post(tx, {
      kind: "transfer_from_provider",
      reference: `${key}:from-provider`,
      entries: [
        { account: PROVIDER_FLOAT, satang: -take },
        { account: memberWallet(a.memberId), satang: take },
      ],
    });
    await post(tx, {
      kind: "adjustment",
      reference: key,
      entries: [
        { account: memberWallet(a.memberId), satang: -take },
        { account: OPERATOR_ADJUSTMENTS, satang: take },
      ],
    });
    await tx.execute(sql`UPDATE members SET credit_satang = ${creditAfter} WHERE id = ${a.memberId}`);
  }
  const [posting] = rowsOf<{ id: string | number }>(await tx.execute(sql`SELECT id FROM ledger_transactions WHERE reference = ${key}`));
  await tx.execute(sql`
    UPDATE credit_adjustments SET status = 'posted', decided_by = ${actor.staffId}, decided_at = now(), ledger_transaction_id = ${Number(posting!.id)}
    WHERE id = ${a.id}`);
  const baht = bahtText(Math.abs(a.amount));
  await tx.insert(notifications).values({
    memberId: a.memberId,
    message: a.amount > 0 ? moneyMsg.creditAddedNote(baht, a.reason) : moneyMsg.creditDeductedNote(baht, a.reason),
  });
  return { creditBefore: creditAfter - a.amount, creditAfter };
}

/**
 * Finance asks to adjust a member's credit (found by phone): goodwill (> 0) or a correction (either sign), with a
 * reason the member reads. Up to the four-eyes threshold (its absolute value) it is posted at once by the requester;
 * above it, it waits for another finance or owner to approve it. One transaction under the member's lock, with its one
 * audit row: a refused one writes nothing.
 */
export async function requestAdjustment(
  db: DB,
  actor: StaffActor,
  input: { phone: string; type: AdjustmentType; amountSatang: number; reason: string },
): Promise<{ id: number; status: "posted" | "pending" }> {
  requirePermission(actor, "adjustments.request");
  const reason = reasonOf(input.reason);
  const amount = input.amountSatang;
  checkAmount(input.type, amount);
  const threshold = await fourEyesThreshold(db);
  const made = await inTx(db, async (tx) => {
    const [found] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM members WHERE phone = ${input.phone}`));
    if (!found) throw invalidField("phone", t.errors.phone);
    const memberId = Number(found.id);
    const member = await lockMember(tx, memberId);
    if (member?.status !== "active") throw invalidField("phone", t.errors.memberNotActive);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO credit_adjustments (member_id, type, amount_satang, reason, requested_by)
        VALUES (${memberId}, ${input.type}, ${amount}, ${reason}, ${actor.staffId}) RETURNING id`),
    );
    const id = Number(row!.id);
    const entry = { targetType: "member", targetId: memberId, reason };
    if (Math.abs(amount) > threshold) {
      // Waiting for a second person: a correction the credit cannot cover now is refused now, not at approval.
      if (amount < 0) {
        const provider = gameProvider(tx);
        const balance = await withAccount(provider, memberId, () => provider.balance(memberId));
        if (balance < -amount) throw invalidField("amount", t.errors.overCredit(bahtText(balance)));
      }
      await audit(tx, actor, { ...entry, action: "adjustment.request", after: { adjustment_id: id, type: input.type, amount_satang: amount, status: "pending" } });
      return { id, status: "pending" as const };
    }
    const credit = await postAdjustment(tx, actor, { id, memberId, amount, reason }, true);
    await audit(tx, actor, {
      ...entry,
      action: "adjustment.post",
      before: { credit_satang: credit.creditBefore },
      after: { adjustment_id: id, type: input.type, amount_satang: amount, status: "posted", credit_satang: credit.creditAfter },
    });
    return { id, status: "posted" as const };
  });
  if (made.status === "posted") moneyEvent("credit_adjusted", { adjustment_id: made.id, satang: amount });
  return made;
}

/** Locks the adjustment's member, then the adjustment (locks.ts order), and checks it is pending. */
async function lockPending(tx: DB, id: number) {
  const [ref] = rowsOf<{ member_id: number }>(await tx.execute(sql`SELECT member_id FROM credit_adjustments WHERE id = ${id}`));
  if (!ref) throw new HttpError(404, { message: t.errors.noAdjustment });
  await lockMember(tx, Number(ref.member_id));
  const [a] = rowsOf<{ member_id: number; type: AdjustmentType; amount: string | number; reason: string; status: AdjustmentStatus; requested_by: number }>(
    await tx.execute(sql`
      SELECT member_id, type, amount_satang AS amount, reason, status, requested_by FROM credit_adjustments WHERE id = ${id} FOR UPDATE`),
  );
  if (a!.status !== "pending") throw refusal(th.backoffice.notPending, 409);
  return { memberId: Number(a!.member_id), type: a!.type, amount: Number(a!.amount), reason: a!.reason, requestedBy: Number(a!.requested_by) };
}

/**
 * A second finance or owner approves a pending adjustment: it is posted now (postAdjustment) and the member told. The
 * requester cannot approve their own (403). Audited in the posting's transaction.
 */
export async function approveAdjustment(db: DB, actor: StaffActor, id: number): Promise<{ status: "posted" }> {
  requirePermission(actor, "adjustments.decide");
  const satang = await inTx(db, async (tx) => {
    const a = await lockPending(tx, id);
    if (a.requestedBy === actor.staffId) throw refusal(t.errors.selfApprove, 403);
    const credit = await postAdjustment(tx, actor, { id, memberId: a.memberId, amount: a.amount, reason: a.reason }, false);
    await audit(tx, actor, {
      action: "adjustment.approve",
      targetType: "member",
      targetId: a.memberId,
      before: { adjustment_id: id, status: "pending", credit_satang: credit.creditBefore },
      after: { adjustment_id: id, type: a.type, amount_satang: a.amount, status: "posted", credit_satang: credit.creditAfter },
      reason: a.reason,
    });
    return a.amount;
  });
  moneyEvent("credit_adjusted", { adjustment_id: id, satang });
  return { status: "posted" };
}

/** Rejects a pending adjustment with a reason (anyone who may decide, its requester too); nothing is posted. Audited. */
export async function rejectAdjustment(db: DB, actor: StaffActor, id: number, input: { reason: string }): Promise<{ status: "rejected" }> {
  requirePermission(actor, "adjustments.decide");
  const reason = input.reason.trim();
  if (!reason) throw invalidField("reason", th.backoffice.reasonRequired);
  return inTx(db, async (tx) => {
    const a = await lockPending(tx, id);
    await tx.execute(sql`
      UPDATE credit_adjustments SET status = 'rejected', decided_by = ${actor.staffId}, decided_at = now(), reject_reason = ${reason} WHERE id = ${id}`);
    await audit(tx, actor, {
      action: "adjustment.reject",
      targetType: "member",
      targetId: a.memberId,
      before: { adjustment_id: id, type: a.type, amount_satang: a.amount, status: "pending" },
      after: { adjustment_id: id, status: "rejected" },
      reason,
    });
    return { status: "rejected" as const };
  });
}
