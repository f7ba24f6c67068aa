import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { invalidField, refusal, unauthenticated } from "@/server/http/errors";
import { gameProvider, ProviderError } from "@/server/provider";
import { withAccount } from "@/server/games/launch";
import { idempotent } from "./idempotency";
import { OPERATOR_BANK, PROVIDER_FLOAT, memberHold, post } from "./ledger";
import { MAX_MONEY_SATANG } from "./deposits";
import { moneyMsg } from "./messages";
import { turnoverState } from "./promotions";
import { lockMember, lockMemberOf } from "./locks";
import { inTx, toSatang } from "./tx";
import { requireSecondFactor } from "@/server/protection/totp";
import { log, moneyEvent } from "@/server/observability/log";

/** Above this, a withdrawal needs two different staff members' approval, unless the owner set another figure. */
const FOUR_EYES_DEFAULT_SATANG = 2_000_000;

/** The four-eyes threshold: settings key `backoffice`, field `four_eyes_satang`. */
export async function fourEyesThreshold(db: DB): Promise<number> {
  const [row] = rowsOf<{ satang: string | null }>(
    await db.execute(sql`SELECT value->>'four_eyes_satang' AS satang FROM settings WHERE key = 'backoffice'`),
  );
  const satang = Number(row?.satang);
  return row?.satang != null && Number.isSafeInteger(satang) && satang >= 0 ? satang : FOUR_EYES_DEFAULT_SATANG;
}

/** The least a withdrawal may ask: what the contract's amount allows (more than 0, two decimals). */
export const MIN_WITHDRAW_SATANG = 1;

/**
 * POST /api/requests/withdraw {phone, amount}. The account is the session's: the body's phone is never used.
 * Under the member's money lock (locks.ts: every instance's withdrawals of one member run one at a time): refuse without a
 * completed first deposit, with a withdrawal already pending (at most `maxPending`, 1 in the API), before a
 * promotion's turnover is met, or above the provider balance. Accepting moves the credit out of the game provider
 * (key "withdraw:{id}") into the member's hold account until the operator approves (settled to the operator bank) or
 * rejects (released back to the provider). Answers `{success: true, id}`.
 */
