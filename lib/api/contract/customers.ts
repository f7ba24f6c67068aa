import { z } from "zod";
import { defineCall } from "./define";
import { flag, money, newPassword, passwordEntered, rowIdParam, withConfirmation } from "./fields";

export const requestRecord = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  amount: money,
  deleted_cause: z.string().nullable().optional(),
});

export const profile = z
  .object({
    phone: z.string(),
    name: z.string().nullable().default(null),
    bank: z.string().nullable().default(null),
    account_number: z.string().nullable().default(null),
    to_bank: z.string().nullable().default(null),
    to_account_number: z.string().nullable().default(null),
    to_name: z.string().nullable().default(null),
    ufabet_credit: money.default(0),
    payment_gateway_status: flag.default(false),
    pending_request: z.object({ id: z.number().int() }).nullable().default(null),
    completed_requests: z.array(requestRecord).default([]),
    events: z.array(z.record(z.string(), z.unknown())).default([]),
    credit_checking: z.number().int().optional(),
    /** Some backends of this API family send this name instead of credit_checking. */
    ufabet_credit_checking: z.number().int().optional(),
    games: z.array(z.object({ credit: money.optional() }).loose()).default([]),
    bonus_total: money.default(0),
    bonus_pending: money.default(0),
    bonus_turnover: money.default(0),
  })
  .transform(({ ufabet_credit_checking, credit_checking, ...rest }) => ({
    ...rest,
    credit_checking: credit_checking ?? ufabet_credit_checking ?? 0,
  }));
export type Profile = z.output<typeof profile>;

export const customersProfile = defineCall({
  method: "GET",
  path: "/api/customers/profile",
  summary: "The member's profile, credit and request states",
  auth: true,
  response: z.object({ data: profile }),
  errors: { 401: "Unauthenticated." },
});

export const customersCheckCredit = defineCall({
  method: "GET",
  path: "/api/customers/check-credit",
  summary: "Queue a balance fetch from the game provider; poll the profile until credit_checking is 0",
  auth: true,
  query: z.object({ phone: z.string().optional() }),
  response: z.object({ credit_success: flag }),
  errors: { 401: "Unauthenticated.", 502: "{ success: false, msg } the game provider did not answer" },
});

export const customersCheckTurnover = defineCall({
  method: "GET",
  path: "/api/customers/check-turnover",
  summary: "Check the member's bonus turnover",
  auth: true,
  query: z.object({ phone: z.string().optional() }),
  response: z.object({ credit_success: flag.optional(), success: z.boolean().optional(), msg: z.string().optional() }),
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
  summary: "Claim a bonus",
  auth: true,
  params: z.object({ id: rowIdParam }),
  response: z.object({ success: z.boolean(), msg: z.string().optional() }),
});
