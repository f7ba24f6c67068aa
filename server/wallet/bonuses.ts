import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { th } from "@/lib/i18n/th";
import { BONUS_PAGE_SIZE, type Bonus } from "@/lib/api/contract/customers";
import { refusal, unauthenticated } from "@/server/http/errors";
import { gameProvider, ProviderError } from "@/server/provider";
import { withAccount } from "@/server/games/launch";
import { PROMOTION_EXPENSE } from "./ledger";
import { refuseIfExcluded } from "@/server/protection/exclusion";
import { lockMember } from "./locks";
import { moneyMsg } from "./messages";
import { turnoverState } from "./promotions";
import { creditIntoProvider } from "./to-provider";
import { bahtText, inTx, toBaht } from "./tx";
import { log, moneyEvent } from "@/server/observability/log";

/** The most a bonus may ask in turnover: amount × 10 (the UK's cap since January 2026; also a CHECK on bonuses). */
export const MAX_TURNOVER_MULTIPLE = 10;

export type BonusType = Bonus["type"];

interface BonusRow {
  id: number;
  type: BonusType;
  amount: string | number;
  status: Bonus["status"];
  source: string;
  multiple: number;
  turnover_satang: string | number;
  deadline: string | Date;
  created_at: string | Date;
  claimed_at: string | Date | null;
  past: boolean;
}

/**
 * Publishes a claimable bonus, once per (member, type, source): a second insert of the same one (another instance
 * running the same job, a retry) does nothing. True when this call inserted it.
 */
export async function grantBonus(
  db: DB,
  b: { memberId: number; type: BonusType; satang: number; source: string; turnoverMultiple: number; claimDeadline: Date },
): Promise<boolean> {
  if (!Number.isSafeInteger(b.satang) || b.satang <= 0) throw new Error(`bad bonus amount ${b.satang}`);
  if (!Number.isInteger(b.turnoverMultiple) || b.turnoverMultiple < 0 || b.turnoverMultiple > MAX_TURNOVER_MULTIPLE) {
    throw new Error(`bad turnover multiple ${b.turnoverMultiple}`);
  }
  const rows = rowsOf(
    await db.execute(sql`
      INSERT INTO bonuses (member_id, type, amount_satang, source, turnover_multiple, claim_deadline)
      VALUES (${b.memberId}, ${b.type}, ${b.satang}, ${b.source}, ${b.turnoverMultiple}, ${b.claimDeadline.toISOString()})
      ON CONFLICT (member_id, type, source) DO NOTHING RETURNING id`),
  );
  return rows.length > 0;
}

/**
 * A promotion's deposit bonus, credited with its deposit (completeDeposit, in the deposit's transaction, after the
 * request row: locks.ts step 3): a `deposit_bonus` row already `claimed`, so the profile's bonus_total and history
 * tab 1 count it. source "deposit:{id}" (once per deposit); turnover_multiple the promotion's, turnover_satang the
 * real requirement, (deposit + bonus) × the multiple. A deposit's bonus is never claimed through get-bonus.
 */
export async function recordDepositBonus(
  tx: DB,
  b: { memberId: number; requestId: number; satang: number; turnoverMultiple: number; turnoverSatang: number },
): Promise<void> {
  if (!Number.isSafeInteger(b.satang) || b.satang <= 0) throw new Error(`bad bonus amount ${b.satang}`);
  await tx.execute(sql`
    INSERT INTO bonuses (member_id, type, amount_satang, status, source, turnover_multiple, turnover_satang, claim_deadline, claimed_at)
    VALUES (${b.memberId}, 'deposit_bonus', ${b.satang}, 'claimed', ${`deposit:${b.requestId}`}, ${b.turnoverMultiple},
            ${b.turnoverSatang}, now(), now())
    ON CONFLICT (member_id, type, source) DO NOTHING`);
}

/**
 * POST /api/customers/get-bonus/{id}. One transaction, in the lock order of locks.ts: the member (step 2), then the
 * bonus row (one of the member's rows, step 3; looked up with the member's id, so another member's bonus is never
 * locked), then creditIntoProvider (the provider account, then the ledger). Refused (400, Thai): not the member's or
 * unknown, already claimed, cancelled, past its deadline (then marked expired, and that mark is kept), or an earlier
 * turnover not met yet. Claimed: promotion_expense → member wallet → provider float, the credit moved into the game
 * provider with the key "bonus:{id}", amount × the bonus's multiple added to the member's turnover, the row claimed.
 * 100 concurrent claims queue on the member lock: the first claims, the rest find it claimed.
 */
