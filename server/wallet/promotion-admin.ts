import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { bonuses, members, promotions } from "@/server/db/schema";
import { phone as phoneField } from "@/lib/api/contract/fields";
import { MAX_TURNOVER_MULTIPLE } from "./bonuses";
import { bahtText } from "./tx";
import { OpsInputError } from "@/server/ops/input-error";

/*
 * The operator's promotion and bonus commands (`npm run ops -- promotions …`, `… bonuses list <phone>`;
 * scripts/ops.ts). Terms that tell the truth: a promotion's turnover is at most MAX_TURNOVER_MULTIPLE (10×, also a
 * CHECK on promotions), and its description always starts with its terms in plain Thai, written from the figures
 * the deposit is paid by, so what the member reads before opting in is what applies.
 */

export interface NewPromotion {
  slug: string;
  name: string;
  /** Whole percent, 1-200. */
  bonusPercent: number;
  /** Baht, up to 2 decimals. */
  maxBonus: number;
  minDeposit: number;
  /** × (deposit + bonus), 0-10. */
  turnover: number;
  firstDepositOnly: boolean;
  /** The operator's own words, after the terms. */
  note?: string;
}

const baht = (n: number) => bahtText(Math.round(n * 100));

/** The terms in plain Thai, from the figures (what GET /api/promotions shows as the description's start). */
export function promotionTerms(p: Omit<NewPromotion, "slug" | "name" | "note" | "image">): string {
  const who = p.firstDepositOnly ? "ฝากครั้งแรก" : "ฝากทุกยอด";
  const turnover =
    p.turnover === 0 ? "ไม่ต้องทำเทิร์นโอเวอร์" : `ทำเทิร์นโอเวอร์ ${p.turnover} เท่าของ (ยอดฝาก + โบนัส) ก่อนถอน`;
  return `${who} ขั้นต่ำ ${baht(p.minDeposit)} บาท รับโบนัส ${p.bonusPercent}% สูงสุด ${baht(p.maxBonus)} บาท ${turnover}`;
}

const isBaht = (n: number) => Number.isFinite(n) && n > 0 && Math.round(n * 100) === n * 100 && n <= 100_000;

/** Checks a new promotion; throws OpsInputError naming what is wrong. */
export function checkNewPromotion(p: NewPromotion): void {
  const wrong: string[] = [];
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(p.slug)) wrong.push("--slug: lower-case letters, digits and -, up to 63");
  if (!p.name.trim() || p.name.length > 120) wrong.push("--name: 1-120 characters");
  if (!Number.isInteger(p.bonusPercent) || p.bonusPercent < 1 || p.bonusPercent > 200) wrong.push("--percent: a whole number 1-200");
  if (!isBaht(p.maxBonus)) wrong.push("--max: baht above 0, at most 2 decimals");
  if (!isBaht(p.minDeposit)) wrong.push("--min: baht above 0, at most 2 decimals");
  if (!Number.isInteger(p.turnover) || p.turnover < 0) wrong.push("--turnover: a whole number 0-10");
  else if (p.turnover > MAX_TURNOVER_MULTIPLE) {
    wrong.push(`--turnover: ${p.turnover}× is refused: at most ${MAX_TURNOVER_MULTIPLE}× (terms that tell the truth; the UK's cap since January 2026)`);
  }
  if ((p.note ?? "").length > 500) wrong.push("--note: up to 500 characters");
  if (wrong.length > 0) throw new OpsInputError(wrong.join("\n"));
}

/** Adds an active promotion (last in the order); its description = the terms, then the operator's note. */
export async function addPromotion(db: DB, p: NewPromotion): Promise<{ id: number; description: string }> {
  checkNewPromotion(p);
  const description = [promotionTerms(p), p.note?.trim()].filter(Boolean).join(" · ");
  const [last] = await db.select({ sort: promotions.sort }).from(promotions).orderBy(desc(promotions.sort)).limit(1);
  const rows = await db
    .insert(promotions)
    .values({
      slug: p.slug,
      name: p.name.trim(),
      description,
      image: null,
      bonusPercent: p.bonusPercent,
      maxBonusSatang: Math.round(p.maxBonus * 100),
      minDepositSatang: Math.round(p.minDeposit * 100),
      turnover: p.turnover,
      firstDepositOnly: p.firstDepositOnly,
      sort: (last?.sort ?? 0) + 1,
    })
    .onConflictDoNothing({ target: promotions.slug })
    .returning({ id: promotions.id });
  if (rows.length === 0) throw new OpsInputError(`--slug: ${p.slug} is taken`);
  return { id: rows[0]!.id, description };
}

/** Every promotion (active first, in the site's order). */
export async function allPromotions(db: DB) {
  return db.select().from(promotions).orderBy(desc(promotions.active), asc(promotions.sort), asc(promotions.id));
}

/**
 * Takes a promotion off the site: no new deposit may choose it. A deposit already open with it is still paid by its
 * terms when it completes (the member opted in to them). False when it was already off; throws for an unknown id.
 */
export async function disablePromotion(db: DB, id: number): Promise<boolean> {
  const rows = await db
    .update(promotions)
    .set({ active: false })
    .where(and(eq(promotions.id, id), eq(promotions.active, true)))
    .returning({ id: promotions.id });
  if (rows.length > 0) return true;
  const [exists] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).limit(1);
  if (!exists) throw new OpsInputError(`no promotion #${id}`);
  return false;
}

/** A member's bonuses, newest first, at most `limit`; throws for an unknown phone. */
export async function bonusesOf(db: DB, phoneText: string, limit = 50) {
  const parsed = phoneField.safeParse(phoneText);
  if (!parsed.success) throw new OpsInputError(`not a phone number: ${phoneText}`);
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.phone, parsed.data)).limit(1);
  if (!m) throw new OpsInputError(`no member ${parsed.data}`);
  return db
    .select()
    .from(bonuses)
    .where(eq(bonuses.memberId, m.id))
    .orderBy(desc(bonuses.id))
    .limit(limit);
}
