import { z } from "zod";
import { defineCall } from "./define";
import { money } from "./fields";
import { BONUS_PAGE_SIZE, bonusPage } from "./customers";

export const promotion = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().default(null),
  bonus_percent: z.number(),
  max_bonus: money,
  min_deposit: money,
  turnover: z.number(),
  /** Only for a member's first deposit (the family's backend may not say: then not). */
  first_deposit_only: z.boolean().default(false),
  /**
   * False when only the name is known: a family backend lists the member's promotions as `promotion_ids` `{id: name}`
   * (the operator-mode adapter builds the list from it), so the figures above are 0 and must not be shown as terms.
   */
  terms_known: z.boolean().default(true),
});
export type Promotion = z.infer<typeof promotion>;

export const promotions = defineCall({
  method: "GET",
  path: "/api/promotions",
  summary: "Promotions a member can choose when depositing",
  auth: false,
  response: z.object({ data: z.array(promotion) }),
});

export const historyEntry = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  amount: money,
  created_at: z.string(),
  note: z.string().nullable().default(null),
  /** Tab 1 only: the turnover multiple the bonus asks, and the stakes it asks in baht (null when none is known). */
  turnover: z.number().int().nullable().optional(),
  turnover_amount: money.nullable().optional(),
});

export const customersHistory = defineCall({
  method: "GET",
  path: "/api/customers/history",
  summary: `Deposit-withdraw records (tab 2, the latest 500) or activity bonus records (tab 1, ${BONUS_PAGE_SIZE} a page: page, has_more)`,
  auth: true,
  query: z.object({ type: z.enum(["deposit-withdraw", "bonus"]).default("deposit-withdraw"), page: bonusPage.optional() }),
  response: z.object({
    data: z.array(historyEntry),
    page: z.number().int().optional(),
    per_page: z.number().int().optional(),
    has_more: z.boolean().optional(),
  }),
});
