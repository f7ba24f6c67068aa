import * as z from "zod/mini";
import { depositText } from "@/lib/i18n/th/deposit";
import { defineCall } from "./define";
import { secondFactorCode } from "./second-factor";
import { amount, clientIp, money, rowId, rowIdParam } from "./fields";

/**
 * The promotion chosen with a deposit: a row id as a number or as the family's string key of `promotion_ids`
 * ("12"); "0", 0, "" and null mean none (the family's "no promotion").
 */
const promotionId = z.pipe(
  z.pipe(
    z._default(
      z.nullable(
        z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d{0,10}$/, depositText.promotionNotFound))], {
          error: depositText.promotionNotFound,
        }),
      ),
      null,
    ),
    z.transform((x: number | string | null) => (x === null || x === "" || Number(x) === 0 ? null : Number(x))),
  ),
  z.nullable(rowId(depositText.promotionNotFound)),
);
const depositBody = z.object({ amount, promotion_id: z._default(z.nullable(promotionId), null), ip: clientIp });

export const depositPrepare = defineCall({
  method: "POST",
  path: "/api/requests/deposit/prepare",
  summary: "Open a bank-transfer deposit: the account to pay, the exact amount and the deadline",
  auth: true,
  body: depositBody,
  response: z.object({
    success: z.boolean(),
    data: z.optional(
      z.object({
        id: z.number().check(z.int()),
        amount: money,
        to_bank: z.string(),
        to_account_number: z.string(),
        to_name: z.string(),
        expires_at: z.string(),
      }),
    ),
    msg: z.optional(z.string()),
  }),
});

export const depositPaymentGateway = defineCall({
  method: "POST",
  path: "/api/requests/deposit/payment-gateway",
  summary: "Open a payment-gateway deposit: a PromptPay QR payload and the deadline",
  auth: true,
  body: depositBody,
  response: z.object({
    success: z.boolean(),
    // The QR as our PromptPay text (`qr_payload`, the page draws it) or as an image (`qr_code`: a family backend's
    // PNG as bare base64, which the operator-mode adapter hands on bare whether the backend prefixed it or not; the
    // page adds `data:image/png;base64,`); at least one is there.
    data: z.optional(
      z
        .object({
          id: z.number().check(z.int()),
          amount: money,
          qr_payload: z.optional(z.string()),
          qr_code: z.optional(z.string()),
          expires_at: z.string(),
        })
        .check(z.refine((d) => Boolean(d.qr_payload || d.qr_code), { message: "qr_payload or qr_code" })),
    ),
    msg: z.optional(z.string()),
  }),
});

export const depositCancel = defineCall({
  method: "POST",
  path: "/api/requests/deposit/{id}/cancel",
  summary: "Cancel an open deposit",
  auth: true,
  params: z.object({ id: rowIdParam }),
  response: z.object({ success: z.boolean(), msg: z.optional(z.string()) }),
});

export const withdraw = defineCall({
  method: "POST",
  path: "/api/requests/withdraw",
  summary: "Request a withdrawal to the member's registered account",
  auth: true,
  // `phone` is the family's (its clients send the browser's stored phone, often null): never read, since the session
  // decides the account, so no value of it refuses a withdrawal. `totp`: with two-factor on
  // (lib/api/contract/protection.ts), a current code or a recovery code.
  body: z.object({ phone: z.optional(z.unknown()), amount, totp: z.optional(secondFactorCode) }),
  // The new withdrawal's id beside `success` (a family client unwraps `data` whenever it is there and would lose it).
  response: z.object({
    success: z.boolean(),
    msg: z.optional(z.string()),
    message: z.optional(z.string()),
    id: z.optional(z.number().check(z.int())),
    data: z.optional(z.object({ id: z.number().check(z.int()) })),
  }),
});