export async function requestWithdrawal(
  db: DB,
  memberId: number,
  body: { amount: number; totp?: string },
  key: string | null,
  opts: { maxPending?: number } = {},
): Promise<{ success: boolean; id: number }> {
  const maxPending = opts.maxPending ?? 1;
  const amount = toSatang(body.amount);
  if (amount > MAX_MONEY_SATANG) throw invalidField("amount", moneyMsg.withdrawTooLarge);
  let made = false; // a replayed Idempotency-Key answers the first withdrawal again: nothing new to report
  const asked = await idempotent(db, { memberId, call: "withdraw", key, body: { amount: body.amount } }, async (tx) => {
    made = true;
    const member = await lockMember(tx, memberId);
    if (!member || member.status !== "active") throw unauthenticated();
    // With two-factor on, a current code (used up here, step 3 of locks.ts: the member's own row), before any write:
    // a wrong one is counted under this lock and the count committed with the refusal (server/protection/totp.ts).
    await requireSecondFactor(tx, memberId, body.totp);
    if (!member.first_deposit_at) throw refusal(moneyMsg.notDeposited);
    const [pending] = rowsOf<{ n: string | number }>(
      await tx.execute(sql`SELECT COUNT(*) AS n FROM money_requests WHERE member_id = ${memberId} AND type = 'withdraw' AND status = 'pending'`),
    );
    if (Number(pending!.n) >= maxPending) throw refusal(moneyMsg.withdrawPending);
    const provider = gameProvider(tx);
    let balance: number;
    let wagered: number;
    try {
      [balance, wagered] = await withAccount(provider, memberId, () =>
        Promise.all([provider.balance(memberId), provider.wagered(memberId)]),
      );
    } catch (e) {
      log.error({ err: e }, "withdraw: the balance fetch failed");
      throw refusal(moneyMsg.providerDown, 502);
    }
    const turnover = turnoverState(Number(member.target), Number(member.required), wagered);
    if (!turnover.met) throw refusal(moneyMsg.turnoverNotMet(...turnover.figures));
    if (amount > balance) throw refusal(moneyMsg.withdrawOverBalance);

    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO money_requests (member_id, type, amount_satang, requested_satang) VALUES (${memberId}, 'withdraw', ${amount}, ${amount})
        RETURNING id`),
    );
    const id = Number(row!.id);
    let after: number;
    try {
      after = (await provider.transferOut(memberId, amount, `withdraw:${id}`)).balanceSatang;
    } catch (e) {
      if (e instanceof ProviderError && e.code === "insufficient_funds") throw refusal(moneyMsg.withdrawOverBalance);
      throw e;
    }
    await post(tx, {
      kind: "withdraw_hold",
      reference: `withdraw:${id}:hold`,
      entries: [
        { account: PROVIDER_FLOAT, satang: -amount },
        { account: memberHold(memberId), satang: amount },
      ],
    });
    await tx.execute(sql`UPDATE members SET credit_satang = ${after} WHERE id = ${memberId}`);
    // The id beside `success`, no `data`: a family client unwraps `data` whenever it is there and would lose `success`.
    return { success: true, id };
  });
  if (made) moneyEvent("withdrawal_requested", { withdrawal_id: asked.id, satang: amount });
  return asked;
}

export interface WithdrawalRow {
  id: number;
  member_id: number;
  phone: string;
  bank: string | null;
  account_number: string | null;
  name: string | null;
  amount_satang: number;
  status: string;
  created_at: string;
}

/** For the operator: withdrawals, pending first. */
export async function listWithdrawals(db: DB, opts: { all?: boolean } = {}): Promise<WithdrawalRow[]> {
  return rowsOf<WithdrawalRow>(
    await db.execute(sql`
      SELECT r.id, r.member_id, m.phone, m.bank, m.account_number, m.name, r.amount_satang::bigint AS amount_satang, r.status,
             r.created_at::text AS created_at
      FROM money_requests r JOIN members m ON m.id = r.member_id
      WHERE r.type = 'withdraw' AND (${opts.all ?? false} OR r.status = 'pending')
      ORDER BY (r.status = 'pending') DESC, r.id DESC LIMIT 200`),
  ).map((r) => ({ ...r, amount_satang: Number(r.amount_satang) }));
}

/**
 * The operator's decision on a pending withdrawal. Approve: the hold is paid out (hold → operator bank; the transfer
 * to the member's bank account is the operator's own step). Reject: the hold goes back to the game provider (key
 * "withdraw:{id}:release"). A decided withdrawal is refused. Locks in the order of locks.ts: the member, the request,
 * the provider account, the ledger.
 */
export async function decideWithdrawal(
  db: DB,
  id: number,
  decision: "approve" | "reject",
  /** The back office's: the bank's reference of the payout, the reason the member reads on a rejection. */
  opts: { reference?: string; cause?: string } = {},
): Promise<{ status: string }> {
  const decided = await inTx(db, async (tx) => {
    const memberId = await lockMemberOf(tx, id);
    const [req] = rowsOf<{ amount: string | number; status: string }>(
      await tx.execute(sql`SELECT amount_satang AS amount, status FROM money_requests WHERE id = ${id} AND type = 'withdraw' FOR UPDATE`),
    );
    if (!req || memberId === null) throw new Error(`no withdrawal ${id}`);
    if (req.status !== "pending") throw new Error(`withdrawal ${id} is already ${req.status}`);
    const amount = Number(req.amount);
    if (decision === "approve") {
      await post(tx, {
        kind: "withdraw_settle",
        reference: `withdraw:${id}:settle`,
        entries: [
          { account: memberHold(memberId), satang: -amount },
          { account: OPERATOR_BANK, satang: amount },
        ],
      });
      await tx.execute(sql`
        UPDATE money_requests SET status = 'completed', settled_at = now(), payout_reference = ${opts.reference ?? null} WHERE id = ${id}`);
      return { status: "completed" };
    }
    const provider = gameProvider(tx);
    const moved = await withAccount(provider, memberId, () => provider.transferIn(memberId, amount, `withdraw:${id}:release`));
    await post(tx, {
      kind: "withdraw_release",
      reference: `withdraw:${id}:release`,
      entries: [
        { account: memberHold(memberId), satang: -amount },
        { account: PROVIDER_FLOAT, satang: amount },
      ],
    });
    await tx.execute(sql`
      UPDATE money_requests SET status = 'rejected', deleted_cause = ${opts.cause ?? moneyMsg.withdrawRejected}, settled_at = now()
      WHERE id = ${id}`);
    await tx.execute(sql`UPDATE members SET credit_satang = ${moved.balanceSatang} WHERE id = ${memberId}`);
    return { status: "rejected" };
  });
  moneyEvent(`withdrawal_${decided.status}`, { withdrawal_id: id });
  return decided;
}
