// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { dispatch } from "@/server/api/dispatch";
import { notifyMember } from "@/server/messages/notifications";
import { clock } from "@/server/protection/clock";
import { codeAt, fromBase32, stepOf, TOTP_STEP_SECONDS } from "@/server/protection/totp-code";
import { customersProfile } from "@/lib/api/contract/customers";
import { body, call } from "../wallet/helpers";
import { PASSWORD, protectedMember } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** POST /api/login as a bearer client: the token and the device token this browser would keep. */
async function login(phone: string, opts: { userAgent?: string; deviceToken?: string } = {}) {
  const res = await dispatch(
    new Request("http://127.0.0.1:3000/api/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "203.0.113.44",
        "user-agent": opts.userAgent ?? ANDROID,
        ...(opts.deviceToken ? { "x-device-token": opts.deviceToken } : {}),
      },
      body: JSON.stringify({ phone, password: PASSWORD, ip: "" }),
    }),
  );
  expect(res.status).toBe(200);
  const json = await body(res);
  return { token: json.access_token as string, deviceToken: json.device_token as string };
}

/** The notification messages a session's profile shows (the notification dialog's queue). */
async function notices(token: string): Promise<string[]> {
  const res = await call("/api/customers/profile", { token });
  expect(res.status).toBe(200);
  return customersProfile.response
    .parse(await res.json())
    .data.events.filter((e) => e.type === "notification")
    .map((e) => String(e.message));
}

const kinds = async (memberId: number) =>
  rowsOf<{ kind: string }>(await database.execute(sql`SELECT kind FROM notifications WHERE member_id = ${memberId} ORDER BY id`)).map((r) => r.kind);

describe("a login from a new device", () => {
  it("is told to the member's sessions already open, naming the device, address and time; never to the new session", async () => {
    const m = await protectedMember(database);
    const phone = m.phone;
    const fresh = await login(phone, { userAgent: IPHONE });
    expect(await kinds(m.id)).toEqual(["new_device"]);

    const [seen] = await notices(m.otherToken);
    expect(seen).toMatch(/^มีการเข้าสู่ระบบบัญชีของคุณจากอุปกรณ์ใหม่: Mobile Safari 17 · iOS 17 \(IP [\d.]+\) เมื่อ \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d/);
    expect(await notices(m.token)).toEqual([seen]);
    expect(await notices(fresh.token)).toEqual([]);
  });

  it("is not recorded for a login from one of the member's own browsers (its device token)", async () => {
    const m = await protectedMember(database);
    const phone = m.phone;
    const first = await login(phone);
    expect(await kinds(m.id)).toEqual(["new_device"]);
    await login(phone, { deviceToken: first.deviceToken });
    expect(await kinds(m.id)).toEqual(["new_device"]);
    // Someone else's device token is no key to this member's devices.
    const other = await protectedMember(database);
    const stranger = await login(other.phone);
    await login(phone, { deviceToken: stranger.deviceToken });
    expect(await kinds(m.id)).toEqual(["new_device", "new_device"]);
  });

  it("a later session sees the earlier new-device notices only from the member's own browser", async () => {
    const m = await protectedMember(database);
    const phone = m.phone;
    const mine = await login(phone, { userAgent: ANDROID });
    const intruder = await login(phone, { userAgent: IPHONE });
    // The member's own browser logs in again later (its device token): it is told of both earlier new devices but
    // not of its own first login... which is one of them: both notices are about other sessions than this one.
    const back = await login(phone, { deviceToken: mine.deviceToken });
    expect(await notices(back.token)).toHaveLength(2);
    // Yet another new device is told of none of them (a stranger learns nothing of the member's devices).
    const next = await login(phone, { userAgent: IPHONE });
    expect(await notices(next.token)).toEqual([]);
    // The intruder's own session is told of the login after it (the next new device), not of itself.
    const toIntruder = await notices(intruder.token);
    expect(toIntruder).toHaveLength(1);
  });

  it("read once, it is gone for every session", async () => {
    const m = await protectedMember(database);
    const phone = m.phone;
    await login(phone);
    const [row] = rowsOf<{ id: number }>(await database.execute(sql`SELECT id FROM notifications WHERE member_id = ${m.id}`));
    expect((await call(`/api/customers/notifications/${row!.id}/read`, { token: m.otherToken, method: "POST" })).status).toBe(200);
    expect(await notices(m.token)).toEqual([]);
  });
});

describe("two-factor turned on and off", () => {
  it("is told to every other session of the member (open then or later), not to the one that did it", async () => {
    const m = await protectedMember(database);
    const at = new Date((stepOf(new Date()) + 1) * TOTP_STEP_SECONDS * 1000 + 1000);
    vi.spyOn(clock, "now").mockReturnValue(at);
    const setup = await body(await call("/api/customers/2fa/setup", { token: m.token, method: "POST" }));
    const secret = fromBase32(setup.data.secret);
    expect((await call("/api/customers/2fa/enable", { token: m.token, body: { code: codeAt(secret, stepOf(at)) } })).status).toBe(200);

    expect(await notices(m.token)).toEqual([]);
    const [on] = await notices(m.otherToken);
    expect(on).toMatch(/^เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว เมื่อ \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d จาก /);

    const later = await login(m.phone);
    expect(await notices(later.token)).toEqual([on]);

    // Off, from the later session: the first two are told.
    const next = new Date(at.getTime() + TOTP_STEP_SECONDS * 1000);
    vi.spyOn(clock, "now").mockReturnValue(next);
    const off = await call("/api/customers/2fa/disable", { token: later.token, body: { password: PASSWORD, code: codeAt(secret, stepOf(next)) } });
    expect(off.status).toBe(200);
    expect((await notices(m.token))[0]).toMatch(/^ปิดการยืนยันตัวตนสองขั้นตอนแล้ว/);
    expect(await notices(later.token)).toEqual([on]);
    expect(await kinds(m.id)).toEqual(["two_factor_on", "new_device", "two_factor_off"]);
  });

  it("a refused change records nothing", async () => {
    const m = await protectedMember(database);
    await call("/api/customers/2fa/setup", { token: m.token, method: "POST" });
    expect((await call("/api/customers/2fa/enable", { token: m.token, body: { code: "000000" } })).status).toBe(400);
    expect((await call("/api/customers/2fa/disable", { token: m.token, body: { password: PASSWORD, code: "000000" } })).status).toBe(400);
    expect(await kinds(m.id)).toEqual([]);
  });
});

describe("an operator's message", () => {
  it("is shown to every session, as before", async () => {
    const m = await protectedMember(database);
    const phone = m.phone;
    await notifyMember(database, phone, "ข่าวจากเจ้าหน้าที่");
    expect(await notices(m.token)).toEqual(["ข่าวจากเจ้าหน้าที่"]);
    expect(await notices(m.otherToken)).toEqual(["ข่าวจากเจ้าหน้าที่"]);
  });
});
