import * as z from "zod/mini";
import { defineCall } from "@/lib/api/contract/define";

/**
 * The built-in demo provider's one browser call. It is the provider's own API, not the member API, so it lives
 * outside lib/api/contract (and the OpenAPI document); amounts are integer satang.
 */
export const DEMO_BETS_SATANG = [100, 500, 1_000, 5_000, 10_000] as const;

export const demoSpin = defineCall({
  method: "POST",
  path: "/demo-provider/api/spin",
  summary: "One spin of the demo slot (the provider's cookie session)",
  auth: false,
  body: z.object({
    game: z.string().check(z.minLength(1), z.maxLength(100)),
    bet_satang: z.number().check(z.int(), z.positive()),
    /** The browser's id for this spin: a retry with the same id gets the first answer. */
    spin_id: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  }),
  response: z.object({
    round_id: z.number().check(z.int()),
    reels: z.array(z.string()).check(z.length(3)),
    multiplier: z.number(),
    bet_satang: z.number().check(z.int()),
    win_satang: z.number().check(z.int()),
    balance_satang: z.number().check(z.int()),
  }),
  errors: {
    400: "{ success: false, msg } not enough credit",
    401: "no provider session (launch the game again)",
    422: "not a bet the game takes",
    429: "the previous spin is less than 2.5 s old (Retry-After)",
  },
});
