import "server-only";
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { serverEnv } from "@/server/env";
import { MAX_AMOUNT_BAHT } from "@/lib/api/contract/fields";
import { invalidField, refusal, unauthenticated } from "@/server/http/errors";
import { idempotent } from "./idempotency";
import { expireDeposit } from "./jobs";
import { OPERATOR_BANK, PROMOTION_EXPENSE } from "./ledger";
import { recordDepositBonus } from "./bonuses";
import { creditIntoProvider } from "./to-provider";
import { moneyMsg } from "./messages";
import { promptPayPayload } from "./promptpay";
import { bonusOf, promotionForDeposit, turnoverOf } from "./promotions";
import { lockMember, lockMemberOf } from "./locks";
import { inTx, toBaht, toSatang } from "./tx";
import { refuseIfExcluded } from "@/server/protection/exclusion";
import { checkDepositLimit } from "@/server/protection/limits";
import { moneyEvent } from "@/server/observability/log";

/** Serialises the choice of unique amounts among open bank deposits (the partial unique index is the last line). */
const DEPOSIT_AMOUNT_LOCK = 727_073_691;
export const MIN_DEPOSIT_SATANG = 100;
/** The contract's published limit (lib/api/contract/fields.ts), checked again here for callers other than the API. */
export const MAX_MONEY_SATANG = MAX_AMOUNT_BAHT * 100;

export interface DepositBody {
  amount: number;
  promotion_id: number | null;
}

export const gatewayEnabled = () => serverEnv().PAYMENT_GATEWAY !== "off";

/**
 * POST /api/requests/deposit/prepare (method "bank") and /payment-gateway (method "gateway"). Opens a pending
 * deposit with a deadline. A bank transfer gets a unique amount: the amount asked plus 0.01-0.99 baht that no other
 * open bank deposit has, so the statement line names its deposit unambiguously. One open deposit per member.
 */
export interface BankDeposit {
  success: boolean;
  data: { id: number; amount: number; to_bank: string; to_account_number: string; to_name: string; expires_at: string };
}
export interface GatewayDeposit {
  success: boolean;
  data: { id: number; amount: number; qr_payload: string; expires_at: string };
}

export function openDeposit(db: DB, memberId: number, body: DepositBody, key: string | null, method: "bank"): Promise<BankDeposit>;
export function openDeposit(db: DB, memberId: number, body: DepositBody, key: string | null, method: "gateway"): Promise<GatewayDeposit>;
export async function openDeposit(
  db: DB,
  memberId: number,
  body: DepositBody,
  key: string | null,
  method: "bank" | "gateway",
): Promise<BankDeposit | GatewayDeposit> {
  if (method === "gateway" && !gatewayEnabled()) throw refusal(moneyMsg.gatewayOff);
  const asked = toSatang(body.amount);
  if (asked < MIN_DEPOSIT_SATANG) throw invalidField("amount", moneyMsg.depositTooSmall);
  if (asked > MAX_MONEY_SATANG) throw invalidField("amount", moneyMsg.depositTooLarge);
  const call = method === "bank" ? "deposit.prepare" : "deposit.payment-gateway";
  let made = false; // a replayed Idempotency-Key answers the first deposit again: nothing new to report
  const opened = await idempotent<BankDeposit | GatewayDeposit>(db, { memberId, call, key, body }, async (tx) => {
    made = true;
    const member = await lockMember(tx, memberId);
    if (!member || member.status !== "active") throw unauthenticated();
    await refuseIfExcluded(tx, memberId);
    await promotionForDeposit(tx, body.promotion_id, asked, member.first_deposit_at !== null);
    const [open] = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM money_requests WHERE member_id = ${memberId} AND type = 'deposit' AND status = 'pending'`),
    );
    if (open && !(await expireDeposit(tx, Number(open.id)))) throw refusal(moneyMsg.depositOpen);
    // Player protection: checked and inserted under the member's lock, so concurrent deposits never pass a limit.
    await checkDepositLimit(tx, memberId, asked);

    let amount = asked;
    if (method === "bank") {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEPOSIT_AMOUNT_LOCK})`);
      const taken = new Set(
        rowsOf<{ amount: string | number }>(
          await tx.execute(sql`
            SELECT amount_satang AS amount FROM money_requests
            WHERE type = 'deposit' AND method = 'bank' AND status = 'pending' AND amount_satang BETWEEN ${asked + 1} AND ${asked + 99}`),
        ).map((r) => Number(r.amount)),
      );
      const free = Array.from({ length: 99 }, (_, i) => asked + i + 1).filter((a) => !taken.has(a));
      if (free.length === 0) throw refusal(moneyMsg.depositBusy);
      amount = free[randomInt(free.length)]!;
    }
    const env = serverEnv();
    const qr = method === "gateway" ? promptPayPayload(env.PROMPTPAY_ID, amount) : null;
    const [row] = rowsOf<{ id: number; expires_at: string | Date }>(
      await tx.execute(sql`
        INSERT INTO money_requests (member_id, type, method, amount_satang, requested_satang, promotion_id, expires_at, qr_payload)
        VALUES (${memberId}, 'deposit', ${method}, ${amount}, ${asked}, ${body.promotion_id}, now() + make_interval(secs => ${env.DEPOSIT_TTL_SECONDS}), ${qr})
        RETURNING id, expires_at`),
    );
    const id = Number(row!.id);
    await tx.execute(sql`INSERT INTO jobs (kind, request_id, run_at) VALUES ('expire_deposit', ${id}, ${row!.expires_at})`);
    const expires_at = new Date(row!.expires_at).toISOString();
    if (method === "gateway") return { success: true, data: { id, amount: toBaht(amount), qr_payload: qr!, expires_at } };
    const [to] = rowsOf<{ bank: string; account_number: string; name: string }>(
      await tx.execute(sql`SELECT bank, account_number, name FROM operator_accounts WHERE active ORDER BY id LIMIT 1`),
    );
    if (!to) throw refusal(moneyMsg.providerDown, 503);
    return {
      success: true,
      data: { id, amount: toBaht(amount), to_bank: to.bank, to_account_number: to.account_number, to_name: to.name, expires_at },
    };
  });
  if (made) moneyEvent("deposit_opened", { deposit_id: opened.data.id, method, asked_satang: asked });
  return opened;
}

