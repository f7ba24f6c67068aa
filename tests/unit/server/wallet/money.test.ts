// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { demoProvider } from "@/server/provider/demo";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { LedgerError, OPERATOR_BANK, balanceOf, ledgerSumsToZero, memberHold, memberWallet, post, reverse } from "@/server/wallet/ledger";
import { inTx } from "@/server/wallet/tx";
import { decideWithdrawal } from "@/server/wallet/withdrawals";
import { runDueJobs } from "@/server/wallet/jobs";
import { moneyMsg } from "@/server/wallet/messages";
import { profile } from "@/lib/api/contract/customers";
import { body, call, member, webhook } from "./helpers";

let database: DB;

setupDatabase((d) => {
  database = d;
});

afterEach(async () => {
  expect(await ledgerSumsToZero(database)).toBe(true);
  vi.useRealTimers();
});

const balance = (id: number) => demoProvider(database).balance(id);
const requestRow = async (id: number) =>
  rowsOf<{ status: string; deleted_cause: string | null; amount_satang: string | number }>(
    await database.execute(sql`SELECT status, deleted_cause, amount_satang FROM money_requests WHERE id = ${id}`),
  )[0]!;
const reviews = async () => Number(rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM manual_reviews`))[0]!.n);

async function prepare(token: string, amount: number, key?: string) {
  const res = await call("/api/requests/deposit/prepare", { token, body: { amount, promotion_id: null, ip: "" }, key });
  return { status: res.status, json: await body(res) };
}

describe("the ledger", () => {
  it("posts balanced transactions, refuses unbalanced ones and negative member balances, corrects by reversal", async () => {
    const m = await member(database);
    const tx = await inTx(database, (t) =>
      post(t, { kind: "test", reference: `t:${m.id}:1`, entries: [{ account: OPERATOR_BANK, satang: -500 }, { account: memberWallet(m.id), satang: 500 }] }),
    );
    expect(await balanceOf(database, memberWallet(m.id))).toBe(500);
    // the same reference again moves nothing
    const again = await inTx(database, (t) =>
      post(t, { kind: "test", reference: `t:${m.id}:1`, entries: [{ account: OPERATOR_BANK, satang: -500 }, { account: memberWallet(m.id), satang: 500 }] }),
    );
    expect(again).toEqual({ id: tx.id, replayed: true });
    await expect(
      inTx(database, (t) =>
        post(t, { kind: "test", reference: `t:${m.id}:2`, entries: [{ account: OPERATOR_BANK, satang: -1 }, { account: memberWallet(m.id), satang: 2 }] }),
      ),
    ).rejects.toThrow(LedgerError);
    await expect(
      inTx(database, (t) =>
        post(t, { kind: "test", reference: `t:${m.id}:3`, entries: [{ account: memberWallet(m.id), satang: -501 }, { account: memberHold(m.id), satang: 501 }] }),
      ),
    ).rejects.toMatchObject({ code: "insufficient_funds" });
    await inTx(database, (t) => reverse(t, tx.id, "test correction"));
    expect(await balanceOf(database, memberWallet(m.id))).toBe(0);
  });

  it("is enforced by the database too: an unbalanced insert fails at commit, entries cannot be edited", async () => {
    const m = await member(database);
    await inTx(database, (t) =>
      post(t, { kind: "test", reference: `db:${m.id}`, entries: [{ account: OPERATOR_BANK, satang: -100 }, { account: memberWallet(m.id), satang: 100 }] }),
    );
    await expect(
      database.transaction(async (t) => {
        const [x] = rowsOf<{ id: number }>(await t.execute(sql`INSERT INTO ledger_transactions (kind, reference) VALUES ('raw', ${`raw:${m.id}`}) RETURNING id`));
        const [a] = rowsOf<{ id: number }>(await t.execute(sql`SELECT id FROM ledger_accounts WHERE code = 'operator_bank'`));
        await t.execute(sql`INSERT INTO ledger_entries (transaction_id, account_id, amount_satang) VALUES (${x!.id}, ${a!.id}, 7)`);
      }),
    ).rejects.toThrow();
    await expect(database.execute(sql`UPDATE ledger_entries SET amount_satang = amount_satang + 1`)).rejects.toThrow();
  });
});

describe("the demo member", () => {
  it("has their seeded credit as a completed deposit in history, posted through the ledger", async () => {
    const [demo] = rowsOf<{ id: number }>(await database.execute(sql`SELECT id FROM members WHERE phone = ${DEMO_MEMBER.phone}`));
    const rows = rowsOf<{ type: string; status: string; amount: string }>(
      await database.execute(sql`SELECT type, status, amount_satang AS amount FROM money_requests WHERE member_id = ${demo!.id}`),
    );
    expect(rows.map((r) => [r.type, r.status, Number(r.amount)])).toEqual([["deposit", "completed", DEMO_MEMBER.creditSatang]]);
    const posted = rowsOf<{ n: string }>(
      await database.execute(sql`
        SELECT COUNT(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.code = ${`member:${demo!.id}:wallet`}`),
    );
    expect(Number(posted[0]!.n)).toBe(2); // in from the operator bank, out to the provider
    expect(await balanceOf(database, memberWallet(Number(demo!.id)))).toBe(0);
  });
});

describe("deposit by bank transfer", () => {
  it("opens a pending deposit with a unique satang amount, the operator account and a 15-minute deadline", async () => {
    const a = await member(database);
    const b = await member(database);
    const pa = await prepare(a.token, 500);
    const pb = await prepare(b.token, 500);
    expect(pa.status).toBe(200);
    expect(pa.json.data).toMatchObject({ to_bank: "scb", to_account_number: "4071234567" });
    expect(pa.json.data.amount).toBeGreaterThan(500);
    expect(pa.json.data.amount).toBeLessThan(501);
    expect(pb.json.data.amount).not.toBe(pa.json.data.amount);
    const minutes = (new Date(pa.json.data.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // one open deposit per member
    const second = await prepare(a.token, 300);
    expect(second).toMatchObject({ status: 400, json: { success: false, msg: moneyMsg.depositOpen } });
    const p = profile.parse((await body(await call("/api/customers/profile", { token: a.token }))).data);
    // The family's pending_request: the transfer's receiving account, amount and deadline (no QR for a bank transfer).
    expect(p.pending_request).toMatchObject({
      id: pa.json.data.id,
      type: "deposit",
      status: "pending",
      amount: pa.json.data.amount,
      bank: "scb",
      account_number: "4071234567",
      expires_at: pa.json.data.expires_at,
      qr_payload: null,
      qr_code: null,
    });
    expect(p.pending_request!.name).toBeTruthy();
    expect(p.payment_gateway_status).toBe(true);
  });

  it("replays an Idempotency-Key's first answer and refuses the key with another body", async () => {
    const m = await member(database);
    const first = await prepare(m.token, 200, "key-1");
    const replay = await prepare(m.token, 200, "key-1");
    expect(replay).toEqual(first);
    const other = await prepare(m.token, 300, "key-1");
    expect(other.status).toBe(422);
    expect(other.json.errors.idempotency_key[0]).toBe(moneyMsg.idempotencyMismatch);
    // a refusal is stored too: a new key meets the open deposit, and its replay gets the same refusal
    const refused = await prepare(m.token, 300, "key-2");
    expect(refused.status).toBe(400);
    await call(`/api/requests/deposit/${first.json.data.id}/cancel`, { token: m.token, body: {} });
    expect(await prepare(m.token, 300, "key-2")).toEqual(refused);
  });

  it("credits a signed statement line once: ledger, request, first_deposit_at, provider balance", async () => {
    const m = await member(database);
    const { json } = await prepare(m.token, 1000);
    const line = { statement_id: `st-${m.id}`, amount: json.data.amount };
    const res = await webhook("bank-statement", line);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ success: true, outcome: "credited" });
    expect(await body(await webhook("bank-statement", line))).toEqual({ success: true, outcome: "duplicate" });
    const satang = Math.round(json.data.amount * 100);
    expect(await balance(m.id)).toBe(satang);
    expect((await requestRow(json.data.id)).status).toBe("completed");
    const [mem] = rowsOf<{ first_deposit_at: unknown; credit_satang: string | number }>(
      await database.execute(sql`SELECT first_deposit_at, credit_satang FROM members WHERE id = ${m.id}`),
    );
    expect(mem!.first_deposit_at).not.toBeNull();
    expect(Number(mem!.credit_satang)).toBe(satang);
    const p = profile.parse((await body(await call("/api/customers/profile", { token: m.token }))).data);
    expect(p.pending_request).toBeNull();
    expect(p.completed_requests[0]).toMatchObject({ id: json.data.id, type: "deposit", status: "completed", amount: json.data.amount });
    const h = await body(await call("/api/customers/history", { token: m.token }));
    expect(h.data[0]).toMatchObject({ id: json.data.id, type: "deposit", status: "completed" });
  });

  it("credits once when the same line arrives 50 times at once (PGlite)", async () => {
    const m = await member(database);
    const { json } = await prepare(m.token, 600);
    const line = { statement_id: `burst-${m.id}`, amount: json.data.amount };
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => webhook("bank-statement", line).then(body)));
    expect(outcomes.filter((o) => o.outcome === "credited")).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === "duplicate")).toHaveLength(49);
    expect(await balance(m.id)).toBe(Math.round(json.data.amount * 100));
  });

  it("answers 401 and credits nothing for a bad signature or a stale timestamp", async () => {
    const m = await member(database);
    const { json } = await prepare(m.token, 700);
    const line = { statement_id: `bad-${m.id}`, amount: json.data.amount };
    expect((await webhook("bank-statement", line, { secret: "x".repeat(40) })).status).toBe(401);
    expect((await webhook("bank-statement", line, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(401);
    expect((await webhook("bank-statement", line, { timestamp: Math.floor(Date.now() / 1000) + 301 })).status).toBe(401);
    expect(await balance(m.id)).toBe(0);
    expect((await requestRow(json.data.id)).status).toBe("pending");
  });

  it("sends an unmatched or late line to manual review, never a guess", async () => {
    const before = await reviews();
    const r = await webhook("bank-statement", { statement_id: `nomatch-${Date.now()}`, amount: "12345.67" });
    expect(await body(r)).toEqual({ success: true, outcome: "manual_review" });
    const m = await member(database);
    const { json } = await prepare(m.token, 800);
    const late = { statement_id: `late-${m.id}`, amount: json.data.amount, transferred_at: new Date(Date.now() + 16 * 60_000).toISOString() };
    // a transfer stamped after the deadline: not this deposit
    await database.execute(sql`UPDATE money_requests SET expires_at = now() - interval '1 second' WHERE id = ${json.data.id}`);
    expect(await body(await webhook("bank-statement", late))).toEqual({ success: true, outcome: "manual_review" });
    expect(await reviews()).toBe(before + 2);
    expect(await balance(m.id)).toBe(0);
  });

  it("expires a deposit at its deadline with 'deposit time ended' through the jobs table", async () => {
    const m = await member(database);
    const { json } = await prepare(m.token, 400);
    await database.execute(sql`UPDATE money_requests SET expires_at = now() - interval '1 second' WHERE id = ${json.data.id}`);
    await database.execute(sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE request_id = ${json.data.id}`);
    // A read runs no job: the deposit waits for the scheduler's tick.
    const read = async () => profile.parse((await body(await call("/api/customers/profile", { token: m.token }))).data);
    expect((await read()).pending_request).toMatchObject({ id: json.data.id });
    expect(await runDueJobs(database)).toBeGreaterThan(0);
    const p = await read();
    expect(p.pending_request).toBeNull();
    // The family's word for it (sic); the precise one stays in the history.
    expect(p.completed_requests[0]).toMatchObject({ id: json.data.id, status: "cancalled", deleted_cause: "deposit time ended" });
    expect(await runDueJobs(database)).toBe(0);
    const cancel = await call(`/api/requests/deposit/${json.data.id}/cancel`, { token: m.token, body: {} });
    expect(await body(cancel)).toEqual({ success: false, msg: moneyMsg.depositExpired });
  });

  it("cancels the member's own open deposit only", async () => {
    const m = await member(database);
    const other = await member(database);
    const { json } = await prepare(m.token, 450);
    expect((await call(`/api/requests/deposit/${json.data.id}/cancel`, { token: other.token, body: {} })).status).toBe(404);
    expect(await body(await call(`/api/requests/deposit/${json.data.id}/cancel`, { token: m.token, body: {} }))).toEqual({ success: true });
    expect(await requestRow(json.data.id)).toMatchObject({ status: "cancelled", deleted_cause: moneyMsg.depositCancelled });
    expect((await prepare(m.token, 450)).status).toBe(200);
  });
});

