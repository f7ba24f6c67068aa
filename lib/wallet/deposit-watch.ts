/**
 * The deposit watch (docs/product.md#flows): a pure machine, no React. While a deposit is open the
 * profile is read every 10 s; when the request appears in completed_requests the watch ends with a success text
 * (status completed) or a failure text with its deleted_cause (any other status). The hook maps `interval` to
 * React Query's refetchInterval and acts on `outcome` (toast, refresh the credit, go home).
 */
import { depositText } from "@/lib/i18n/th/deposit";
import { formatMoney } from "@/lib/format";
import { isPendingWithdrawal } from "@/lib/api/contract/constants";

/** The deposit status poll. */
export const DEPOSIT_POLL_MS = 10_000;

interface WatchedRequest {
  id: number;
  type?: string;
  status: string;
  amount: number;
  deleted_cause?: string | null;
}

export interface ProfileLike {
  /** A withdrawal may sit here too (the API family's, and ours when no deposit is open): never watched as a deposit. */
  pending_request: { id: number; type?: string | null } | null;
  completed_requests: WatchedRequest[];
}

export type DepositWatch =
  /** `skip`: a deposit the member just cancelled, which a profile read before the cancel landed may still show. */
  | { status: "idle"; skip?: number }
  | { status: "watching"; id: number }
  | { status: "done"; id: number; outcome: DepositOutcome };

interface DepositOutcome {
  ok: boolean;
  message: string;
  amount: number;
}

export type DepositWatchEvent =
  | { type: "opened"; id: number }
  | { type: "profile"; profile: ProfileLike }
  | { type: "cancelled" }
  | { type: "reset" };

export const idleWatch: DepositWatch = { status: "idle" };

/** The text a finished request gives (a required wording: docs/product.md). */
function outcomeOf(request: WatchedRequest): DepositOutcome {
  if (request.status === "completed") {
    return { ok: true, amount: request.amount, message: depositText.succeeded(formatMoney(request.amount)) };
  }
  return { ok: false, amount: request.amount, message: depositText.failed(request.deleted_cause ?? "") };
}

export function depositWatchReducer(state: DepositWatch, event: DepositWatchEvent): DepositWatch {
  switch (event.type) {
    case "opened":
      return { status: "watching", id: event.id };
    case "cancelled":
      return state.status === "watching" ? { status: "idle", skip: state.id } : idleWatch;
    case "reset":
      return idleWatch;
    case "profile": {
      const { profile } = event;
      if (state.status === "done") return state;
      if (state.status === "idle") {
        // A deposit opened elsewhere (another tab, before a reload) is resumed; a pending withdrawal is not a deposit.
        const pending = profile.pending_request;
        return pending && pending.id !== state.skip && !isPendingWithdrawal(pending) ? { status: "watching", id: pending.id } : state;
      }
      const finished = profile.completed_requests.find((r) => r.id === state.id);
      return finished ? { status: "done", id: state.id, outcome: outcomeOf(finished) } : state;
    }
  }
}

/** React Query's refetchInterval for the profile: every 10 s while watching, otherwise no polling. */
export function watchInterval(state: DepositWatch): number | false {
  return state.status === "watching" ? DEPOSIT_POLL_MS : false;
}
