import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { th } from "@/lib/i18n/th";
import { toBaht } from "./tx";

/** How many of the member's latest requests the profile looks at. */
const PROFILE_REQUESTS = 20;

/** A money_requests row as requestStatesJson returns it (JSON: numbers and ISO timestamps). */
export interface RequestStateJson {
  id: number;
  type: string;
  method: "bank" | "gateway" | null;
  status: string;
  amount: number | string;
  bonus: number | string;
  deleted_cause: string | null;
  created_at: string;
  settled_at: string | null;
  expires_at: string | null;
  qr_payload: string | null;
}

/**
 * The member's latest PROFILE_REQUESTS requests, newest first, as a JSON array over a member id expression: read inside
 * the profile's one statement (server/customers/profile.ts), after the due jobs, so a deposit past its deadline shows as
 * expired. requestStatesOf makes the profile's fields of it.
 */
export const requestStatesJson = (memberId: SQL) => sql`
  (SELECT COALESCE(json_agg(r ORDER BY r.id DESC), '[]'::json)
   FROM (SELECT id, type, method, status, amount_satang AS amount, bonus_satang AS bonus, deleted_cause, created_at,
                settled_at, expires_at, qr_payload
         FROM money_requests WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${PROFILE_REQUESTS}) r)`;

const iso = (t: string | Date | null) => (t === null ? null : new Date(t).toISOString());

/** Our words for a request that ended without its money moving. */
const ENDED_UNPAID = new Set(["cancelled", "expired", "rejected"]);

/**
 * The profile's request fields, from the member's latest requests (newest first):
 * - `open`: the open deposit, or when none, the pending withdrawal (the API family keeps a withdrawal in
 *   `pending_request` until it settles); history.ts's pendingRequestOf turns it into `pending_request`.
 * - `completed_requests`: every settled request and every pending withdrawal (a family client lists them there),
 *   `{id, type, status, amount, bonus, total, created_at, deleted_at, deleted_cause}` — `deleted_at` when it was
 *   cancelled, expired or rejected. An open deposit is never in it (the deposit watch reads it as finished).
 *   A cancelled, expired or rejected request says the family's `cancalled` (sic) to every caller, its
 *   `deleted_cause` the stored reason (else our Thai word for the precise status): a family client shows success for
 *   any other word, and our pages read only `completed` here (the history call keeps the precise words).
 */
export function requestStatesOf(rows: readonly RequestStateJson[]) {
  const open =
    rows.find((r) => r.type === "deposit" && r.status === "pending") ?? rows.find((r) => r.type === "withdraw" && r.status === "pending");
  return {
    open: open ?? null,
    completed_requests: rows
      .filter((r) => r.status !== "pending" || r.type === "withdraw")
      .map((r) => {
        const amount = Number(r.amount);
        const bonus = r.type === "deposit" ? Number(r.bonus) : 0;
        const ended = ENDED_UNPAID.has(r.status);
        return {
          id: Number(r.id),
          type: r.type,
          status: ended ? "cancalled" : r.status,
          amount: toBaht(amount),
          bonus: toBaht(bonus),
          total: toBaht(amount + bonus),
          created_at: iso(r.created_at),
          deleted_at: ended ? iso(r.settled_at ?? r.expires_at) : null,
          deleted_cause: ended ? r.deleted_cause || (th.history.statuses[r.status] ?? null) : r.deleted_cause,
        };
      }),
  };
}