describe("deposit by the payment gateway", () => {
  it("returns a PromptPay QR for the exact amount; the signed callback credits once, a wrong amount goes to review", async () => {
    const m = await member(database);
    const res = await call("/api/requests/deposit/payment-gateway", { token: m.token, body: { amount: 250, promotion_id: null, ip: "" } });
    const { data } = await body(res);
    expect(data.amount).toBe(250);
    expect(data.qr_payload).toMatch(/^000201010212.*5406250\.006304[0-9A-F]{4}$/);
    const before = await reviews();
    expect(await body(await webhook("payment-gateway", { event_id: `gw-x-${m.id}`, deposit_id: data.id, amount: 25, status: "paid" }))).toEqual({
      success: true,
      outcome: "manual_review",
    });
    expect(await reviews()).toBe(before + 1);
    const paid = { event_id: `gw-${m.id}`, deposit_id: data.id, amount: 250, status: "paid" };
    expect(await body(await webhook("payment-gateway", paid))).toEqual({ success: true, outcome: "credited" });
    expect(await body(await webhook("payment-gateway", paid))).toEqual({ success: true, outcome: "duplicate" });
    expect(await balance(m.id)).toBe(25_000);
  });
});

describe("withdraw", () => {
  const withdraw = async (token: string, amount: number, key?: string) => {
    const res = await call("/api/requests/withdraw", { token, body: { phone: DEMO_MEMBER.phone, amount }, key });
    return { status: res.status, json: await body(res) };
  };

  it("refuses without a deposit, above the balance, and with one already pending", async () => {
    const fresh = await member(database, { satang: 10_000 });
    expect((await withdraw(fresh.token, 10)).json).toEqual({ success: false, msg: "customer has not deposited yet, try later" });
    const m = await member(database, { satang: 10_000, deposited: true });
    expect((await withdraw(m.token, 100.01)).json).toEqual({ success: false, msg: moneyMsg.withdrawOverBalance });
    expect((await withdraw(m.token, 40)).json.success).toBe(true);
    expect((await withdraw(m.token, 10)).json).toEqual({ success: false, msg: moneyMsg.withdrawPending });
  });

  it("uses the session's account, never the body's phone; holds the money; approve settles, reject releases", async () => {
    const demoBefore = rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM money_requests WHERE type = 'withdraw' AND member_id = (SELECT id FROM members WHERE phone = ${DEMO_MEMBER.phone})`))[0]!.n;
    const m = await member(database, { satang: 100_000, deposited: true });
    const w1 = await withdraw(m.token, 300, "w-1");
    expect(await withdraw(m.token, 300, "w-1")).toEqual(w1);
    expect(await balance(m.id)).toBe(70_000);
    expect(await balanceOf(database, memberHold(m.id))).toBe(30_000);
    await decideWithdrawal(database, w1.json.id, "approve");
    expect(await balanceOf(database, memberHold(m.id))).toBe(0);
    expect((await requestRow(w1.json.id)).status).toBe("completed");
    await expect(decideWithdrawal(database, w1.json.id, "reject")).rejects.toThrow(/already/);

    const w2 = await withdraw(m.token, 200);
    expect(await balance(m.id)).toBe(50_000);
    await decideWithdrawal(database, w2.json.id, "reject");
    expect(await balance(m.id)).toBe(70_000);
    expect(await requestRow(w2.json.id)).toMatchObject({ status: "rejected", deleted_cause: moneyMsg.withdrawRejected });
    const demoAfter = rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM money_requests WHERE type = 'withdraw' AND member_id = (SELECT id FROM members WHERE phone = ${DEMO_MEMBER.phone})`))[0]!.n;
    expect(demoAfter).toBe(demoBefore);
    const h = await body(await call("/api/customers/history", { token: m.token }));
    expect(h.data.map((r: { status: string }) => r.status)).toEqual(["rejected", "completed"]);
  });
});
