import { create } from "zustand";
import { initialCreditCheck, type CreditCheckState } from "@/lib/wallet/credit-check";
import { initialTurnover, type TurnoverState } from "@/lib/wallet/turnover-check";

/**
 * The one credit check of the page (the header strip, drawer and wallet card icons share it): the machines' states
 * only. lib/wallet/use-credit-check.ts moves them; the profile itself stays in React Query.
 */
export interface CreditCheckStore {
  credit: CreditCheckState;
  turnover: TurnoverState;
  /** Refreshes of the member under way as deposit, withdraw or the drawer opens: the loading flag every icon shows. */
  refreshing: number;
}

export const useCreditCheckStore = create<CreditCheckStore>()(() => ({ credit: initialCreditCheck, turnover: initialTurnover, refreshing: 0 }));
