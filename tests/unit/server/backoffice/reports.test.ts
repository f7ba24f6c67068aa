// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { checkPeriod, report, reportCsv, today } from "@/server/backoffice/reports";
import { approveWithdrawal, rejectWithdrawal } from "@/server/backoffice/withdrawals";
import { grantBonus } from "@/server/wallet/bonuses";
import { OPERATOR_BANK, PROMOTION_EXPENSE, balanceOf, ledgerSumsToZero } from "@/server/wallet/ledger";
import { th } from "@/lib/i18n/th";
import { body, call, member, webhook } from "../wallet/helpers";
import { pendingWithdrawal, staffMember } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

/** A deposit of `baht` asked for and paid by bank transfer (the statement webhook credits it): its amount in satang. */
async function deposit(m: { id: number; token: string }): Promise<number> {
  const prepared = await body(await call("/api/requests/deposit/prepare", { token: m.token, body: { amount: 300, promotion_id: null, ip: "" } }));
  if (prepared.success === false) throw new Error(`prepare refused: ${JSON.stringify(prepared)}`);
  const [d] = rowsOf<{ amount: string }>(
    await database.execute(sql`SELECT amount_satang AS amount FROM money_requests WHERE member_id = ${m.id} AND type = 'deposit' AND status = 'pending'`),
  );
  const amount = Number(d!.amount);
  const line = { statement_id: `rep-${m.id}-${Math.random().toString(36).slice(2)}`, amount: (amount / 100).toFixed(2), transferred_at: new Date().toISOString() };
  const outcome = await body(await webhook("bank-statement", line));
  if (outcome.outcome !== "credited") throw new Error(`statement line ${JSON.stringify(outcome)}`);
  return amount;
}

async function claimedBonus(m: { id: number; token: string }, satang: number) {
  const source = `report-${m.id}-${satang}`;
  await grantBonus(database, { memberId: m.id, type: "cashback", satang, source, turnoverMultiple: 0, claimDeadline: new Date(Date.now() + 86_400_000) });
  const [b] = rowsOf<{ id: number }>(await database.execute(sql`SELECT id FROM bonuses WHERE member_id = ${m.id} AND source = ${source}`));
  const res = await body(await call(`/api/customers/get-bonus/${b!.id}`, { token: m.token, method: "POST" }));
  if (res.success !== true) throw new Error(`claim refused: ${JSON.stringify(res)}`);
}

