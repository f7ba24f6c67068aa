import * as z from "zod/mini";
import { bonusText } from "@/lib/i18n/th/bonus";
import { defineCall } from "./define";
import { flag, money, newPassword, passwordEntered, rowIdParam, withConfirmation } from "./fields";

export const requestRecord = z.object({
  id: z.number().check(z.int()),
  type: z.string(),
  /**
   * completed or pending; `cancalled` (sic: refused, cancelled or expired, the reason in deleted_cause) as the family
   * writes it and as ours answers it; a family backend also sends `wait-for-approval`.
   */
  status: z.string(),
  amount: money,
  /** A family backend's deposit bonus and amount + bonus (baht). */
  bonus: z.optional(z.nullable(money)),
  total: z.optional(z.nullable(money)),
  created_at: z.optional(z.nullable(z.string())),
  deleted_at: z.optional(z.nullable(z.string())),
  deleted_cause: z.optional(z.nullable(z.string())),
});
export type RequestRecord = z.output<typeof requestRecord>;

/**
 * The member's open request: a deposit waiting for its money or a withdrawal waiting for the
 * operator. Only `id` is sure; a family backend carries `type`, `amount`, `name` (the payee, for a QR deposit too)
 * and, for a gateway deposit, `qr_code`: a PNG as bare base64 (the family's clients and our pages add the
 * `data:image/png;base64,` prefix; in operator mode the adapter strips one a backend sent); ours adds `expires_at`,
 * the receiving account and `qr_payload` (the PromptPay text the page may draw itself).
 */
export const pendingRequest = z.looseObject({
  id: z.number().check(z.int()),
  /** "deposit" or "withdraw" as ours sends it; absent means a deposit. */
  type: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
  amount: z.optional(z.nullable(money)),
  /** The family's account holder's name for the transfer. */
  name: z.optional(z.nullable(z.string())),
  bank: z.optional(z.nullable(z.string())),
  account_number: z.optional(z.nullable(z.string())),
  expires_at: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.nullable(z.string())),
  qr_payload: z.optional(z.nullable(z.string())),
  qr_code: z.optional(z.nullable(z.string())),
});
export type PendingRequest = z.output<typeof pendingRequest>;
export { isPendingWithdrawal } from "./constants";

export const profile = z.pipe(
  z.object({
    phone: z.string(),
    name: z._default(z.nullable(z.string()), null),
    bank: z._default(z.nullable(z.string()), null),
    account_number: z._default(z.nullable(z.string()), null),
    to_bank: z._default(z.nullable(z.string()), null),
    to_account_number: z._default(z.nullable(z.string()), null),
    to_name: z._default(z.nullable(z.string()), null),
    ufabet_credit: z._default(money, 0),
    payment_gateway_status: z._default(flag, false),
    pending_request: z._default(z.nullable(pendingRequest), null),
    completed_requests: z._default(z.array(requestRecord), []),
    /**
     * Ours: the claimable bonuses `{id, type, amount, claim_deadline}`, soonest deadline first (at most 5), then the
     * unread notifications `{id, type: "notification", message, created_at}` (./messages.ts, at most 5); a family
     * backend's entries pass as they come.
     */
    events: z._default(z.array(z.record(z.string(), z.unknown())), []),
    credit_checking: z.optional(z.number().check(z.int())),
    /** Some backends of this API family send this name instead of credit_checking. */
    ufabet_credit_checking: z.optional(z.number().check(z.int())),
    games: z._default(z.array(z.looseObject({ credit: z.optional(money) })), []),
    bonus_total: z._default(money, 0),
    bonus_pending: z._default(money, 0),
    bonus_turnover: z._default(money, 0),
    /** The whole turnover asked by the promotions and bonuses taken (ours; a family backend may not send it). */
    bonus_turnover_required: z._default(money, 0),
    /**
     * This week's (Monday 00:00 Asia/Bangkok) stakes minus wins, baht: what Monday's cashback is paid on; negative
     * when the member is ahead; null when the game provider did not answer (ours; absent from a family backend).
     */
    customer_win_loses_total: z._default(z.nullable(money), null),
    /** The referral summary: the member's referral key, commission claimed and claimable now (baht). */
    referral_id: z._default(z.string(), ""),
    referral_total: z._default(money, 0),
    referral_pending: z._default(money, 0),
    /** The API family's profile fields; a backend may leave any of them out. */
    ufabet_username: z.optional(z.nullable(z.string())),
    turnover_needed: z.optional(z.nullable(money)),
    /** `{id: name}` of the promotions the member may choose (the family has no promotion list call). */
    promotion_ids: z.optional(z.nullable(z.record(z.string(), z.string()))),
    settings: z.optional(z.nullable(z.looseObject({ deposit_min: z.optional(money), withdraw_min: z.optional(money) }))),
    /** Seconds an open deposit waits for its money. */
    request_lifetime: z.optional(z.nullable(money)),
    success_deposit_count: z.optional(z.nullable(money)),
  }),
  z.transform(({ ufabet_credit_checking, credit_checking, ...rest }) => ({
    ...rest,
    credit_checking: credit_checking ?? ufabet_credit_checking ?? 0,
  })),
);
export type Profile = z.output<typeof profile>;

