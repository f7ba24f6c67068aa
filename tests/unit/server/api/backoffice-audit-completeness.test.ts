// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import type { DB } from "@/server/db/types";
import { handleBackoffice } from "@/server/api/backoffice";
import { backofficeCalls } from "@/lib/api/contract/backoffice";
import { createStaff } from "@/server/backoffice/staff";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { scanRisks } from "@/server/backoffice/risk";
import { auditCount, freshCode, lateTransfer, pendingWithdrawal, staffMember } from "../backoffice/helpers";
import { requestAdjustment } from "@/server/backoffice/adjustments";
import { member } from "../wallet/helpers";
import { addNews, setMaintenance } from "@/server/messages/site-messages";

/**
 * Every state-changing back-office call, made through the API as the owner, writes exactly one audit row. A new call
 * without a valid request below fails this test: the table must grow with the contract.
 */
let database: DB;
setupDatabase((d) => {
  database = d;
});

const SITE = "http://127.0.0.1:3000";
const post = (path: string, body: unknown, cookie?: string, method = "POST") =>
  handleBackoffice(
    new Request(SITE + path, {
      method,
      headers: { origin: SITE, "content-type": body instanceof Uint8Array ? "image/png" : "application/json", "x-forwarded-for": "198.51.100.60", ...(cookie ? { cookie } : {}) },
      body: body instanceof Uint8Array ? new Uint8Array(body) : method === "DELETE" ? undefined : JSON.stringify(body),
    }),
  );

interface Made {
  path: string;
  /** JSON, or a picture's bytes (the upload). */
  body: unknown;
  method?: string;
  /** Signed in as someone else than the owner making the other calls (sign-in, sign-out, setup end or start sessions). */
  cookie?: string | null;
}

/** Only reads, though posted (so that a setup code never sits in a URL). */
const READS = new Set(["POST /api/backoffice/setup/inspect", "POST /api/backoffice/notices/preview"]);

/** A PNG's signature and a unique tail: each upload is a new picture (the same bytes twice are one row, audited once). */
let pictures = 0;
const picture = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ++pictures]);