describe("the dashboard's figures", () => {
  it("move by exactly what a scripted day of deposits, withdrawals and bonuses put in the ledger", async () => {
    const finance = await staffMember(database, "finance");
    const before = await report(database, finance.actor, {});
    const bankBefore = await balanceOf(database, OPERATOR_BANK);
    const expenseBefore = await balanceOf(database, PROMOTION_EXPENSE);

    // Two new members deposit (their first deposits); one deposits twice; one of them claims a bonus.
    const a = await member(database);
    const b = await member(database);
    const a1 = await deposit(a);
    const a2 = await deposit(a);
    const b1 = await deposit(b);
    await claimedBonus(b, 2_500);
    // Two withdrawals by a third member (seeded with credit, no deposit posting): one paid, one rejected (not counted).
    const paid = await pendingWithdrawal(database, 120);
    await approveWithdrawal(database, finance.actor, paid.id, {});
    const refused = await pendingWithdrawal(database, 80);
    await rejectWithdrawal(database, finance.actor, refused.id, { reason: "ทดสอบ" });

    const after = await report(database, finance.actor, {});
    const delta = (k: keyof typeof after) => (after[k] as number) - (before[k] as number);
    expect(delta("deposits_satang")).toBe(a1 + a2 + b1);
    expect(delta("deposits_count")).toBe(3);
    expect(delta("withdrawals_satang")).toBe(12_000);
    expect(delta("withdrawals_count")).toBe(1);
    expect(delta("net_satang")).toBe(a1 + a2 + b1 - 12_000);
    expect(delta("bonuses_satang")).toBe(2_500);
    expect(delta("bonuses_count")).toBe(1);
    expect(delta("first_deposits")).toBe(2);
    expect(delta("first_deposits_amount_satang")).toBe(a1 + b1);
    expect(delta("registrations")).toBe(4); // a, b and the two withdrawing members
    // a and b (deposits), the paid and the refused withdrawal's members (their holds moved).
    expect(delta("active_members")).toBe(4);

    // Against the ledger itself: the operator bank moved by the net, the promotion expense by the bonuses.
    expect(bankBefore - (await balanceOf(database, OPERATOR_BANK))).toBe(delta("net_satang"));
    expect(expenseBefore - (await balanceOf(database, PROMOTION_EXPENSE))).toBe(delta("bonuses_satang"));
    const [ledger] = rowsOf<{ deposits: string; withdrawals: string }>(
      await database.execute(sql`
        SELECT COALESCE(SUM(-e.amount_satang) FILTER (WHERE t.kind = 'deposit'), 0) AS deposits,
               COALESCE(SUM(e.amount_satang) FILTER (WHERE t.kind = 'withdraw_settle'), 0) AS withdrawals
        FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts ac ON ac.id = e.account_id
        WHERE ac.kind = 'operator_bank' AND t.created_at >= ${new Date(Date.parse(`${after.from}T00:00:00+07:00`)).toISOString()}`),
    );
    expect(after.deposits_satang).toBe(Number(ledger!.deposits));
    expect(after.withdrawals_satang).toBe(Number(ledger!.withdrawals));
    expect(await ledgerSumsToZero(database)).toBe(true);

    // Today's one day carries the whole period.
    expect(after.days).toEqual([
      { day: after.from, deposits_satang: after.deposits_satang, withdrawals_satang: after.withdrawals_satang, net_satang: after.net_satang, bonuses_satang: after.bonuses_satang },
    ]);
    // The queues: the member's pending deposit, none left in withdrawals from this script.
    expect(after.queues.withdrawals.count).toBe(before.queues.withdrawals.count);
  });

  it("puts each posting on its Asia/Bangkok day: 23:30 on one day and 00:30 the next fall apart", async () => {
    const risk = await staffMember(database, "risk");
    const m = await member(database);
    const first = await deposit(m);
    const second = await deposit(m);
    // Back-date the two deposits' postings to either side of a Bangkok midnight (17:00 UTC).
    const move = (reference: string, at: string) => database.execute(sql`UPDATE ledger_transactions SET created_at = ${at} WHERE reference LIKE ${`${reference}%`}`);
    const refs = rowsOf<{ reference: string }>(
      await database.execute(sql`SELECT reference FROM ledger_transactions t WHERE kind = 'deposit' AND reference IN (
        SELECT 'deposit:' || id FROM money_requests WHERE member_id = ${m.id}) ORDER BY id`),
    ).map((r) => r.reference);
    await move(refs[0]!, "2026-03-09T16:30:00Z"); // 2026-03-09 23:30 in Bangkok
    await move(refs[1]!, "2026-03-09T17:30:00Z"); // 2026-03-10 00:30 in Bangkok
    const r = await report(database, risk.actor, { from: "2026-03-08", to: "2026-03-11" });
    expect(r.days.map((d) => [d.day, d.deposits_satang])).toEqual([
      ["2026-03-08", 0],
      ["2026-03-09", first],
      ["2026-03-10", second],
      ["2026-03-11", 0],
    ]);
    expect(r.deposits_satang).toBe(first + second);
    expect(r.first_deposits).toBe(1);
    expect(r.first_deposits_amount_satang).toBe(first);
  });

  it("counts the queues with their oldest age", async () => {
    const owner = await staffMember(database, "owner");
    const w = await pendingWithdrawal(database, 50);
    await database.execute(sql`UPDATE money_requests SET created_at = now() - interval '2 hours' WHERE id = ${w.id}`);
    const r = await report(database, owner.actor, {});
    expect(r.queues.withdrawals.count).toBeGreaterThanOrEqual(1);
    expect(r.queues.withdrawals.oldest_seconds).toBeGreaterThanOrEqual(7_200);
  });

  it("refuses a period that is not real days, ends before it starts or is longer than a year; support may not read it", async () => {
    expect(checkPeriod({}, new Date("2026-05-01T18:00:00Z"))).toEqual({ from: "2026-05-02", to: "2026-05-02" });
    expect(today(new Date("2026-05-01T16:59:59Z"))).toEqual({ from: "2026-05-01", to: "2026-05-01" });
    const owner = await staffMember(database, "owner");
    await expect(report(database, owner.actor, { from: "2026-02-30" })).rejects.toMatchObject({ status: 422, body: { errors: { from: [th.backoffice.periodDay] } } });
    await expect(report(database, owner.actor, { from: "2026-03-02", to: "2026-03-01" })).rejects.toMatchObject({
      status: 422,
      body: { errors: { to: [th.backoffice.periodOrder] } },
    });
    await expect(report(database, owner.actor, { from: "2025-01-01", to: "2026-03-01" })).rejects.toMatchObject({ status: 422 });
    const support = await staffMember(database, "support");
    await expect(report(database, support.actor, {})).rejects.toMatchObject({ status: 403 });
  });

  it("exports the days as CSV with a totals line", async () => {
    const owner = await staffMember(database, "owner");
    const res = await reportCsv(database, owner.actor, { from: "2026-03-09", to: "2026-03-10" });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await res.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("day,deposits,withdrawals,net,bonuses");
    expect(lines.map((l) => l.split(",")[0])).toEqual(["day", "2026-03-09", "2026-03-10", "total"]);
  });
});
