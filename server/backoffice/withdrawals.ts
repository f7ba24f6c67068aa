import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { HttpError, invalidField, refusal } from "@/server/http/errors";
import { decideWithdrawal, fourEyesThreshold } from "@/server/wallet/withdrawals";
import { lockMemberOf } from "@/server/wallet/locks";
import { moneyMsg } from "@/server/wallet/messages";
import { bahtText, inTx } from "@/server/wallet/tx";
import { notifications } from "@/server/db/schema";
import { th } from "@/lib/i18n/th";
import { audit } from "./audit";
import { requirePermission, type StaffActor } from "./roles";

export interface QueuedWithdrawal {
  id: number;
  member_id: number;
  phone: string;
  name: string | null;
  bank: string | null;
  account_number: string | null;
  amount_satang: number;
  credit_satang: number;
  created_at: string;
  /** Who approved it so far (four-eyes), in order. */
  approved_by: string[];
  needs_two: boolean;
  /** The automatic payout's state, if the rules weighed it: sending (hands off), or held with the rule it missed. */
  payout: { status: "sending" | "held"; reason: string | null } | null;
}

/** The pending withdrawals, oldest first, with the member's context. */
export async function withdrawalQueue(db: DB, actor: StaffActor): Promise<QueuedWithdrawal[]> {
  requirePermission(actor, "withdrawals.read");
  const threshold = await fourEyesThreshold(db);
  const rows = rowsOf<Omit<QueuedWithdrawal, "needs_two">>(
    await db.execute(sql`
      SELECT r.id, r.member_id, m.phone, m.name, m.bank, m.account_number, r.amount_satang::bigint AS amount_satang,
             m.credit_satang::bigint AS credit_satang, r.created_at::text AS created_at,
             (SELECT COALESCE(json_agg(s.username ORDER BY a.at), '[]'::json)
              FROM withdrawal_approvals a JOIN staff s ON s.id = a.staff_id WHERE a.request_id = r.id) AS approved_by,
             (SELECT json_build_object('status', p.status, 'reason', p.reason) FROM payouts p WHERE p.request_id = r.id) AS payout
      FROM money_requests r JOIN members m ON m.id = r.member_id
      WHERE r.type = 'withdraw' AND r.status = 'pending'
      ORDER BY r.id LIMIT 200`),
  );
  return rows.map((r) => {
    const amount = Number(r.amount_satang);
    return { ...r, amount_satang: amount, credit_satang: Number(r.credit_satang), needs_two: amount > threshold };
  });
}

/** Locks the member, then the request (locks.ts order), and checks it is a pending withdrawal. */
async function lockPending(tx: DB, id: number): Promise<{ memberId: number; amount: number }> {
  const memberId = await lockMemberOf(tx, id);
  const [req] = rowsOf<{ type: string; status: string; amount: string | number }>(
    await tx.execute(sql`SELECT type, status, amount_satang AS amount FROM money_requests WHERE id = ${id} FOR UPDATE`),
  );
  if (!req || memberId === null || req.type !== "withdraw") throw new HttpError(404, { message: th.backoffice.noWithdrawal });
  if (req.status !== "pending") throw refusal(th.backoffice.notPending, 409);
  // An automatic payout on its way is the provider's to settle: a second payment by hand would pay twice.
  const [sending] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM payouts WHERE request_id = ${id} AND status = 'sending'`));
  if (sending) throw refusal(th.backoffice.payoutSending, 409);
  return { memberId, amount: Number(req.amount) };
}

/**
 * Approves a pending withdrawal: it is paid (the hold settles to the operator's bank, `reference` kept with it) and the
 * member notified. Above the four-eyes threshold the first approval is only recorded (`awaiting_second`) and a second,
 * different staff member's settles it; the same one twice is refused. Audited, in the settlement's transaction.
 */
export async function approveWithdrawal(
  db: DB,
  actor: StaffActor,
  id: number,
  input: { reference?: string },
): Promise<{ status: "completed" | "awaiting_second" }> {
  requirePermission(actor, "withdrawals.decide");
  const threshold = await fourEyesThreshold(db);
  return inTx(db, async (tx) => {
    const { memberId, amount } = await lockPending(tx, id);
    if (amount > threshold) {
      const prior = rowsOf<{ staff_id: number }>(await tx.execute(sql`SELECT staff_id FROM withdrawal_approvals WHERE request_id = ${id}`));
      if (prior.some((p) => p.staff_id === actor.staffId)) throw refusal(th.backoffice.alreadyApproved, 409);
      await tx.execute(sql`INSERT INTO withdrawal_approvals (request_id, staff_id) VALUES (${id}, ${actor.staffId})`);
      if (prior.length === 0) {
        await audit(tx, actor, { action: "withdrawal.approve_first", targetType: "withdrawal", targetId: id, after: { approvals: 1 } });
        return { status: "awaiting_second" as const };
      }
    }
    const reference = input.reference?.trim() || null;
    await audit(tx, actor, {
      action: "withdrawal.approve",
      targetType: "withdrawal",
      targetId: id,
      before: { status: "pending" },
      after: { status: "completed", reference },
    });
    await decideWithdrawal(tx, id, "approve", { reference: reference ?? undefined });
    await tx.insert(notifications).values({ memberId, message: moneyMsg.withdrawPaidNote(bahtText(amount)) });
    return { status: "completed" as const };
  });
}

/**
 * Rejects a pending withdrawal with a reason the member reads (on /withdraw, in the history and a notification); the
 * hold goes back to the member's credit. Audited, in the release's transaction.
 */
export async function rejectWithdrawal(db: DB, actor: StaffActor, id: number, input: { reason: string }): Promise<{ status: "rejected" }> {
  requirePermission(actor, "withdrawals.decide");
  const reason = input.reason.trim();
  if (!reason) throw invalidField("reason", th.backoffice.reasonRequired);
  return inTx(db, async (tx) => {
    const { memberId, amount } = await lockPending(tx, id);
    await audit(tx, actor, {
      action: "withdrawal.reject",
      targetType: "withdrawal",
      targetId: id,
      before: { status: "pending" },
      after: { status: "rejected" },
      reason,
    });
    await decideWithdrawal(tx, id, "reject", { cause: reason });
    await tx.insert(notifications).values({ memberId, message: moneyMsg.withdrawRejectedNote(bahtText(amount), reason) });
    return { status: "rejected" as const };
  });
}