/**
 * POST /api/requests/deposit/{id}/cancel: the member's own open deposit only. Its expiry job is left alone (it does
 * nothing to a deposit that is no longer pending): a job row is never locked after a member's (locks.ts).
 */
export async function cancelDeposit(db: DB, memberId: number, id: number): Promise<{ success: boolean; msg?: string }> {
  await inTx(db, async (tx) => {
    await lockMember(tx, memberId);
    const [row] = rowsOf<{ status: string; expired: boolean }>(
      await tx.execute(sql`
        SELECT status, expires_at <= now() AS expired FROM money_requests
        WHERE id = ${id} AND member_id = ${memberId} AND type = 'deposit' FOR UPDATE`),
    );
    if (!row) throw refusal(moneyMsg.depositNotFound, 404);
    if (row.status !== "pending" || row.expired) throw refusal(moneyMsg.depositExpired);
    await tx.execute(sql`
      UPDATE money_requests SET status = 'cancelled', deleted_cause = ${moneyMsg.depositCancelled}, settled_at = now() WHERE id = ${id}`);
  });
  moneyEvent("deposit_cancelled", { deposit_id: id });
  return { success: true };
}

/**
 * Completes a pending deposit, inside the caller's transaction (the webhook's, with its event row), in the lock
 * order of locks.ts: the member, the request (pending re-checked under the lock), the credit transferred into the
 * member's game-provider account (idempotency key "deposit:{id}"), then the ledger (operator bank → member wallet,
 * promotion expense → member wallet for a bonus, member wallet → provider float), first_deposit_at and the credit. A
 * promotion adds its turnover to the stakes the member must reach before withdrawing, and its bonus is recorded as a
 * claimed deposit_bonus row (recordDepositBonus). The expiry job is left alone.
 * False when the deposit is no longer pending (with `late`: neither pending, expired nor cancelled).
 */
export async function completeDeposit(
  tx: DB,
  requestId: number,
  /** The back office crediting money that arrived after the deposit expired or was cancelled (a matched review). */
  opts: { late?: boolean } = {},
): Promise<boolean> {
  const memberId = await lockMemberOf(tx, requestId);
  if (memberId === null) return false;
  const [req] = rowsOf<{ amount: string | number; asked: string | number; promotion_id: number | null; status: string }>(
    await tx.execute(sql`
      SELECT amount_satang AS amount, requested_satang AS asked, promotion_id, status
      FROM money_requests WHERE id = ${requestId} AND type = 'deposit' FOR UPDATE`),
  );
  const creditable = req?.status === "pending" || (opts.late && (req?.status === "expired" || req?.status === "cancelled"));
  if (!req || !creditable) return false;
  const amount = Number(req.amount);
  const [promotion] =
    req.promotion_id === null
      ? []
      : rowsOf<{ bonusPercent: number; maxBonusSatang: string | number; turnover: number }>(
          await tx.execute(sql`
            SELECT bonus_percent AS "bonusPercent", max_bonus_satang AS "maxBonusSatang", turnover FROM promotions
            WHERE id = ${req.promotion_id}`),
        );
  const bonus = promotion ? bonusOf({ ...promotion, maxBonusSatang: Number(promotion.maxBonusSatang) }, Number(req.asked)) : 0;
  await tx.execute(sql`
    UPDATE money_requests SET status = 'completed', bonus_satang = ${bonus}, settled_at = now(), deleted_cause = NULL WHERE id = ${requestId}`);
  const turnover = promotion ? turnoverOf(promotion, amount, bonus) : 0;
  // The bonus as a bonuses row, claimed with the deposit (still step 3 of locks.ts: the member's own rows).
  if (promotion && bonus > 0) {
    await recordDepositBonus(tx, { memberId, requestId, satang: bonus, turnoverMultiple: promotion.turnover, turnoverSatang: turnover });
  }
  // A new turnover starts from the stakes already placed, or adds to one not yet met (creditIntoProvider).
  await creditIntoProvider(tx, memberId, {
    key: `deposit:${requestId}`,
    inflows: [
      { kind: "deposit", reference: `deposit:${requestId}`, from: OPERATOR_BANK, satang: amount },
      ...(bonus > 0 ? [{ kind: "promotion_bonus", reference: `deposit:${requestId}:bonus`, from: PROMOTION_EXPENSE, satang: bonus }] : []),
    ],
    turnoverSatang: turnover,
    firstDeposit: true,
  });
  // Inside the webhook's transaction, which commits right after with its event row.
  moneyEvent("deposit_credited", { deposit_id: requestId, member_id: memberId, satang: amount, bonus_satang: bonus });
  return true;
}
