// @vitest-environment node
import { describe, expect, it } from "vitest";
import { th } from "@/lib/i18n/th";
import { requestStatesOf, type RequestStateJson } from "@/server/wallet/request-states";

const row = (id: number, type: string, status: string, deleted_cause: string | null = null): RequestStateJson => ({
  id,
  type,
  method: type === "deposit" ? "bank" : null,
  status,
  amount: 10_000,
  bonus: 0,
  deleted_cause,
  created_at: "2026-11-20T10:00:00.000Z",
  settled_at: status === "pending" ? null : "2026-11-20T10:05:00.000Z",
  expires_at: null,
  qr_payload: null,
});

describe("the profile's completed_requests", () => {
  it("speaks only completed, pending and the family's `cancalled`: every request that ended unpaid, with a cause", () => {
    const { open, completed_requests } = requestStatesOf([
      row(6, "withdraw", "pending"),
      row(5, "withdraw", "rejected", "rejected by operator"),
      row(4, "deposit", "expired", "deposit time ended"),
      row(3, "deposit", "cancelled", "สมาชิกยกเลิกรายการเอง"),
      row(2, "deposit", "rejected"),
      row(1, "deposit", "completed"),
    ]);
    expect(open?.id).toBe(6);
    expect(completed_requests.map((r) => [r.id, r.status, r.deleted_cause, r.deleted_at !== null])).toEqual([
      [6, "pending", null, false],
      [5, "cancalled", "rejected by operator", true],
      [4, "cancalled", "deposit time ended", true],
      [3, "cancalled", "สมาชิกยกเลิกรายการเอง", true],
      // No cause stored: the precise status in the member's words.
      [2, "cancalled", th.history.statuses.rejected, true],
      [1, "completed", null, false],
    ]);
  });
});
