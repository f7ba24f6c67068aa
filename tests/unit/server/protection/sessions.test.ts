// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { dispatch } from "@/server/api/dispatch";
import { rowsOf } from "@/server/db/rows";
import { mintLoginCode } from "@/server/accounts/login-codes";
import { deviceOf, LOGIN_HISTORY, STRANGER_HISTORY } from "@/server/protection/sessions";
import { th } from "@/lib/i18n/th";
import { body, call } from "../wallet/helpers";
import { PASSWORD, protectedMember } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

function login(phone: string, password: string, ip: string, device?: string) {
  return dispatch(
    new Request("http://127.0.0.1:3000/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, "user-agent": IPHONE, ...(device ? { "x-device-token": device } : {}) },
      body: JSON.stringify({ phone, password }),
    }),
  );
}

describe("GET /api/customers/sessions and ending sessions", () => {
  it("lists the live sessions with device, IP, first seen, last active and this device", async () => {
    const m = await protectedMember(database);
    const { data } = await body(await call("/api/customers/sessions", { token: m.token }));
    expect(data).toHaveLength(2);
    const here = data.find((s: { current: boolean }) => s.current);
    const other = data.find((s: { current: boolean }) => !s.current);
    expect(here.ip).toBe("");
    expect(other).toMatchObject({ ip: "203.0.113.20", device: { type: "mobile", os: "Android 14", browser: "Chrome 120" } });
    expect(other.device.label).toBe("Chrome 120 · Android 14");
    for (const s of data) expect(Date.parse(s.last_active)).toBeGreaterThanOrEqual(Date.parse(s.first_seen));
  });

  it("ends one session: its next call gets 401 Unauthenticated.; another member's or an unknown id is 404", async () => {
    const m = await protectedMember(database);
    const stranger = await protectedMember(database);
    const { data } = await body(await call("/api/customers/sessions", { token: m.token }));
    const other = data.find((s: { current: boolean }) => !s.current);

    const notMine = await call(`/api/customers/sessions/${other.id}`, { token: stranger.token, method: "DELETE" });
    expect(notMine.status).toBe(404);
    expect(await body(notMine)).toEqual({ success: false, msg: th.protection.sessionNotFound });
    expect((await call("/api/customers/profile", { token: m.otherToken })).status).toBe(200);

    const ended = await call(`/api/customers/sessions/${other.id}`, { token: m.token, method: "DELETE" });
    expect(ended.status).toBe(200);
    const next = await call("/api/customers/profile", { token: m.otherToken });
    expect(next.status).toBe(401);
    expect(await body(next)).toEqual({ message: "Unauthenticated." });
    expect((await call("/api/customers/limits", { token: m.otherToken })).status).toBe(401);
    expect((await call(`/api/customers/sessions/${other.id}`, { token: m.token, method: "DELETE" })).status).toBe(404);
    expect((await call("/api/customers/profile", { token: m.token })).status).toBe(200);
  });

  it("ends every other session in one call, keeping this one", async () => {
    const m = await protectedMember(database);
    const res = await call("/api/customers/sessions", { token: m.token, method: "DELETE" });
    expect(await body(res)).toEqual({ success: true });
    expect((await call("/api/customers/profile", { token: m.otherToken })).status).toBe(401);
    const { data } = await body(await call("/api/customers/sessions", { token: m.token }));
    expect(data).toHaveLength(1);
    expect(data[0].current).toBe(true);
  });

  it("moves last active after a successful call, at most once a minute", async () => {
    const m = await protectedMember(database);
    await database.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '2 hours' WHERE member_id = ${m.id}`);
    await call("/api/customers/limits", { token: m.token });
    const { data } = await body(await call("/api/customers/sessions", { token: m.token }));
    const here = data.find((s: { current: boolean }) => s.current);
    const other = data.find((s: { current: boolean }) => !s.current);
    expect(Date.now() - Date.parse(here.last_active)).toBeLessThan(60_000);
    expect(Date.now() - Date.parse(other.last_active)).toBeGreaterThan(3_600_000);
  });
});

describe("GET /api/customers/login-history", () => {
  it("shows the last logins newest first, failed attempts included, with device and IP", async () => {
    const m = await protectedMember(database);
    expect((await login(m.phone, "Wrong5678", "198.51.100.31")).status).toBe(401);
    const ok = await login(m.phone, PASSWORD, "198.51.100.32");
    expect(ok.status).toBe(200);
    const token = ((await ok.json()) as { access_token: string }).access_token;
    const { data } = await body(await call("/api/customers/login-history", { token }));
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ ok: true, ip: "198.51.100.32", device: { label: "Mobile Safari 17 · iOS 17" } });
    expect(data[1]).toMatchObject({ ok: false, ip: "198.51.100.31" });
    // The new session is listed as this device.
    const sessions = await body(await call("/api/customers/sessions", { token }));
    expect(sessions.data.find((s: { current: boolean }) => s.current)).toMatchObject({ ip: "198.51.100.32" });
  });

  it("counts a login by a single-use login code too", async () => {
    const m = await protectedMember(database);
    const { code } = await mintLoginCode(database, m.phone, "test");
    const res = await call("/api/authenticate", { body: { code } });
    expect(res.status).toBe(200);
    const { data } = await body(await call("/api/customers/login-history", { token: m.token }));
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ ok: true, ip: "198.51.100.7" });
  });

  it("keeps at most the last 30 in the answer", async () => {
    const m = await protectedMember(database);
    for (let i = 0; i < 35; i++) {
      await database.execute(sql`INSERT INTO login_events (member_id, ok, ip) VALUES (${m.id}, ${i % 2 === 0}, ${`10.0.0.${i}`})`);
    }
    const { data } = await body(await call("/api/customers/login-history", { token: m.token }));
    expect(data).toHaveLength(LOGIN_HISTORY);
    expect(data[0].ip).toBe("10.0.0.34");
  });

  it("keeps the member's own logins however many strangers fail on their phone", async () => {
    const m = await protectedMember(database);
    const first = await login(m.phone, PASSWORD, "198.51.100.40");
    const { access_token: token, device_token: device } = (await first.json()) as { access_token: string; device_token: string };
    const own: { ok: boolean; ip: string }[] = [{ ok: true, ip: "198.51.100.40" }];
    for (const [i, password] of ["Wrong5678", PASSWORD, "Wrong5678", PASSWORD].entries()) {
      const ip = `198.51.100.${41 + i}`;
      await login(m.phone, password, ip, device);
      own.push({ ok: password === PASSWORD, ip });
    }

    // 500 wrong passwords from strangers' devices, in groups of 8 (the phone's lock lets 10 through in 15 minutes:
    // each group is as if a quarter of an hour had passed).
    let statuses: number[] = [];
    for (let i = 0; i < 500; i += 8) {
      await database.execute(sql`DELETE FROM rate_events WHERE key LIKE 'login-fail:%'`);
      const group = Array.from({ length: Math.min(8, 500 - i) }, (_, k) => login(m.phone, "Wrong5678", `203.0.${Math.floor((i + k) / 250)}.${((i + k) % 250) + 1}`));
      statuses = statuses.concat((await Promise.all(group)).map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(500);

    const { data } = await body(await call("/api/customers/login-history", { token }));
    const mine = data.filter((e: { ip: string }) => e.ip.startsWith("198.51.100."));
    expect(mine.map((e: { ok: boolean; ip: string }) => ({ ok: e.ok, ip: e.ip }))).toEqual(own.reverse());
    expect(data.length).toBe(own.length + STRANGER_HISTORY); // and the strangers' latest attempts, for the member to see
    const kept = rowsOf<{ n: number }>(await database.execute(sql`SELECT count(*)::int AS n FROM login_events WHERE member_id = ${m.id}`));
    console.log(`[measured] 500 strangers' failed logins → history shows ${mine.length} of the member's own ${own.length} and ${data.length - mine.length} strangers'; ${kept[0]!.n} rows kept`);
  }, 600_000);

  it("names an unknown user agent plainly", () => {
    expect(deviceOf(null).label).toBe(th.protection.unknownDevice);
  });
});

