import "server-only";
import { serverEnv } from "@/server/env";

/** One transfer to a member's registered bank account; `payoutId` is the provider's idempotency key. */
interface PayoutOrder {
  payoutId: number;
  satang: number;
  bank: string;
  accountNumber: string;
  accountName: string | null;
}

/**
 * A payout provider: takes an order (a repeated order with the same id is one transfer) and reports its result later,
 * by a signed callback to POST /api/webhooks/payout (server/payout/payouts.ts, handlePayoutCallback).
 */
export interface PayoutProvider {
  readonly name: string;
  send(order: PayoutOrder): Promise<void>;
}

/** The demo bank takes every order; settleDemoPayouts (payouts.ts) calls back with its result a few seconds later. */
const demoPayouts: PayoutProvider = { name: "demo", send: async () => undefined };

/** The payout provider of this deployment: the demo one in demo mode, otherwise none yet (payouts stay manual). */
export function payoutProvider(): PayoutProvider | null {
  return serverEnv().DEMO_MODE ? demoPayouts : null;
}
