import type { Step } from "./credit-check";

/**
 * The turnover check as a pure state machine, started when a credit check succeeds: an answer with
 * `credit_success` true means credit moved (a bonus's turnover was met), so the profile is polled again; a refusal
 * (`success: false`) shows the server's `msg` as a warning. Other failures are only logged.
 */
type TurnoverStatus = "idle" | "requesting";

export interface TurnoverState {
  status: TurnoverStatus;
  run: number;
}

export type TurnoverEvent =
  | { type: "start" }
  | { type: "answered"; run: number; creditSuccess: boolean }
  | { type: "failed"; run: number; unauthenticated: boolean; success?: boolean; msg?: string }
  | { type: "reset" };

export type TurnoverEffect =
  | { type: "request"; run: number }
  /** Poll the profile again (the credit machine's "repoll"). */
  | { type: "repoll" }
  | { type: "toast"; kind: "warning"; message: string }
  | { type: "logout" }
  | { type: "log"; message: string };

export const initialTurnover: TurnoverState = { status: "idle", run: 0 };

export function turnoverStep(state: TurnoverState, event: TurnoverEvent): Step<TurnoverState, TurnoverEffect> {
  switch (event.type) {
    case "start": {
      if (state.status !== "idle") return { state, effects: [] };
      const run = state.run + 1;
      return { state: { status: "requesting", run }, effects: [{ type: "request", run }] };
    }
    case "answered":
      if (state.status !== "requesting" || event.run !== state.run) return { state, effects: [] };
      return { state: { ...state, status: "idle" }, effects: event.creditSuccess ? [{ type: "repoll" }] : [] };
    case "failed": {
      if (state.status !== "requesting" || event.run !== state.run) return { state, effects: [] };
      const next = { ...state, status: "idle" as const };
      if (event.unauthenticated) return { state: next, effects: [{ type: "logout" }] };
      if (event.success === false && event.msg) return { state: next, effects: [{ type: "toast", kind: "warning", message: event.msg }] };
      return { state: next, effects: [{ type: "log", message: event.msg ?? "turnover check failed" }] };
    }
    case "reset":
      return { state: { status: "idle", run: state.run + 1 }, effects: [] };
  }
}
