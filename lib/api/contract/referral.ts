import * as z from "zod/mini";
import { REFERRAL, REFERRAL_LEVELS } from "@/lib/referral-terms";
import { defineCall } from "./define";
import { money } from "./fields";

/** Friends and income are paged by this many rows. */
export const REFERRAL_PAGE_SIZE = 20;

const page = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000));

/** A referred member as the referrer sees them: a masked phone (08x-xxx-1234), the join date; never a balance. */
export const friend = z.object({
  phone: z.string(),
  created_at: z.string(),
  /** Ours: whether they have made a first deposit (a family backend may not say). */
  deposited: z._default(z.boolean(), false),
  /** Ours, in the members tab's list: 1, 2 or 3. */
  level: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(3))),
});
export type Friend = z.output<typeof friend>;

/** One affiliate overview period: sign-ups through the member's tree, first depositors, commission earned. */
export const overviewPeriod = z.object({
  period: z.enum(["today", "7d", "30d", "all"]),
  signups: z.number().check(z.int()),
  first_deposits: z.number().check(z.int()),
  earned: money,
});

const friends = z._default(z.array(friend), []);

export const customersReferral = defineCall({
  method: "GET",
  path: "/api/customers/referral",
  summary:
    "The member's referral key and link, the three levels (counts and the newest friends of each, phones masked), commission received and claimable, the published rates and the affiliate overview",
  auth: true,
  response: z.pipe(
    z.object({
      referral_id: z.string(),
      /** Ours: the same member's key in a longer form for marketing links (/u/{affiliate_key}); same tree. */
      affiliate_key: z._default(z.string(), ""),
      /** Commission claimed in total, and claimable now (baht). */
      referral_total: z._default(money, 0),
      referral_pending: z._default(money, 0),
      /** The family's count of direct friends (level 1). */
      customer_referrals: z._default(z.number().check(z.int()), 0),
      /** The family's figure; ours omits it. */
      customer_win_loses_total: z.optional(money),
      /** The newest friends of each level (ours: at most REFERRAL_PAGE_SIZE; the rest through /referral/members). */
      mlm_referrals_lv1: friends,
      mlm_referrals_lv2: friends,
      mlm_referrals_lv3: friends,
      /** Ours: each level's whole count (a family backend sends whole lists: then their lengths). */
      mlm_counts: z.optional(
        z.object({ lv1: z.number().check(z.int()), lv2: z.number().check(z.int()), lv3: z.number().check(z.int()) }),
      ),
      /** Ours: the published commission per level, percent of the friends' turnover (default: lib/referral-terms.ts). */
      rates: z._default(
        z.array(z.object({ level: z.number().check(z.int(), z.minimum(1), z.maximum(3)), percent: z.number() })),
        REFERRAL_LEVELS.map((level) => ({ level, percent: REFERRAL.basisPoints[level - 1]! / 100 })),
      ),
      /** Ours: the affiliate overview (today, 7 days, 30 days, all time). */
      overview: z._default(z.array(overviewPeriod), []),
    }),
    z.transform(({ mlm_counts, ...rest }) => ({
      ...rest,
      counts: mlm_counts ?? {
        lv1: rest.mlm_referrals_lv1.length,
        lv2: rest.mlm_referrals_lv2.length,
        lv3: rest.mlm_referrals_lv3.length,
      },
    })),
  ),
  errors: { 401: "Unauthenticated." },
});
export type Referral = z.output<typeof customersReferral.response>;

export const customersReferralMembers = defineCall({
  method: "GET",
  path: "/api/customers/referral/members",
  summary: `The member's friends of one level (1-3), newest first, ${REFERRAL_PAGE_SIZE} a page, phones masked`,
  auth: true,
  query: z.object({
    level: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3)), 1),
    page: z._default(page, 1),
  }),
  response: z.object({
    data: z.array(friend),
    page: z.number().check(z.int()),
    per_page: z.number().check(z.int()),
    has_more: z.boolean(),
  }),
  errors: { 401: "Unauthenticated.", 422: "{ errors: { level | page } }" },
});

/** One day's commission: the friends' turnover per level, the amount, and the bonus it became. */
export const incomeDay = z.object({
  /** The commission bonus (claim with POST /api/customers/get-bonus/{id}). */
  id: z.number().check(z.int()),
  /** The Bangkok calendar day, YYYY-MM-DD. */
  day: z.string(),
  lv1_turnover: money,
  lv2_turnover: money,
  lv3_turnover: money,
  amount: money,
  status: z.enum(["claimable", "claimed", "expired", "cancelled"]),
  claim_deadline: z.string(),
});
export type IncomeDay = z.output<typeof incomeDay>;

export const customersReferralIncome = defineCall({
  method: "GET",
  path: "/api/customers/referral/income",
  summary: `The member's referral commission per day, newest first, ${REFERRAL_PAGE_SIZE} a page`,
  auth: true,
  query: z.object({ page: z._default(page, 1) }),
  response: z.object({
    data: z.array(incomeDay),
    page: z.number().check(z.int()),
    per_page: z.number().check(z.int()),
    has_more: z.boolean(),
  }),
  errors: { 401: "Unauthenticated.", 422: "{ errors: { page } }" },
});