describe("GET and PUT /api/customers/reality-check", () => {
  it("stores the interval server-side and gives the session's start by the server's clock", async () => {
    const m = await protectedMember(database);
    const first = await body(await call("/api/customers/reality-check", { token: m.token }));
    expect(first.data.interval_minutes).toBe(0);
    expect(Date.parse(first.data.server_time)).toBeGreaterThanOrEqual(Date.parse(first.data.session_started_at));
    const set = await call("/api/customers/reality-check", { token: m.token, method: "PUT", body: { interval_minutes: 30 } });
    expect((await body(set)).data.interval_minutes).toBe(30);
    // Another device of the member sees the same interval, with its own session's start.
    const other = await body(await call("/api/customers/reality-check", { token: m.otherToken }));
    expect(other.data.interval_minutes).toBe(30);
    for (const bad of [10, "30", null, -1]) {
      const res = await call("/api/customers/reality-check", { token: m.token, method: "PUT", body: { interval_minutes: bad } });
      expect(res.status).toBe(422);
      expect((await body(res)).errors.interval_minutes).toEqual([th.protection.realityChoice]);
    }
  });

  it("sums the session so far: deposits completed and withdrawals asked since it began, the provider's stakes and wins", async () => {
    const m = await protectedMember(database);
    const [first] = rowsOf<{ started: string }>(
      await database.execute(sql`SELECT created_at::text AS started FROM sessions WHERE member_id = ${m.id} ORDER BY id LIMIT 1`),
    );
    const started = first!.started;
    const before = sql`${started}::timestamptz - interval '1 minute'`;
    const after = sql`now()`;
    const money = (type: string, status: string, satang: number, at: typeof before) =>
      database.execute(sql`
        INSERT INTO money_requests (member_id, type, method, status, amount_satang, requested_satang, created_at, settled_at)
        VALUES (${m.id}, ${type}, ${type === "deposit" ? "bank" : null}, ${status}, ${satang}, ${satang}, ${at}, ${status === "pending" ? null : at})`);
    const round = (bet: number, win: number, at: typeof before, n: number) =>
      database.execute(sql`
        INSERT INTO slot_rounds (member_id, spin_key, bet_satang, win_satang, multiplier, reels, rtp, volatility, balance_after_satang, created_at)
        VALUES (${m.id}, ${`rc-${m.id}-${n}`}, ${bet}, ${win}, ${win / bet}, '["a","b","c"]'::jsonb, 96, 'medium', 0, ${at})`);
    await money("deposit", "completed", 999_999, before); // before this session: not counted
    await money("deposit", "completed", 30_025, after);
    await money("deposit", "expired", 70_000, after);
    await money("withdraw", "pending", 10_000, after);
    await money("withdraw", "completed", 5_000, after);
    await money("withdraw", "rejected", 40_000, after);
    await round(100_000, 0, before, 1); // before this session
    await round(1_000, 0, after, 2);
    await round(5_000, 12_500, after, 3);

    const { data } = await body(await call("/api/customers/reality-check", { token: m.token }));
    expect(data.session).toEqual({ deposits: 300.25, withdrawals: 150, stakes: 60, wins: 125 });
    // The other device's session began at about the same time: the same rounds are its own.
    const other = await body(await call("/api/customers/reality-check", { token: m.otherToken }));
    expect(other.data.session.stakes).toBe(60);
  });
});
