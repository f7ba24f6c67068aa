import * as z from "zod/mini";
import { defineCall } from "./define";
import { money } from "./fields";

export const spinPrize = z.object({
  /** Position on the wheel, 0-based, in table order. */
  index: z.number().check(z.int(), z.minimum(0)),
  amount: money,
  /** Chance in percent; the table's sum to 100. */
  probability: z.number(),
});
export type SpinPrizeOut = z.output<typeof spinPrize>;

/** The member's spin of the current Bangkok day. */
export const spinResult = z.object({
  prize_index: z.number().check(z.int(), z.minimum(0)),
  amount: money,
  /** The claimable `spin` bonus the prize became (claim with POST /api/customers/get-bonus/{id}). */
  bonus_id: z.number().check(z.int()),
  /** When the member may spin again (the next 00:00 Asia/Bangkok), ISO 8601. */
  next_spin_at: z.string(),
});
export type SpinResult = z.output<typeof spinResult>;

export const spinWheel = defineCall({
  method: "GET",
  path: "/api/spin-wheel",
  summary:
    "The daily spin wheel: the published prize table with each prize's probability, the turnover multiple and claim days of a prize, whether the member may spin now, and today's spin (Asia/Bangkok calendar day)",
  auth: true,
  response: z.object({
    prizes: z.array(spinPrize),
    /** Claiming a prize adds amount × this to the turnover required before a withdrawal. */
    turnover: z.number().check(z.int()),
    claim_days: z.number().check(z.int()),
    can_spin: z.boolean(),
    /** null when the member may spin now; else the next 00:00 Asia/Bangkok. */
    next_spin_at: z.nullable(z.string()),
    /** Today's spin, null before it. */
    today: z.nullable(spinResult),
  }),
  errors: { 401: "Unauthenticated." },
});

export const spinWheelSpin = defineCall({
  method: "POST",
  path: "/api/spin-wheel/spin",
  summary:
    "Spin once per calendar day (Asia/Bangkok): the server draws with a CSPRNG over the published weights, records the spin and grants the prize as a claimable spin bonus in one transaction. Idempotency-Key: a replay answers the first answer",
  auth: true,
  response: z.object({ success: z.boolean(), msg: z.optional(z.string()), data: z.optional(spinResult) }),
  errors: {
    400: "{ success: false, msg } already spun today",
    401: "Unauthenticated.",
    422: "{ errors: { idempotency_key } } a malformed key, or the key reused for another call",
  },
});
