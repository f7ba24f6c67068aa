// @vitest-environment node
/**
 * Lock order (docs/api.md#lock-order) on a real PostgreSQL with the app's pool of 10: 50 rounds, each firing at ONE
 * member at once everything that takes that member's money locks — withdrawals (through the API and directly), the
 * operator's approve/reject, a deposit prepare, statement-line and gateway deliveries crediting the open deposit, a
 * cancel, the deposit's due expiry, check-credit's fetch_balance job, the job runner on the profile poll and the
 * history, and `runDueJobs` itself. Counts deadlocks twice: SQLSTATE 40P01 on any error (thrown or logged by the API
 * or the job runner) and `pg_stat_database.deadlocks` of the test database. Asserts 0 of both, that every non-2xx
 * answer is a business refusal (never a 500), that the ledger sums to zero and that each member's provider balance
 * is what the ledger moved there (and the credit the profile shows). Opt-in: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest run
 * tests/unit/server/db/pg-locks.test.ts` (database member_unit_locks on that server). Prints its figures.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { freshPostgres } from "./fresh-pg";

const base = process.env.TEST_DATABASE_URL;
const ROUNDS = 50;

let database: DB;
let close: () => Promise<void> = async () => undefined;
let dbName = "";

beforeAll(async () => {
  const fresh = await freshPostgres("member_unit_locks");
  if (!fresh) return;
  database = fresh.db;
  close = fresh.close;
  dbName = new URL(process.env.DATABASE_URL!).pathname.slice(1);
}, 60_000);

afterAll(async () => {
  await close();
});

/** The test database's deadlock count; waits until no backend of it is left, so every backend's stats are flushed. */
async function statDeadlocks(idle: boolean): Promise<number> {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(base!), { pathname: "/postgres" }).toString() });
  await admin.connect();
  try {
    for (let i = 0; idle && i < 50; i++) {
      const { rows } = await admin.query("SELECT numbackends FROM pg_stat_database WHERE datname = $1", [dbName]);
      if (Number(rows[0]?.numbackends ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query("SELECT pg_stat_clear_snapshot()");
    const { rows } = await admin.query("SELECT deadlocks FROM pg_stat_database WHERE datname = $1", [dbName]);
    return Number(rows[0]?.deadlocks ?? 0);
  } finally {
    await admin.end();
  }
}

/** SQLSTATE 40P01 anywhere in an error's chain of causes (drizzle wraps the driver's error). */
function isDeadlock(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "40P01") return true;
  }
  return false;
}

