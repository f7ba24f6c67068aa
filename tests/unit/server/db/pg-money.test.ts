// @vitest-environment node
/**
 * The money races on a real PostgreSQL with a connection pool (the in-memory PGlite runs one transaction at a
 * time). Opt-in like pg-concurrency.test.ts: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest run
 * tests/unit/server/db/pg-money.test.ts` uses a fresh database named member_unit_money on that server. Prints the
 * measured figures.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { freshPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const base = process.env.TEST_DATABASE_URL;

let database: DB;
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const fresh = await freshPostgres("member_unit_money");
  if (!fresh) return;
  database = fresh.db;
  close = fresh.close;
}, 60_000);

afterEach(async () => {
  if (!base) return;
  const { ledgerSumsToZero } = await import("@/server/wallet/ledger");
  expect(await ledgerSumsToZero(database)).toBe(true);
});

afterAll(async () => {
  await close();
});

const ms = (t0: number) => `${Math.round(performance.now() - t0)} ms`;

describe.skipIf(!base)("money races on PostgreSQL", () => {
  it("200 simultaneous withdrawals on a 1,000-baht balance: exactly the affordable number accepted, never below zero", async () => {
    const { member, call, body } = await import("../wallet/helpers");
    const { demoProvider } = await import("@/server/provider/demo");
    const { requestWithdrawal } = await import("@/server/wallet/withdrawals");
    const { balanceOf, memberHold } = await import("@/server/wallet/ledger");

    // Through the API (one pending withdrawal per member): 200 × 10 baht → 1 accepted.
    const a = await member(database, { satang: 100_000, deposited: true });
    let t0 = performance.now();
    const viaApi = await Promise.all(
      Array.from({ length: 200 }, () => call("/api/requests/withdraw", { token: a.token, body: { phone: "0899999999", amount: 10 } }).then(body)),
    );
    const apiAccepted = viaApi.filter((r) => r.success).length;
    console.log(`[money] API: 200 concurrent withdrawals of 10 baht on 1,000 baht → ${apiAccepted} accepted (one pending at a time), ${ms(t0)}`);
    expect(apiAccepted).toBe(1);
    expect(await demoProvider(database).balance(a.id)).toBe(99_000);

    // The balance lock itself, with the one-pending rule lifted: 200 × 7 baht on 1,000 baht → floor(1000/7) = 142.
    const b = await member(database, { satang: 100_000, deposited: true });
    t0 = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => requestWithdrawal(database, b.id, { amount: 7 }, null, { maxPending: Infinity })),
    );
    const accepted = results.filter((r) => r.status === "fulfilled").length;
    const left = await demoProvider(database).balance(b.id);
    console.log(`[money] 200 concurrent withdrawals of 7 baht on 1,000 baht (no pending limit) → ${accepted} accepted, ${200 - accepted} refused, balance left ${left / 100} baht, ${ms(t0)}`);
    expect(accepted).toBe(142);
    expect(left).toBe(600);
    expect(await balanceOf(database, memberHold(b.id))).toBe(142 * 700);
    const [neg] = rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM provider_accounts WHERE balance_satang < 0`));
    expect(Number(neg!.n)).toBe(0);
  }, 120_000);

  it("one statement line delivered 1,000 times at once is credited once", async () => {
    const { member, call, body, webhook } = await import("../wallet/helpers");
    const { demoProvider } = await import("@/server/provider/demo");
    const m = await member(database);
    const prepared = await body(await call("/api/requests/deposit/prepare", { token: m.token, body: { amount: 500, promotion_id: null } }));
    const line = { statement_id: `race-${m.id}`, amount: prepared.data.amount };
    const t0 = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 1000 }, () => webhook("bank-statement", line).then(body)));
    const credited = outcomes.filter((o) => o.outcome === "credited").length;
    const duplicate = outcomes.filter((o) => o.outcome === "duplicate").length;
    const balance = await demoProvider(database).balance(m.id);
    console.log(`[money] 1,000 concurrent deliveries of one statement line → ${credited} credited, ${duplicate} duplicates, balance ${balance / 100} baht, ${ms(t0)}`);
    expect(credited).toBe(1);
    expect(duplicate).toBe(999);
    expect(balance).toBe(Math.round(prepared.data.amount * 100));
  }, 120_000);

  it("a signed line that does not parse, delivered 100 times at once, lands in manual review once with its raw body", async () => {
    const { webhook, body } = await import("../wallet/helpers");
    const line = { statement_id: `nul-${Date.now()}\u0000`, amount: "12.345", description: "\ud800" };
    const raw = JSON.stringify(line);
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => webhook("bank-statement", line).then(body)));
    const rows = rowsOf<{ reason: string; raw: string }>(
      await database.execute(sql`
        SELECT reason, encode(raw_body, 'hex') AS raw FROM manual_reviews WHERE raw_body = decode(${Buffer.from(raw).toString("hex")}, 'hex')`),
    );
    console.log(`[money] 100 concurrent deliveries of an unparseable line → ${rows.length} review row, ${outcomes.filter((o) => o.outcome === "duplicate").length} duplicates`);
    expect(outcomes.filter((o) => o.outcome === "manual_review")).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === "duplicate")).toHaveLength(99);
    expect(rows).toEqual([{ reason: "invalid_id", raw: Buffer.from(raw).toString("hex") }]);
  }, 60_000);

  it("100 simultaneous requests with one Idempotency-Key execute once and all get the first answer", async () => {
    const { member, call, body } = await import("../wallet/helpers");
    const m = await member(database);
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const res = await call("/api/requests/deposit/prepare", { token: m.token, key: `race-key-${m.id}`, body: { amount: 300, promotion_id: null } });
        return { status: res.status, json: await body(res) };
      }),
    );
    const [count] = rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM money_requests WHERE member_id = ${m.id}`));
    const distinct = new Set(answers.map((a) => JSON.stringify(a)));
    if (distinct.size > 1) console.log([...distinct]);
    console.log(`[money] 100 concurrent prepares with one Idempotency-Key → ${count!.n} deposit opened, ${distinct.size} distinct answer(s), statuses ${[...new Set(answers.map((a) => a.status))].join(",")}, ${ms(t0)}`);
    expect(Number(count!.n)).toBe(1);
    expect(distinct.size).toBe(1);
    expect(answers[0]!.status).toBe(200);

    // and 50 prepares of the same amount by 50 members at once: 50 distinct amounts
    const members = await Promise.all(Array.from({ length: 50 }, () => member(database)));
    const opened = await Promise.all(
      members.map((x) => call("/api/requests/deposit/prepare", { token: x.token, body: { amount: 999, promotion_id: null } }).then(body)),
    );
    const amounts = new Set(opened.map((o) => o.data.amount));
    console.log(`[money] 50 concurrent prepares of 999 baht → ${amounts.size} distinct transfer amounts`);
    expect(amounts.size).toBe(50);
  }, 120_000);
});
