import { z } from "zod";
import { defineCall } from "./define";
import { money } from "./fields";

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
});

export const customersHistory = defineCall({
  method: "GET",
  path: "/api/customers/history",
  summary: "Deposit-withdraw records (tab 2) or activity bonus records (tab 1)",
  auth: true,
  query: z.object({ type: z.enum(["deposit-withdraw", "bonus"]).default("deposit-withdraw") }),
  response: z.object({ data: z.array(historyEntry) }),
});

export const customersReferral = defineCall({
  method: "GET",
  path: "/api/customers/referral",
  summary: "Referral key, totals and the three referral levels",
  auth: true,
  response: z.object({
    referral_id: z.string(),
    referral_total: money,
    referral_pending: money,
    customer_referrals: z.number().int(),
    customer_win_loses_total: money,
    mlm_referrals_lv1: z.array(z.object({ phone: z.string(), created_at: z.string() })),
    mlm_referrals_lv2: z.array(z.object({ phone: z.string(), created_at: z.string() })),
    mlm_referrals_lv3: z.array(z.object({ phone: z.string(), created_at: z.string() })),
  }),
});