export const customersProfile = defineCall({
  method: "GET",
  path: "/api/customers/profile",
  summary: "The member's profile, credit and request states",
  auth: true,
  // The family answers `{success: true, data}`; `success` is optional so a backend that leaves it out still passes.
  response: z.object({ success: z.optional(z.boolean()), data: profile }),
  errors: { 401: "Unauthenticated." },
});

export const customersCheckCredit = defineCall({
  method: "GET",
  path: "/api/customers/check-credit",
  summary: "Queue a balance fetch from the game provider; poll the profile until credit_checking is 0",
  auth: true,
  query: z.object({ phone: z.optional(z.string()) }),
  response: z.object({ success: z.optional(z.boolean()), credit_success: flag }),
  errors: { 401: "Unauthenticated.", 502: "{ success: false, msg } the game provider did not answer" },
});

export const customersCheckTurnover = defineCall({
  method: "GET",
  path: "/api/customers/check-turnover",
  summary: "Check the member's bonus turnover",
  auth: true,
  query: z.object({ phone: z.optional(z.string()) }),
  response: z.object({ credit_success: z.optional(flag), success: z.optional(z.boolean()), msg: z.optional(z.string()) }),
});

export const updatePasswordBody = withConfirmation(
  z.object({ old_password: passwordEntered, password: newPassword, password_confirmation: z.string() }),
);

export const customersUpdatePassword = defineCall({
  method: "POST",
  path: "/api/customers/update-password",
  summary: "Change the password; every session of the member ends (the caller logs in again)",
  auth: true,
  body: updatePasswordBody,
  response: z.object({ success: z.boolean() }),
  endsSession: true,
});

export const customersGetBonus = defineCall({
  method: "POST",
  path: "/api/customers/get-bonus/{id}",
  summary:
    "Claim a bonus: promotion_expense → member wallet → the game provider in one transaction, its turnover added to the member's",
  auth: true,
  params: z.object({ id: rowIdParam }),
  response: z.object({ success: z.boolean(), msg: z.optional(z.string()) }),
  errors: {
    400: "{ success: false, msg } someone else's or unknown, already claimed, expired, cancelled, or an earlier turnover not met",
    401: "Unauthenticated.",
    502: "{ success: false, msg } the game provider did not answer",
  },
});

export const BONUS_TYPES = ["deposit_bonus", "cashback", "spin", "commission"] as const;
export const BONUS_STATUSES = ["claimable", "claimed", "expired", "cancelled"] as const;
/** Bonuses per page of GET /api/customers/bonuses; pages past MAX_BONUS_PAGE are refused. */
export const BONUS_PAGE_SIZE = 20;
export const MAX_BONUS_PAGE = 1_000;

export const bonus = z.object({
  id: z.number().check(z.int()),
  type: z.enum(BONUS_TYPES),
  amount: money,
  status: z.enum(BONUS_STATUSES),
  /** Where it came from, e.g. "2026-W47" for a week's cashback. */
  source: z.string(),
  /** Claiming adds amount × this to the stakes required before a withdrawal (at most 10). */
  turnover: z.number().check(z.int()),
  /** The stakes claiming asks, in baht: amount × turnover, or for a deposit's bonus (deposit + bonus) × turnover. */
  turnover_amount: money,
  claim_deadline: z.string(),
  created_at: z.string(),
  claimed_at: z.nullable(z.string()),
});
export type Bonus = z.output<typeof bonus>;

/** A page number of a paged list (1 … MAX_BONUS_PAGE), from a query string; Thai 422 otherwise. */
export const bonusPage = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/, bonusText.pageFormat)), z.transform(Number))], {
    error: bonusText.pageFormat,
  }),
  z
    .number({ error: bonusText.pageFormat })
    .check(z.int(bonusText.pageFormat), z.minimum(1, bonusText.pageFormat), z.maximum(MAX_BONUS_PAGE, bonusText.pageFormat)),
);

export const customersBonuses = defineCall({
  method: "GET",
  path: "/api/customers/bonuses",
  summary: `The member's bonuses, newest first, ${BONUS_PAGE_SIZE} a page (a claimable one past its deadline shows as expired)`,
  auth: true,
  query: z.object({ page: z._default(bonusPage, 1) }),
  response: z.object({
    data: z.array(bonus),
    page: z.number().check(z.int()),
    per_page: z.number().check(z.int()),
    has_more: z.boolean(),
  }),
  errors: { 401: "Unauthenticated.", 422: "{ errors: { page } }" },
});
