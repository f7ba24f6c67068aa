// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import type { DB } from "@/server/db/types";
import { handleBackoffice } from "@/server/api/backoffice";
import { backofficeCalls } from "@/lib/api/contract/backoffice";
import { createStaff } from "@/server/backoffice/staff";
import { auditCount, freshCode, lateTransfer, pendingWithdrawal } from "../backoffice/helpers";

/**
 * Every state-changing back-office call, made through the API as the owner, writes exactly one audit row. A new call
 * without a valid request below fails this test: the table must grow with the contract.
 */
let database: DB;
setupDatabase((d) => {
  database = d;
});

const SITE = "http://127.0.0.1:3000";
const post = (path: string, body: unknown, cookie?: string) =>
  handleBackoffice(
    new Request(SITE + path, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json", "x-forwarded-for": "198.51.100.60", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );

interface Made {
  path: string;
  body: unknown;
  /** Signed in as someone else than the owner making the other calls (sign-in, sign-out, setup end or start sessions). */
  cookie?: string | null;
}

/** Only reads, though posted (so that a setup code never sits in a URL). */
const READS = new Set(["POST /api/backoffice/setup/inspect"]);

async function signIn(username: string) {
  const s = await createStaff(database, null, { username, password: "Audit-pass-1234", role: "owner" });
  const res = await post("/api/backoffice/sign-in", { username, password: "Audit-pass-1234", code: freshCode(s.secret) });
  return res.headers.get("set-cookie")!.split(";")[0]!;
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
      const res = await post(made.path, made.body, made.cookie === null ? undefined : (made.cookie ?? owner));
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
