import { z } from "zod";
import { th } from "@/lib/i18n/th";
import { defineCall } from "./define";
import { amount, clientIp, money, phone, rowId, rowIdParam } from "./fields";

const promotionId = rowId(th.deposit.promotionNotFound);
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
    data: z.object({ id: z.number().int(), amount: money, qr_payload: z.string(), expires_at: z.string() }).optional(),
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
  body: z.object({ phone, amount }),
  response: z.object({ success: z.boolean(), msg: z.string().optional(), data: z.object({ id: z.number().int() }).optional() }),
});
