import { z } from "zod";
import { depositText } from "@/lib/i18n/th/deposit";
import { defineCall } from "./define";
import { secondFactorCode } from "./protection";
import { amount, clientIp, money, phone, rowId, rowIdParam } from "./fields";

/**
 * The promotion chosen with a deposit: a row id as a number or as the family's string key of `promotion_ids`
 * ("12"); "0", 0, "" and null mean none (the family's "no promotion").
 */
const promotionId = z
  .union([z.number(), z.string().trim().regex(/^\d{0,10}$/, depositText.promotionNotFound)], { error: depositText.promotionNotFound })
  .nullable()
  .default(null)
  .transform((x) => (x === null || x === "" || Number(x) === 0 ? null : Number(x)))
  .pipe(rowId(depositText.promotionNotFound).nullable());
const depositBody = z.object({ amount, promotion_id: promotionId.nullable().default(null), ip: clientIp });

export const depositPrepare = defineCall({
  method: "POST",
  path: "/api/requests/deposit/prepare",
  summary: "Open a bank-transfer deposit: the account to pay, the exact amount and the deadline",
  auth: true,
  body: depositBody,
  response: z.object({
    success: z.boolean(),
    data: z
      .object({
        id: z.number().int(),
        amount: money,
        to_bank: z.string(),
        to_account_number: z.string(),
        to_name: z.string(),
        expires_at: z.string(),
      })
      .optional(),
    msg: z.string().optional(),
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
    // base64 PNG, which the operator-mode adapter turns into a `data:image/png;base64,` URL); at least one is there.
    data: z
      .object({ id: z.number().int(), amount: money, qr_payload: z.string().optional(), qr_code: z.string().optional(), expires_at: z.string() })
      .refine((d) => Boolean(d.qr_payload || d.qr_code), { message: "qr_payload or qr_code" })
      .optional(),
    msg: z.string().optional(),
  }),
});

export const depositCancel = defineCall({
  method: "POST",
  path: "/api/requests/deposit/{id}/cancel",
  summary: "Cancel an open deposit",
  auth: true,
  params: z.object({ id: rowIdParam }),
  response: z.object({ success: z.boolean(), msg: z.string().optional() }),
});

export const withdraw = defineCall({
  method: "POST",
  path: "/api/requests/withdraw",
  summary: "Request a withdrawal to the member's registered account",
  auth: true,
  // `phone` is the family's; the session decides the account, so it may be left out.
  // `totp`: with two-factor on (lib/api/contract/protection.ts), a current code or a recovery code.
  body: z.object({ phone: phone.optional(), amount, totp: secondFactorCode.optional() }),
  // The new withdrawal's id beside `success` (a family client unwraps `data` whenever it is there and would lose it).
  response: z.object({
    success: z.boolean(),
    msg: z.string().optional(),
    message: z.string().optional(),
    id: z.number().int().optional(),
    data: z.object({ id: z.number().int() }).optional(),
  }),
});
