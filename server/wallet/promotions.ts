import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { promotions } from "@/server/db/schema";
import { invalidField, refusal } from "@/server/http/errors";
import { moneyMsg } from "./messages";
import { bahtText, toBaht } from "./tx";

type PromotionRow = typeof promotions.$inferSelect;

/** GET /api/promotions: the active ones, in the operator's order. */
export async function listPromotions(db: DB) {
  const rows = await db.select().from(promotions).where(eq(promotions.active, true)).orderBy(asc(promotions.sort), asc(promotions.id));
  return {
    data: rows.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      image: p.image,
      bonus_percent: p.bonusPercent,
      max_bonus: toBaht(p.maxBonusSatang),
      min_deposit: toBaht(p.minDepositSatang),
      turnover: p.turnover,
      first_deposit_only: p.firstDepositOnly,
    })),
  };
}

/**
 * The active promotions as a JSON array of `{id, name, first_deposit_only}`, in the operator's order: what the profile's
 * `promotion_ids` is made of (choosableOf). The profile keeps it in process between writes (server/customers/profile.ts).
 */
export const promotionChoicesJson = sql`
  (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name, 'first_deposit_only', first_deposit_only)
                            ORDER BY sort, id), '[]'::json)
   FROM promotions WHERE active)`;

export interface PromotionChoice {
  id: number;
  name: string;
  first_deposit_only: boolean;
}

/**
 * The profile's `promotion_ids` (the API family's `{id: name}`, its only promotion list): the active promotions a
 * deposit may name now — a first-deposit one only before the member's first deposit —, in the operator's order.
 */
export function choosableOf(choices: readonly PromotionChoice[], hasDeposited: boolean): Record<string, string> {
  return Object.fromEntries(choices.filter((p) => !(p.first_deposit_only && hasDeposited)).map((p) => [String(p.id), p.name]));
}

/**
 * The promotion a deposit asks for, checked when it is opened: it exists and is active, the amount reaches its
 * minimum, and a first-deposit promotion is only for a member who has never deposited. Null for no promotion.
 */
export async function promotionForDeposit(
  tx: DB,
  promotionId: number | null,
  askedSatang: number,
  hasDeposited: boolean,
): Promise<PromotionRow | null> {
  if (promotionId === null) return null;
  const [p] = await tx.select().from(promotions).where(eq(promotions.id, promotionId)).limit(1);
  if (!p || !p.active) throw invalidField("promotion_id", moneyMsg.promotionNotFound);
  if (askedSatang < p.minDepositSatang) throw invalidField("amount", moneyMsg.promotionMinDeposit(bahtText(p.minDepositSatang)));
  if (p.firstDepositOnly && hasDeposited) throw refusal(moneyMsg.promotionFirstDepositOnly);
  return p;
}

/** The bonus on a deposit: its percentage of the amount asked (not the unique satang suffix), capped. */
export const bonusOf = (p: Pick<PromotionRow, "bonusPercent" | "maxBonusSatang">, askedSatang: number) =>
  Math.min(Math.floor((askedSatang * p.bonusPercent) / 100), p.maxBonusSatang);

/**
 * Where a member stands against their turnover: met when the provider's stake total reached the target (or none is
 * set); the figures for the member's messages (played, required, left, as "1,250.00") count from the requirement's
 * start.
 */
export function turnoverState(targetSatang: number, requiredSatang: number, wageredSatang: number) {
  const left = Math.max(0, targetSatang - wageredSatang);
  const done = Math.max(0, requiredSatang - left);
  return { met: left === 0, figures: [bahtText(done), bahtText(requiredSatang), bahtText(left)] as const };
}

/** The stakes the deposit plus its bonus must be turned over before a withdrawal. */
export const turnoverOf = (p: Pick<PromotionRow, "turnover">, depositSatang: number, bonusSatang: number) =>
  (depositSatang + bonusSatang) * p.turnover;