export async function claimBonus(db: DB, memberId: number, id: number): Promise<{ success: true; msg: string }> {
  const outcome = await inTx(db, async (tx): Promise<{ refuse: string; status?: number } | { msg: string }> => {
    const member = await lockMember(tx, memberId);
    if (!member || member.status !== "active") throw unauthenticated();
    await refuseIfExcluded(tx, memberId);
    const [b] = rowsOf<Pick<BonusRow, "amount" | "status" | "multiple" | "past">>(
      await tx.execute(sql`
        SELECT amount_satang AS amount, status, turnover_multiple AS multiple, claim_deadline <= now() AS past
        FROM bonuses WHERE id = ${id} AND member_id = ${memberId} FOR UPDATE`),
    );
    if (!b) return { refuse: th.bonus.notFound };
    if (b.status === "claimed") return { refuse: th.bonus.alreadyClaimed };
    if (b.status === "cancelled") return { refuse: th.bonus.cancelled };
    if (b.status === "expired") return { refuse: th.bonus.expired };
    if (b.past) {
      await tx.execute(sql`UPDATE bonuses SET status = 'expired' WHERE id = ${id}`);
      return { refuse: th.bonus.expired };
    }
    const amount = Number(b.amount);
    const turnover = amount * Number(b.multiple);
    try {
      const target = Number(member.target);
      if (target > 0) {
        const provider = gameProvider(tx);
        const wagered = await withAccount(provider, memberId, () => provider.wagered(memberId));
        const state = turnoverState(target, Number(member.required), wagered);
        if (!state.met) return { refuse: th.bonus.turnoverNotMet(...state.figures) };
      }
      await creditIntoProvider(tx, memberId, {
        key: `bonus:${id}`,
        inflows: [{ kind: "bonus", reference: `bonus:${id}`, from: PROMOTION_EXPENSE, satang: amount }],
        turnoverSatang: turnover,
      });
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      log.error({ err: e }, "bonus: the provider refused the transfer");
      throw refusal(moneyMsg.providerDown, 502);
    }
    await tx.execute(sql`UPDATE bonuses SET status = 'claimed', claimed_at = now() WHERE id = ${id}`);
    return { msg: turnover > 0 ? th.bonus.claimedWithTurnover(bahtText(amount), bahtText(turnover)) : th.bonus.claimed(bahtText(amount)) };
  });
  // After the commit, so an expired bonus stays marked.
  if ("refuse" in outcome) throw refusal(outcome.refuse, outcome.status);
  moneyEvent("bonus_claimed", { bonus_id: id });
  return { success: true, msg: outcome.msg };
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/**
 * GET /api/customers/bonuses: one page (BONUS_PAGE_SIZE) of the member's bonuses, newest first. A claimable bonus
 * past its deadline shows as expired (the claim marks it).
 */
export async function listBonuses(db: DB, memberId: number, page: number) {
  const rows = rowsOf<BonusRow>(
    await db.execute(sql`
      SELECT id, type, amount_satang AS amount,
             CASE WHEN status = 'claimable' AND claim_deadline <= now() THEN 'expired' ELSE status END AS status,
             source, turnover_multiple AS multiple, COALESCE(turnover_satang, amount_satang * turnover_multiple) AS turnover_satang,
             claim_deadline AS deadline, created_at, claimed_at
      FROM bonuses WHERE member_id = ${memberId}
      ORDER BY id DESC LIMIT ${BONUS_PAGE_SIZE + 1} OFFSET ${(page - 1) * BONUS_PAGE_SIZE}`),
  );
  return {
    data: rows.slice(0, BONUS_PAGE_SIZE).map((r) => ({
      id: Number(r.id),
      type: r.type,
      amount: toBaht(Number(r.amount)),
      status: r.status,
      source: r.source,
      turnover: Number(r.multiple),
      turnover_amount: toBaht(Number(r.turnover_satang)),
      claim_deadline: iso(r.deadline)!,
      created_at: iso(r.created_at)!,
      claimed_at: iso(r.claimed_at),
    })),
    page,
    per_page: BONUS_PAGE_SIZE,
    has_more: rows.length > BONUS_PAGE_SIZE,
  };
}

/** The profile's `events`: at most this many claimable bonuses. */
const PROFILE_EVENTS = 5;

/**
 * The profile's `events`: what waits for the member, the claimable bonuses still inside their claim
 * window, soonest deadline first, at most PROFILE_EVENTS (the whole list is GET /api/customers/bonuses). A JSON array
 * over a member id expression, read inside the profile's one statement (server/customers/profile.ts); bonusEventsOf
 * turns it into the answer's entries.
 */
export const bonusEventsJson = (memberId: SQL) => sql`
  (SELECT COALESCE(json_agg(json_build_object('id', id, 'type', type, 'amount', amount_satang, 'deadline', claim_deadline)
                            ORDER BY claim_deadline, id), '[]'::json)
   FROM (SELECT id, type, amount_satang, claim_deadline FROM bonuses
         WHERE member_id = ${memberId} AND status = 'claimable' AND claim_deadline > now()
         ORDER BY claim_deadline, id LIMIT ${PROFILE_EVENTS}) b)`;

export interface BonusEventJson {
  id: number;
  type: BonusType;
  amount: number | string;
  deadline: string;
}

export const bonusEventsOf = (rows: BonusEventJson[]) =>
  rows.map((r) => ({ id: Number(r.id), type: r.type, amount: toBaht(Number(r.amount)), claim_deadline: iso(r.deadline)! }));

/**
 * The profile's bonus sums in satang, as a JSON `{total, pending}` over a member id expression (read inside the
 * profile's one statement): claimed in total, and claimable now (not past its deadline).
 */
export const bonusSumsJson = (memberId: SQL) => sql`
  (SELECT json_build_object(
            'total', COALESCE(SUM(amount_satang) FILTER (WHERE status = 'claimed'), 0),
            'pending', COALESCE(SUM(amount_satang) FILTER (WHERE status = 'claimable' AND claim_deadline > now()), 0))
   FROM bonuses WHERE member_id = ${memberId} AND status IN ('claimed', 'claimable'))`;

/**
 * The turnover still to play, in satang: the member's target less the provider's stake total (the provider is asked
 * only when a target is set). When the provider does not answer, the whole target (never an invented 0).
 */
export async function outstandingTurnover(db: DB, memberId: number, turnoverTargetSatang: number): Promise<number> {
  if (turnoverTargetSatang <= 0) return 0;
  const provider = gameProvider(db);
  try {
    const wagered = await withAccount(provider, memberId, () => provider.wagered(memberId));
    return Math.max(0, turnoverTargetSatang - wagered);
  } catch (e) {
    log.warn({ err: e }, "bonus: the stake total is unavailable for the profile");
    return turnoverTargetSatang;
  }
}
