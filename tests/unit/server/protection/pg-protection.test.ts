// @vitest-environment node
/**
 * Player protection on a real PostgreSQL with a connection pool (the in-memory PGlite runs one transaction at a time).
 * Opt-in like tests/unit/server/db/pg-money.test.ts: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest
 * run tests/unit/server/protection` uses a fresh database named member_unit_protection on that server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { freshPostgres } from "../db/fresh-pg";

const base = process.env.TEST_DATABASE_URL;

let database: DB;
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const fresh = await freshPostgres("member_unit_protection");
  if (!fresh) return;
  database = fresh.db;
  close = fresh.close;
}, 60_000);

afterAll(async () => {
  await close();
});

const deposited = async (memberId: number) =>
  Number(
    rowsOf<{ s: string }>(
      await database.execute(sql`
        SELECT coalesce(sum(requested_satang), 0) AS s FROM money_requests
        WHERE member_id = ${memberId} AND type = 'deposit' AND status IN ('pending', 'completed')`),
    )[0]!.s,
  );

describe.skipIf(!base)("player protection on PostgreSQL", () => {
  it("20 simultaneous deposit transactions (lock, check, insert) against a 1,000-baht limit: exactly 10 of 100", async () => {
    const { member, call } = await import("../wallet/helpers");
    const { lockMember } = await import("@/server/wallet/locks");
    const { inTx } = await import("@/server/wallet/tx");
    const { checkDepositLimit } = await import("@/server/protection/limits");
    const m = await member(database, { deposited: true });
    expect((await call("/api/customers/limits", { token: m.token, method: "PUT", body: { daily: 1000 } })).status).toBe(200);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        inTx(database, async (tx) => {
          await lockMember(tx, m.id);
          await checkDepositLimit(tx, m.id, 10_000);
          await tx.execute(sql`
            INSERT INTO money_requests (member_id, type, method, amount_satang, requested_satang, status, expires_at, settled_at)
            VALUES (${m.id}, 'deposit', 'bank', 10000, 10000, 'completed', now(), now())`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(await deposited(m.id)).toBe(100_000);
  });

  it("20 simultaneous prepares through the API never pass the limit, and answer no 5xx", async () => {
    const { member, call, body } = await import("../wallet/helpers");
    const m = await member(database, { deposited: true });
    await database.execute(sql`
      INSERT INTO money_requests (member_id, type, method, amount_satang, requested_satang, status, expires_at, settled_at)
      VALUES (${m.id}, 'deposit', 'bank', 90000, 90000, 'completed', now(), now())`);
    await call("/api/customers/limits", { token: m.token, method: "PUT", body: { daily: 1000 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(`/api/requests/deposit/${i % 2 ? "prepare" : "payment-gateway"}`, {
          token: m.token,
          body: { amount: 60 + (i % 3) * 10, promotion_id: null, ip: "" },
        }),
      ),
    );
    for (const res of answers) expect([200, 400]).toContain(res.status);
    expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    for (const res of answers) await body(res);
    expect(await deposited(m.id)).toBeLessThanOrEqual(100_000);
  });

  it("a self-excluded member is refused a deposit and a spin but may withdraw; the other session gets 401", async () => {
    const { member, call } = await import("../wallet/helpers");
    const { hashPassword } = await import("@/server/auth/passwords");
    const { createSession } = await import("@/server/auth/sessions");
    const m = await member(database, { deposited: true, satang: 100_000 });
    await database.execute(sql`UPDATE members SET password_hash = ${await hashPassword("Protect1234")} WHERE id = ${m.id}`);
    const other = await createSession(database, m.id, { ttlSeconds: 3600 });
    const res = await call("/api/customers/self-exclusion", { token: m.token, body: { period: "1y", password: "Protect1234" } });
    expect(res.status).toBe(200);
    expect((await call("/api/requests/deposit/prepare", { token: m.token, body: { amount: 100, promotion_id: null, ip: "" } })).status).toBe(400);
    expect((await call("/api/spin-wheel/spin", { token: m.token, method: "POST" })).status).toBe(400);
    expect((await call("/api/requests/withdraw", { token: m.token, body: { amount: 100 } })).status).toBe(200);
    expect((await call("/api/customers/profile", { token: other.token })).status).toBe(401);
  });
});