describe.skipIf(!base)("lock order on PostgreSQL", () => {
  it(`${ROUNDS} rounds of withdrawals, deposit credits, cancels, expiries and jobs for one member at once: no deadlock, no 500`, async () => {
    const { member, call, webhook, body } = await import("../wallet/helpers");
    const { requestWithdrawal, decideWithdrawal } = await import("@/server/wallet/withdrawals");
    const { runDueJobs } = await import("@/server/wallet/jobs");
    const { endDepositCountdown } = await import("@/server/wallet/demo");
    const { ledgerSumsToZero } = await import("@/server/wallet/ledger");
    const { moneyMsg } = await import("@/server/wallet/messages");
    const { HttpError } = await import("@/server/http/errors");
    const { demoProvider } = await import("@/server/provider/demo");

    const statBefore = await statDeadlocks(false);
    const logged: unknown[] = [];
    const realError = console.error;
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(...args);
      if (!args.some(isDeadlock)) realError(...args);
    });

    const refusals = new Map<string, number>();
    const unexpected: string[] = [];
    const thrown: unknown[] = [];
    let requests = 0;
    const kindOf = (msg: unknown) => Object.entries(moneyMsg).find(([, text]) => text === msg)?.[0] ?? String(msg);
    const refused = (what: string, status: number, json: Record<string, unknown>) => {
      const business = status >= 400 && status < 500 && status !== 401 && json.success === false && typeof json.msg === "string";
      if (business) refusals.set(`${what}: ${kindOf(json.msg)}`, (refusals.get(`${what}: ${kindOf(json.msg)}`) ?? 0) + 1);
      else unexpected.push(`${what} ${status} ${JSON.stringify(json)}`);
    };
    /** An API call: 2xx, or a business refusal. */
    const api = async (what: string, res: Promise<Response>) => {
      requests++;
      const r = await res;
      const json = await body(r);
      if (r.status >= 300) refused(what, r.status, json);
      return json;
    };
    /** A direct call of what a route or the operator CLI runs: its refusals are HttpErrors below 500. */
    const direct = async (what: string, run: () => Promise<unknown>) => {
      requests++;
      try {
        await run();
      } catch (e) {
        if (e instanceof HttpError && e.status < 500) refused(what, e.status, e.body);
        else {
          thrown.push(e);
          unexpected.push(`${what} threw ${String(e)}`);
        }
      }
    };

    const members: { id: number; seed: number }[] = [];
    let credited = 0;
    const t0 = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const seed = 1_000_000;
      const m = await member(database, { satang: seed, deposited: true });
      members.push({ id: m.id, seed });
      const gateway = round % 2 === 1;
      const expired = round % 3 === 0;
      const cancel = round % 4 === 1;
      // Setup, one step at a time: a withdrawal waiting for the operator, an open deposit, maybe past its deadline.
      const held = await requestWithdrawal(database, m.id, { amount: 50 }, null);
      const opened = await api(
        "prepare",
        call(`/api/requests/deposit/${gateway ? "payment-gateway" : "prepare"}`, { token: m.token, body: { amount: 300, promotion_id: null } }),
      );
      const deposit = opened.data as { id: number; amount: number };
      if (expired) await endDepositCountdown(database, m.phone);
      const line = gateway
        ? { event_id: `lock-${m.id}`, deposit_id: deposit.id, amount: deposit.amount, status: "paid" }
        : {
            statement_id: `lock-${m.id}`,
            amount: deposit.amount,
            // sent before the deadline: it still matches a deposit whose countdown has just ended
            transferred_at: new Date(Date.now() - 60_000).toISOString(),
          };
      const source = gateway ? "payment-gateway" : "bank-statement";

      const outcomes = await Promise.all([
        api("withdraw", call("/api/requests/withdraw", { token: m.token, key: `w1-${m.id}`, body: { phone: m.phone, amount: 20 } })),
        api("withdraw", call("/api/requests/withdraw", { token: m.token, body: { phone: m.phone, amount: 30 } })),
        direct("withdraw", () => requestWithdrawal(database, m.id, { amount: 40 }, null, { maxPending: Infinity })),
        direct("withdraw", () => requestWithdrawal(database, m.id, { amount: 70 }, `w4-${m.id}`, { maxPending: Infinity })),
        direct("decide", () => decideWithdrawal(database, held.id, round % 2 === 0 ? "reject" : "approve")),
        api("webhook", webhook(source, line)),
        api("webhook", webhook(source, line)),
        api("prepare", call("/api/requests/deposit/prepare", { token: m.token, body: { amount: 100 + round, promotion_id: null } })),
        cancel ? api("cancel", call(`/api/requests/deposit/${deposit.id}/cancel`, { token: m.token, body: {} })) : null,
        api("check-credit", call("/api/customers/check-credit", { token: m.token })),
        api("profile", call("/api/customers/profile", { token: m.token })),
        api("history", call("/api/customers/history?type=deposit-withdraw", { token: m.token })),
        direct("jobs", () => runDueJobs(database)),
        direct("jobs", () => runDueJobs(database)),
      ]);
      credited += outcomes.filter((o) => (o as { outcome?: string } | null)?.outcome === "credited").length;
    }
    // check-credit's fetch runs right after its answer (setImmediate): let the last ones finish, then run the rest.
    await new Promise((r) => setTimeout(r, 200));
    await direct("jobs", () => runDueJobs(database, 1000));
    const seconds = (performance.now() - t0) / 1000;

    // Each member's provider balance is the seed plus what the ledger moved to the provider for them.
    const mismatched: string[] = [];
    for (const { id, seed } of members) {
      const [row] = rowsOf<{ moved: string | number; credit: string | number }>(
        await database.execute(sql`
          SELECT (SELECT COALESCE(SUM(e.amount_satang), 0) FROM ledger_entries e
                    JOIN ledger_accounts a ON a.id = e.account_id AND a.code = 'provider_float'
                    JOIN ledger_transactions t ON t.id = e.transaction_id
                    JOIN money_requests r ON r.id = split_part(t.reference, ':', 2)::int
                  WHERE r.member_id = ${id} AND t.reference ~ '^(deposit|withdraw):[0-9]+:(to-provider|hold|release)$') AS moved,
                 (SELECT credit_satang FROM members WHERE id = ${id}) AS credit`),
      );
      const provider = await demoProvider(database).balance(id);
      if (provider !== seed + Number(row!.moved)) mismatched.push(`member ${id}: provider ${provider}, ledger ${seed + Number(row!.moved)}`);
      // and the credit the site shows is the provider's: every writer of it holds the member's lock
      if (provider !== Number(row!.credit)) mismatched.push(`member ${id}: provider ${provider}, shown credit ${row!.credit}`);
    }
    const balanced = await ledgerSumsToZero(database);

    await close();
    close = async () => undefined;
    const statAfter = await statDeadlocks(true);
    const caught = [...thrown, ...logged].filter(isDeadlock).length;

    const byKind = [...refusals].sort().map(([k, n]) => `${k} ×${n}`).join(", ");
    console.log(
      `[locks] ${ROUNDS} rounds, ${requests} requests in ${seconds.toFixed(1)} s: ${credited} deposits credited; ` +
        `refusals: ${byKind}; unexpected: ${unexpected.length}; deadlocks: ${caught} caught (40P01), ` +
        `${statAfter - statBefore} in pg_stat_database`,
    );
    if (unexpected.length) realError("[locks] unexpected answers:\n" + [...new Set(unexpected)].slice(0, 20).join("\n"));

    expect(caught).toBe(0);
    expect(statAfter - statBefore).toBe(0);
    expect(unexpected).toEqual([]);
    expect(mismatched).toEqual([]);
    expect(balanced).toBe(true);
    expect(credited).toBeGreaterThan(ROUNDS / 4);
  }, 180_000);
});