async function signIn(username: string) {
  const s = await createStaff(database, null, { username, password: "Audit-pass-1234", role: "owner" });
  const res = await post("/api/backoffice/sign-in", { username, password: "Audit-pass-1234", code: freshCode(s.secret) });
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** A credit adjustment above the four-eyes threshold, asked by a finance account (never the owner who approves it). */
async function pendingAdjustment(): Promise<number> {
  const finance = await staffMember(database, "finance");
  const made = await requestAdjustment(database, finance.actor, { phone: (await member(database)).phone, type: "goodwill", amountSatang: 9_000_000, reason: "ชดเชยยอดสูง" });
  return made.id;
}

/** A valid request for each state-changing call, made fresh (its target exists and is undecided). */
const REQUESTS: Record<string, (owner: string) => Promise<Made>> = {
  "POST /api/backoffice/sign-in": async () => {
    const s = await createStaff(database, null, { username: "audit.signin", password: "Audit-pass-1234", role: "risk" });
    return { path: "/api/backoffice/sign-in", body: { username: "audit.signin", password: "Audit-pass-1234", code: freshCode(s.secret) }, cookie: null };
  },
  "POST /api/backoffice/sign-out": async () => ({ path: "/api/backoffice/sign-out", body: {}, cookie: await signIn("audit.signout") }),
  "POST /api/backoffice/withdrawals/{id}/approve": async () => ({ path: `/api/backoffice/withdrawals/${(await pendingWithdrawal(database, 50)).id}/approve`, body: {} }),
  "POST /api/backoffice/withdrawals/{id}/reject": async () => ({ path: `/api/backoffice/withdrawals/${(await pendingWithdrawal(database, 50)).id}/reject`, body: { reason: "ทดสอบ" } }),
  "POST /api/backoffice/reviews/{id}/match": async () => {
    const late = await lateTransfer(database, 77);
    return { path: `/api/backoffice/reviews/${late.reviewId}/match`, body: { deposit_id: late.depositId } };
  },
  "POST /api/backoffice/reviews/{id}/close": async () => ({
    path: `/api/backoffice/reviews/${(await lateTransfer(database, 78)).reviewId}/close`,
    body: { resolution: "refunded", reason: "โอนคืนแล้ว" },
  }),
  "POST /api/backoffice/staff": async () => ({ path: "/api/backoffice/staff", body: { username: "audit.made", role: "support" } }),
  "POST /api/backoffice/staff/{id}/change": async () => ({
    path: `/api/backoffice/staff/${(await createStaff(database, null, { username: "audit.target", role: "risk" })).id}/change`,
    body: { action: "disable", reason: "ทดสอบ" },
  }),
  "POST /api/backoffice/payout-rules": async () => ({ path: "/api/backoffice/payout-rules", body: { auto: false, max: 5000, daily_max: 50_000 } }),
  "POST /api/backoffice/promotions": async () => ({
    path: "/api/backoffice/promotions",
    body: { name: "ทดสอบ", bonus_percent: 10, max_bonus: 100, min_deposit: 50, turnover: 2 },
  }),
  "PATCH /api/backoffice/promotions/{id}": async () => ({ path: "/api/backoffice/promotions/2", body: { name: "ฝากทั้งวัน", note: "ทดสอบ" }, method: "PATCH" }),
  "POST /api/backoffice/promotions/{id}/active": async () => ({ path: "/api/backoffice/promotions/2/active", body: { active: false } }),
  "POST /api/backoffice/banners": async () => ({ path: "/api/backoffice/banners", body: { title: "ทดสอบ", image: "/art/banners/welcome.webp" } }),
  "PATCH /api/backoffice/banners/{id}": async () => ({ path: "/api/backoffice/banners/1", body: { title: "ทดสอบ", image: "/art/banners/welcome.webp", link: "/promotion" }, method: "PATCH" }),
  "POST /api/backoffice/banners/{id}/move": async () => ({ path: "/api/backoffice/banners/2/move", body: { direction: "up" } }),
  "POST /api/backoffice/banners/{id}/active": async () => ({ path: "/api/backoffice/banners/3/active", body: { active: false } }),
  "POST /api/backoffice/media": async () => ({ path: "/api/backoffice/media", body: picture() }),
  "POST /api/backoffice/news": async () => ({ path: "/api/backoffice/news", body: { title: "ข่าว", html: "<p>ข่าว</p>" } }),
  "DELETE /api/backoffice/news/{id}": async () => ({ path: `/api/backoffice/news/${(await addNews(database, "ลบ", "<p>ลบ</p>")).id}`, body: undefined, method: "DELETE" }),
  "PUT /api/backoffice/maintenance": async () => ({ path: "/api/backoffice/maintenance", body: { html: "<p>ปิดปรับปรุง</p>" }, method: "PUT" }),
  "DELETE /api/backoffice/maintenance": async () => {
    await setMaintenance(database, { html: "<p>ปิดปรับปรุง</p>" });
    return { path: "/api/backoffice/maintenance", body: undefined, method: "DELETE" };
  },
  "POST /api/backoffice/risk-flags/{id}/close": async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const m = await member(database);
      await database.execute(sql`UPDATE members SET name = 'Audit Shared Name' WHERE id = ${m.id}`);
      ids.push(m.id);
    }
    await scanRisks(database);
    const [flag] = rowsOf<{ id: number }>(await database.execute(sql`SELECT id FROM risk_flags WHERE closed_at IS NULL AND member_ids @> ARRAY[${ids[0]!}, ${ids[1]!}]::int[]`));
    return { path: `/api/backoffice/risk-flags/${flag!.id}/close`, body: { reason: "ตรวจแล้ว" } };
  },
  "POST /api/backoffice/members/{id}/sessions/{session_id}/end": async () => {
    const m = await member(database);
    const [session] = rowsOf<{ id: number }>(await database.execute(sql`SELECT id FROM sessions WHERE member_id = ${m.id} LIMIT 1`));
    return { path: `/api/backoffice/members/${m.id}/sessions/${session!.id}/end`, body: {} };
  },
  "POST /api/backoffice/members/{id}/sessions/end": async () => ({ path: `/api/backoffice/members/${(await member(database)).id}/sessions/end`, body: {} }),
  "POST /api/backoffice/members/{id}/notes": async () => ({ path: `/api/backoffice/members/${(await member(database)).id}/notes`, body: { body: "โทรมาสอบถามเรื่องโปร" } }),
  "POST /api/backoffice/members/{id}/suspend": async () => ({ path: `/api/backoffice/members/${(await member(database)).id}/suspend`, body: { reason: "ตรวจสอบบัญชี" } }),
  "POST /api/backoffice/members/{id}/unsuspend": async () => {
    const m = await member(database);
    await database.execute(sql`UPDATE members SET suspended_at = now() WHERE id = ${m.id}`);
    return { path: `/api/backoffice/members/${m.id}/unsuspend`, body: { reason: "ตรวจแล้ว" } };
  },
  "POST /api/backoffice/members/{id}/reset-2fa": async () => {
    const m = await member(database);
    await database.execute(sql`INSERT INTO member_totp (member_id, secret, enabled_at) VALUES (${m.id}, 'sealed-secret', now())`);
    return { path: `/api/backoffice/members/${m.id}/reset-2fa`, body: { reason: "โทรศัพท์หาย ยืนยันตัวตนแล้ว" } };
  },
  "POST /api/backoffice/members/{id}/notify": async () => ({ path: `/api/backoffice/members/${(await member(database)).id}/notify`, body: { message: "แจ้งข่าว" } }),
  "POST /api/backoffice/members/{id}/lift-timeout": async () => {
    const m = await member(database);
    await database.execute(sql`
      INSERT INTO exclusions (member_id, kind, period, starts_at, ends_at) VALUES (${m.id}, 'timeout', '24h', now(), now() + interval '1 day')`);
    return { path: `/api/backoffice/members/${m.id}/lift-timeout`, body: { reason: "เจ้าของอนุมัติ" } };
  },
  "POST /api/backoffice/adjustments": async () => ({
    path: "/api/backoffice/adjustments",
    body: { phone: (await member(database)).phone, type: "goodwill", amount: "150.00", reason: "ชดเชยระบบขัดข้อง" },
  }),
  "POST /api/backoffice/adjustments/{id}/approve": async () => ({ path: `/api/backoffice/adjustments/${await pendingAdjustment()}/approve`, body: {} }),
  "POST /api/backoffice/adjustments/{id}/reject": async () => ({ path: `/api/backoffice/adjustments/${await pendingAdjustment()}/reject`, body: { reason: "ยอดไม่ถูกต้อง" } }),
  "POST /api/backoffice/setup": async () => {
    const made = await createStaff(database, null, { username: "audit.setup", role: "finance" });
    return { path: "/api/backoffice/setup", body: { code: made.setupCode, password: "Audit-setup-1234", totp_code: freshCode(made.secret) }, cookie: null };
  },
};

describe("the audit log's completeness", () => {
  it("gets exactly one row from every state-changing back-office call", async () => {
    const owner = await signIn("audit.owner");
    const changing = backofficeCalls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`);
    const missing = changing.filter((key) => !READS.has(key) && !REQUESTS[key]);
    expect(missing, "state-changing calls with no request in this test").toEqual([]);
    for (const key of changing.filter((k) => !READS.has(k))) {
      const made = await REQUESTS[key]!(owner);
      const before = await auditCount(database);
      const res = await post(made.path, made.body, made.cookie === null ? undefined : (made.cookie ?? owner), made.method);
      expect(res.status, `${key}: ${await res.clone().text()}`).toBe(200);
      expect((await auditCount(database)) - before, key).toBe(1);
    }
  });

  it("gets no row from a refused call", async () => {
    const owner = await signIn("audit.owner2");
    const w = await pendingWithdrawal(database, 50);
    const before = await auditCount(database);
    expect((await post(`/api/backoffice/withdrawals/${w.id}/reject`, { reason: " " }, owner)).status).toBe(422);
    expect((await post(`/api/backoffice/withdrawals/${w.id}/approve`, {})).status).toBe(401);
    expect(await auditCount(database)).toBe(before);
  });
});
