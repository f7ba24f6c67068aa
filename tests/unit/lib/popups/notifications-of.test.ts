// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Profile } from "@/lib/api/contract/customers";
import { notificationEvent } from "@/lib/api/contract/messages";
import { notificationsOf } from "@/lib/popups/queries";

const events: Record<string, unknown>[] = [
  { id: 7, type: "notification", message: "ยอดฝากเข้าแล้ว", created_at: "2026-11-26T10:00:00Z" },
  { id: 8, type: "notification", message: "มีอะไรอีก", created_at: "2026-11-26T11:00:00Z", extra: "dropped" },
  { id: 3, type: "bonus", amount: 50, claim_deadline: "2026-11-30T00:00:00Z" },
  { id: 1.5, type: "notification", message: "x", created_at: "y" },
  { id: "9", type: "notification", message: "x", created_at: "y" },
  { id: 10, type: "notification", message: null, created_at: "y" },
  { id: 11, type: "notification", message: "x" },
  {},
];

describe("notificationsOf", () => {
  it("keeps exactly the events the contract's notificationEvent takes, as it would parse them", () => {
    const byContract = events.flatMap((e) => {
      const parsed = notificationEvent.safeParse(e);
      return parsed.success ? [parsed.data] : [];
    });
    expect(byContract).toHaveLength(2);
    expect(notificationsOf({ events } as unknown as Profile)).toEqual(byContract);
  });

  it("answers nothing without a profile", () => {
    expect(notificationsOf(undefined)).toEqual([]);
  });
});
