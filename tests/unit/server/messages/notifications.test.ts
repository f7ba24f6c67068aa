// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import type { DB } from "@/server/db/types";
import { th } from "@/lib/i18n/th";
import { customersProfile } from "@/lib/api/contract/customers";
import { notificationEvent } from "@/lib/api/contract/messages";
import { grantBonus } from "@/server/wallet/bonuses";
import { notifyMember, PROFILE_NOTIFICATIONS } from "@/server/messages/notifications";
import { OpsInputError } from "@/server/ops/input-error";
import { call, member } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

async function profile(token: string) {
  const res = await call("/api/customers/profile", { token });
  expect(res.status).toBe(200);
  return customersProfile.response.parse(await res.json()).data;
}
const read = (token: string, id: number | string) => call(`/api/customers/notifications/${id}/read`, { token, method: "POST" });

describe("notifications in the profile's events", () => {
  it("lists unread ones beside the claimable bonuses, in the contract's shape", async () => {
    const m = await member(database);
    await grantBonus(database, {
      memberId: m.id,
      type: "cashback",
      satang: 5_000,
      source: "note-test",
      turnoverMultiple: 1,
      claimDeadline: new Date(Date.now() + 86_400_000),
    });
    const { id } = await notifyMember(database, m.phone, "  ยอดฝากของคุณเข้าแล้ว <b>ขอบคุณ</b>  ");
    const events = (await profile(m.token)).events;
    expect(Object.keys(events[0]!).sort()).toEqual(["amount", "claim_deadline", "id", "type"]);
    expect(events[0]).toMatchObject({ type: "cashback" });
    const note = notificationEvent.parse(events[1]);
    // Plain text as written (the page shows it as text): trimmed, markup left as characters.
    expect(note).toMatchObject({ id, type: "notification", message: "ยอดฝากของคุณเข้าแล้ว <b>ขอบคุณ</b>" });
    expect(Date.parse(note.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it(`keeps the newest ${PROFILE_NOTIFICATIONS} unread`, async () => {
    const m = await member(database);
    for (let i = 1; i <= PROFILE_NOTIFICATIONS + 2; i++) await notifyMember(database, m.phone, `ข้อความ ${i}`);
    const messages = (await profile(m.token)).events.map((e) => e.message);
    expect(messages).toEqual(["ข้อความ 7", "ข้อความ 6", "ข้อความ 5", "ข้อความ 4", "ข้อความ 3"]);
  });

  it("marks the member's own read (twice is still success); someone else's or unknown id is a Thai 404", async () => {
    const a = await member(database);
    const b = await member(database);
    const { id } = await notifyMember(database, a.phone, "สวัสดี");

    const other = await read(b.token, id);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: th.popups.notificationNotFound });
    expect((await profile(a.token)).events).toHaveLength(1);

    for (let i = 0; i < 2; i++) {
      const res = await read(a.token, id);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect((await profile(a.token)).events).toEqual([]);
    expect((await read(a.token, 999_999)).status).toBe(404);
    const bad = await read(a.token, "abc");
    expect([404, 422]).toContain(bad.status);
    expect(JSON.stringify(await bad.json())).toMatch(/[\u0e00-\u0e7f]/);
    expect((await call(`/api/customers/notifications/${id}/read`, { method: "POST" })).status).toBe(401);
  });

  it("refuses an empty message, an unknown phone and a message too long", async () => {
    const m = await member(database);
    await expect(notifyMember(database, m.phone, "  \u0007 ")).rejects.toBeInstanceOf(OpsInputError);
    await expect(notifyMember(database, "0899999990", "x")).rejects.toThrow(/no member/);
    await expect(notifyMember(database, m.phone, "ก".repeat(1001))).rejects.toThrow(/1000/);
  });
});
