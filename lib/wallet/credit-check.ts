import { creditText } from "@/lib/i18n/th/credit";

/**
 * The credit check (docs/product.md#flows) as a pure state machine: no React, no timers, no I/O. `creditCheckStep`
 * takes the state and what happened, and returns the next state and the effects to run. The driver
 * (use-credit-check.ts) runs the effects, and React Query polls the profile at `refetchIntervalOf(state)`.
 *
 *   idle ──click──▶ requesting ──credit_success──▶ checking ──credit_checking 0──▶ idle (+ turnover check)
 *                       │ false / error                  │ unsuccessful poll: failures + 1; > MAX → idle (timeout)
 *                       ▼                                │ "Unauthenticated." → idle (+ logout)
 *                     idle                               ▼
 */

/** The profile is polled every 5 s while checking. */
export const CREDIT_POLL_MS = 5_000;
/** At most 2 unsuccessful polls are tolerated; the third fails (and the timeout's message names this 2). */
export const MAX_FAILED_POLLS = 2;

type CreditCheckStatus = "idle" | "requesting" | "checking";

export interface CreditCheckState {
  status: CreditCheckStatus;
  /** Unsuccessful polls in this check. */
  failures: number;
  /** Counts checks; an answer carrying another run's number is stale and ignored. */
  run: number;
  /** When polling began (ms): profile reads from before it are not polls of this check. */
  since: number;
  /** Start the turnover check when this check succeeds (not when the turnover check itself asked for the poll). */
  thenTurnover: boolean;
}

export type CreditCheckEvent =
  /** The refresh icon. */
  | { type: "click" }
  /** check-credit answered. */
  | { type: "requested"; run: number; creditSuccess: boolean; at: number }
  /** check-credit failed; `message` is the server's refusal text, if it sent one. */
  | { type: "requestFailed"; run: number; unauthenticated: boolean; message?: string }
  /** A profile read finished while checking. */
  | { type: "polled"; creditChecking: number; at: number }
  | { type: "pollFailed"; unauthenticated: boolean; at: number }
  /** The turnover check found credit to re-read: poll again, without another check-credit call. */
  | { type: "repoll"; at: number }
  /** The session ended (logout): forget everything. */
  | { type: "reset" };

export type CreditCheckEffect =
  | { type: "request"; run: number }
  | { type: "toast"; kind: "success" | "error"; message: string }
  | { type: "startTurnover" }
  | { type: "logout" };

export interface Step<S, E> {
  state: S;
  effects: E[];
}

export const initialCreditCheck: CreditCheckState = { status: "idle", failures: 0, run: 0, since: 0, thenTurnover: false };

const stay = (state: CreditCheckState): Step<CreditCheckState, CreditCheckEffect> => ({ state, effects: [] });
const idle = (state: CreditCheckState, ...effects: CreditCheckEffect[]): Step<CreditCheckState, CreditCheckEffect> => ({
  state: { ...state, status: "idle", failures: 0, thenTurnover: false },
  effects,
});

export function creditCheckStep(state: CreditCheckState, event: CreditCheckEvent): Step<CreditCheckState, CreditCheckEffect> {
  switch (event.type) {
    case "click": {
      if (state.status !== "idle") return stay(state); // one check at a time, whichever icon was pressed
      const run = state.run + 1;
      return { state: { ...state, status: "requesting", failures: 0, run }, effects: [{ type: "request", run }] };
    }
    case "requested":
      if (state.status !== "requesting" || event.run !== state.run) return stay(state);
      if (!event.creditSuccess) return idle(state);
      return {
        state: { ...state, status: "checking", failures: 0, since: event.at, thenTurnover: true },
        effects: [{ type: "toast", kind: "success", message: creditText.checking }],
      };
    case "requestFailed":
      if (state.status !== "requesting" || event.run !== state.run) return stay(state);
      if (event.unauthenticated) return idle(state, { type: "logout" });
      return idle(state, ...(event.message ? [{ type: "toast", kind: "error", message: event.message } as const] : []));
    case "polled":
      if (state.status !== "checking" || event.at <= state.since) return stay(state);
      if (event.creditChecking === 0) {
        return idle(
          state,
          { type: "toast", kind: "success", message: creditText.checked },
          ...(state.thenTurnover ? [{ type: "startTurnover" } as const] : []),
        );
      }
      return failedPoll(state);
    case "pollFailed":
      if (state.status !== "checking" || event.at <= state.since) return stay(state);
      if (event.unauthenticated) return idle(state, { type: "logout" });
      return failedPoll(state);
    case "repoll":
      if (state.status !== "idle") return stay(state);
      return {
        state: { ...state, status: "checking", failures: 0, run: state.run + 1, since: event.at, thenTurnover: false },
        effects: [{ type: "toast", kind: "success", message: creditText.checkingAgain }],
      };
    case "reset":
      return { state: { ...initialCreditCheck, run: state.run + 1 }, effects: [] };
  }
}

function failedPoll(state: CreditCheckState): Step<CreditCheckState, CreditCheckEffect> {
  const failures = state.failures + 1;
  if (failures > MAX_FAILED_POLLS) {
    return idle(state, { type: "toast", kind: "error", message: creditText.timedOut(MAX_FAILED_POLLS) });
  }
  return stay({ ...state, failures });
}

/** What React Query's `refetchInterval` gets for the profile: poll only while checking. */
export function refetchIntervalOf(state: CreditCheckState): number | false {
  return state.status === "checking" ? CREDIT_POLL_MS : false;
}

/** The spinner and the disabled icon. */
export const isBusy = (state: CreditCheckState): boolean => state.status !== "idle";
