import * as z from "zod/mini";
import { defineCall } from "./define";
import { money } from "./fields";
import { BONUS_PAGE_SIZE, bonusPage } from "./customers";
import { pageFields, pageQuery } from "./paging";

export const promotion = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  image: z._default(z.nullable(z.string()), null),
  bonus_percent: z.number(),
  max_bonus: money,
  min_deposit: money,
  turnover: z.number(),
  /** Only for a member's first deposit (the family's backend may not say: then not). */
  first_deposit_only: z._default(z.boolean(), false),
  /**
   * False when only the name is known: a family backend lists the member's promotions as `promotion_ids` `{id: name}`
   * (the operator-mode adapter builds the list from it), so the figures above are 0 and must not be shown as terms.
   */
  terms_known: z._default(z.boolean(), true),
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
  id: z.number().check(z.int()),
  type: z.string(),
  status: z.string(),
  amount: money,
  created_at: z.string(),
  note: z._default(z.nullable(z.string()), null),
  /** Tab 1 only: the turnover multiple the bonus asks, and the stakes it asks in baht (null when none is known). */
  turnover: z.optional(z.nullable(z.number().check(z.int()))),
  turnover_amount: z.optional(z.nullable(money)),
});

export { HISTORY_EXPORT_PATH, HISTORY_PAGE_SIZE } from "./constants";
/** What tab 2 answers without `limit`, as before paging. */
export const HISTORY_UNPAGED = 500;

/**
 * Tab 2 (`deposit-withdraw`): the member's deposits and withdrawals, newest first (by id). With `limit`, a page after
 * `cursor`, with `next_cursor` (null on the last page) and `net_deposit` (completed deposits minus completed
 * withdrawals over the whole history); without, the latest HISTORY_UNPAGED alone. Tab 1 (`bonus`) pages by `page`.
 */
export const customersHistory = defineCall({
  method: "GET",
  path: "/api/customers/history",
  summary: `Deposit-withdraw records (tab 2, newest first; with limit, a page: next_cursor; net_deposit) or activity bonus records (tab 1, ${BONUS_PAGE_SIZE} a page: page, has_more)`,
  auth: true,
  query: z.object({
    type: z._default(z.enum(["deposit-withdraw", "bonus"]), "deposit-withdraw"),
    page: z.optional(bonusPage),
    ...pageQuery,
  }),
  response: z.object({
    data: z.array(historyEntry),
    page: z.optional(z.number().check(z.int())),
    per_page: z.optional(z.number().check(z.int())),
    has_more: z.optional(z.boolean()),
    next_cursor: pageFields.next_cursor,
    net_deposit: z.optional(money),
  }),
  errors: { 401: "Unauthenticated.", 422: "{ errors: { page | limit | cursor } }" },
});

