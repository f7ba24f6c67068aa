import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { bonuses, members, promotions } from "@/server/db/schema";
import { phone as phoneField } from "@/lib/api/contract/fields";
import { MAX_TURNOVER_MULTIPLE } from "./bonuses";
import { promotionDescription, type PromotionFigures } from "@/lib/promotions/terms";
import { th } from "@/lib/i18n/th";
import { OpsInputError } from "@/server/ops/input-error";

/*
 * The operator's promotion and bonus commands (`npm run ops -- promotions …`, `… bonuses list <phone>`;
 * scripts/ops.ts). Terms that tell the truth: a promotion's turnover is at most MAX_TURNOVER_MULTIPLE (10×, also a
 * CHECK on promotions), and its description always starts with its terms in plain Thai, written from the figures
 * the deposit is paid by, so what the member reads before opting in is what applies.
 */

export interface NewPromotion extends PromotionFigures {
  slug: string;
  name: string;
  /** The operator's own words, after the terms. */
  note?: string;
}

const isBaht = (n: number) => Number.isFinite(n) && n > 0 && Math.round(n * 100) === n * 100 && n <= 100_000;

/** One thing wrong with a promotion: the field (as the back office names it), the shell's flag and words, the Thai. */
export interface PromotionProblem {
  field: "slug" | "name" | "bonus_percent" | "max_bonus" | "min_deposit" | "turnover" | "note";
  en: string;
  th: string;
}

/** Everything wrong with a new promotion (empty: it may be added). One rule set for the shell and the back office. */
export function promotionProblems(p: NewPromotion): PromotionProblem[] {
  const t = th.backoffice.promotionErrors;
  const wrong: PromotionProblem[] = [];
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(p.slug)) wrong.push({ field: "slug", en: "--slug: lower-case letters, digits and -, up to 63", th: t.slug });
  if (!p.name.trim() || p.name.length > 120) wrong.push({ field: "name", en: "--name: 1-120 characters", th: t.name });
  if (!Number.isInteger(p.bonusPercent) || p.bonusPercent < 1 || p.bonusPercent > 200) {
    wrong.push({ field: "bonus_percent", en: "--percent: a whole number 1-200", th: t.percent });
  }
  if (!isBaht(p.maxBonus)) wrong.push({ field: "max_bonus", en: "--max: baht above 0, at most 2 decimals", th: t.baht });
  if (!isBaht(p.minDeposit)) wrong.push({ field: "min_deposit", en: "--min: baht above 0, at most 2 decimals", th: t.baht });
  if (!Number.isInteger(p.turnover) || p.turnover < 0) wrong.push({ field: "turnover", en: "--turnover: a whole number 0-10", th: t.turnover });
  else if (p.turnover > MAX_TURNOVER_MULTIPLE) {
    wrong.push({
      field: "turnover",
      en: `--turnover: ${p.turnover}× is refused: at most ${MAX_TURNOVER_MULTIPLE}× (terms that tell the truth; the UK's cap since January 2026)`,
      th: t.turnoverCap(MAX_TURNOVER_MULTIPLE),
    });
  }
  if ((p.note ?? "").length > 500) wrong.push({ field: "note", en: "--note: up to 500 characters", th: t.note });
  return wrong;
}

/** Checks a new promotion; throws OpsInputError naming what is wrong. */
export function checkNewPromotion(p: NewPromotion): void {
  const wrong = promotionProblems(p);
  if (wrong.length > 0) throw new OpsInputError(wrong.map((w) => w.en).join("\n"));
}

/**
 * Adds an active promotion (last in the order); its description = the terms, then the operator's note. Takes a
 * transaction as `db` when the caller audits it (server/backoffice/content.ts).
 */
export async function addPromotion(db: DB, p: NewPromotion): Promise<{ id: number; description: string }> {
  checkNewPromotion(p);
  const description = promotionDescription(p, p.note);
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
