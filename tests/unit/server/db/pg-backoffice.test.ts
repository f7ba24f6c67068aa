// @vitest-environment node
/**
 * The back office's money races on a real PostgreSQL with a connection pool (the in-memory PGlite runs one
 * transaction at a time). Opt-in like pg-money.test.ts: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx
 * vitest run tests/unit/server/db/pg-backoffice.test.ts` uses a fresh database named member_unit_backoffice.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setupPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const live = setupPostgres("member_unit_backoffice");

describe.skipIf(!live.enabled)("back-office decisions on PostgreSQL", () => {
  it("two staff deciding one withdrawal at once: exactly one settlement, the other refused; the ledger sums to zero", async () => {
    const { staffMember, pendingWithdrawal } = await import("../backoffice/helpers");
    const { approveWithdrawal, rejectWithdrawal } = await import("@/server/backoffice/withdrawals");
    const { balanceOf, ledgerSumsToZero, memberHold } = await import("@/server/wallet/ledger");
    const a = await staffMember(live.db, "finance");
    const b = await staffMember(live.db, "owner");

    for (const round of [0, 1, 2, 3, 4, 5]) {
      const w = await pendingWithdrawal(live.db, 100 + round);
      // Approve against approve, then approve against reject.
      const other = round % 2 === 0 ? approveWithdrawal(live.db, b.actor, w.id, {}) : rejectWithdrawal(live.db, b.actor, w.id, { reason: "ทดสอบ" });
      const outcomes = await Promise.allSettled([approveWithdrawal(live.db, a.actor, w.id, {}), other]);
      const done = outcomes.filter((o) => o.status === "fulfilled");
      const refused = outcomes.filter((o) => o.status === "rejected" && (o.reason as { status?: number }).status === 409);
      expect(done.length, `round ${round}`).toBe(1);
      expect(refused.length, `round ${round}`).toBe(1);
      expect(await balanceOf(live.db, memberHold(w.member.id))).toBe(0);
      const settled = rowsOf<{ n: string | number }>(
        await live.db.execute(sql`SELECT count(*) AS n FROM ledger_transactions WHERE reference IN (${`withdraw:${w.id}:settle`}, ${`withdraw:${w.id}:release`})`),
      );
      expect(Number(settled[0]!.n), `round ${round}: one settle or one release`).toBe(1);
      const audited = rowsOf<{ n: string | number }>(await live.db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE target_type = 'withdrawal' AND target_id = ${String(w.id)}`));
      expect(Number(audited[0]!.n)).toBe(1);
    }
    expect(await ledgerSumsToZero(live.db)).toBe(true);
  });

  it("two staff matching one unmatched line at once: the deposit is credited once, the other refused", async () => {
    const { staffMember, lateTransfer } = await import("../backoffice/helpers");
    const { matchReview } = await import("@/server/backoffice/reviews");
    const { demoProvider } = await import("@/server/provider/demo");
    const { ledgerSumsToZero } = await import("@/server/wallet/ledger");
    const a = await staffMember(live.db, "finance");
    const b = await staffMember(live.db, "owner");
    const late = await lateTransfer(live.db, 450);
    const before = await demoProvider(live.db).balance(late.member.id);
    const outcomes = await Promise.allSettled([a, b].map((s) => matchReview(live.db, s.actor, late.reviewId, { depositId: late.depositId })));
    expect(outcomes.filter((o) => o.status === "fulfilled").length).toBe(1);
    expect(outcomes.filter((o) => o.status === "rejected" && (o.reason as { status?: number }).status === 409).length).toBe(1);
    expect(await demoProvider(live.db).balance(late.member.id)).toBe(before + late.amount);
    expect(await ledgerSumsToZero(live.db)).toBe(true);
  });

  it("above the four-eyes threshold, two different approvers at once settle it once", async () => {
    const { staffMember, pendingWithdrawal } = await import("../backoffice/helpers");
    const { approveWithdrawal } = await import("@/server/backoffice/withdrawals");
    const { balanceOf, memberHold } = await import("@/server/wallet/ledger");
    await live.db.execute(sql`INSERT INTO settings (key, value) VALUES ('backoffice', '{"four_eyes_satang": 1000}') ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    const a = await staffMember(live.db, "finance");
    const b = await staffMember(live.db, "finance");
    const w = await pendingWithdrawal(live.db, 400);
    const answers = await Promise.all([approveWithdrawal(live.db, a.actor, w.id, {}), approveWithdrawal(live.db, b.actor, w.id, {})]);
    expect(answers.map((x) => x.status).sort()).toEqual(["awaiting_second", "completed"]);
    expect(await balanceOf(live.db, memberHold(w.member.id))).toBe(0);
  });

  it("instances running payouts at once: each withdrawal is sent once, the daily ceiling holds, and a repeated callback pays once", async () => {
    const { staffMember, pendingWithdrawal } = await import("../backoffice/helpers");
    const { changePayoutRules } = await import("@/server/backoffice/payout-rules");
    const { handlePayoutCallback, runPayouts } = await import("@/server/payout/payouts");
    const { signWebhook } = await import("@/server/wallet/webhooks");
    const { DEMO_PAYOUT_WEBHOOK_SECRET } = await import("@/server/env");
    const { ledgerSumsToZero } = await import("@/server/wallet/ledger");
    await live.db.execute(sql`UPDATE settings SET value = '{"four_eyes_satang": 2000000}' WHERE key = 'backoffice'`);
    const owner = await staffMember(live.db, "owner");
    const already = rowsOf<{ n: string | number }>(await live.db.execute(sql`SELECT COALESCE(sum(amount_satang), 0) AS n FROM payouts WHERE status IN ('sending', 'paid')`));
    // Room today for exactly three of the six 100-baht withdrawals.
    await changePayoutRules(live.db, owner.actor, { auto: true, maxSatang: 500_000, dailyMaxSatang: Number(already[0]!.n) + 30_000 });
    const ws = [];
    for (let i = 0; i < 6; i++) {
      const w = await pendingWithdrawal(live.db, 100);
      await live.db.execute(sql`UPDATE members SET bank = 'scb', account_number = ${`55500${w.member.id}`} WHERE id = ${w.member.id}`);
      ws.push(w);
    }
    await Promise.all([runPayouts(live.db), runPayouts(live.db), runPayouts(live.db)]);
    const rows = rowsOf<{ request_id: number; status: string }>(
      await live.db.execute(sql`SELECT request_id, status FROM payouts WHERE request_id IN (${sql.join(ws.map((w) => sql`${w.id}`), sql`, `)})`),
    );
    expect(rows.length).toBe(6);
    expect(rows.filter((r) => r.status === "sending").length).toBe(3);
    expect(rows.filter((r) => r.status === "held").length).toBe(3);

    const [sent] = rowsOf<{ id: number; request_id: number }>(await live.db.execute(sql`SELECT id, request_id FROM payouts WHERE status = 'sending' ORDER BY id LIMIT 1`));
    const deliver = () => {
      const raw = JSON.stringify({ payout_id: sent!.id, status: "paid", reference: "RACE-1" });
      const ts = Math.floor(Date.now() / 1000);
      return handlePayoutCallback(
        live.db,
        new Request("http://127.0.0.1/api/webhooks/payout", { method: "POST", headers: { "x-timestamp": String(ts), "x-signature": signWebhook(DEMO_PAYOUT_WEBHOOK_SECRET, ts, raw) }, body: raw }),
      );
    };
    const answers = await Promise.all([deliver(), deliver(), deliver()].map((p) => p.then((r) => r.json() as Promise<{ outcome: string }>)));
    expect(answers.map((a) => a.outcome).sort()).toEqual(["duplicate", "duplicate", "paid"]);
    const settled = rowsOf<{ n: string | number }>(await live.db.execute(sql`SELECT count(*) AS n FROM ledger_transactions WHERE reference = ${`withdraw:${sent!.request_id}:settle`}`));
    expect(Number(settled[0]!.n)).toBe(1);
    await changePayoutRules(live.db, owner.actor, { auto: false, maxSatang: 500_000, dailyMaxSatang: 5_000_000 });
    expect(await ledgerSumsToZero(live.db)).toBe(true);
  });

  it("risk scans on several instances at once raise each flag once; two staff closing one flag close it once, audited once", async () => {
    const { member } = await import("../wallet/helpers");
    const { staffMember } = await import("../backoffice/helpers");
    const { closeRiskFlag, scanRisks } = await import("@/server/backoffice/risk");
    const { runDueJobs } = await import("@/server/wallet/jobs");
    const { inTx } = await import("@/server/wallet/tx");
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await member(live.db);
      await live.db.execute(sql`UPDATE members SET name = 'Race Flag Name' WHERE id = ${m.id}`);
      ids.push(m.id);
    }
    await Promise.all([0, 1, 2, 3].map(() => inTx(live.db, (tx) => scanRisks(tx))));
    const flags = rowsOf<{ id: number; member_ids: number[] }>(
      await live.db.execute(sql`SELECT id, member_ids FROM risk_flags WHERE kind = 'shared_bank_name' AND subject = 'name:RACE FLAG NAME'`),
    );
    expect(flags.map((f) => f.member_ids.map(Number))).toEqual([ids]);

    // Two schedulers ticking at once: the due scan runs once and one next scan is queued.
    await live.db.execute(sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = 'risk_scan' AND done_at IS NULL`);
    await Promise.all([runDueJobs(live.db), runDueJobs(live.db)]);
    const waiting = rowsOf<{ n: string }>(await live.db.execute(sql`SELECT count(*) AS n FROM jobs WHERE kind = 'risk_scan' AND done_at IS NULL`));
    expect(Number(waiting[0]!.n)).toBe(1);

    const a = await staffMember(live.db, "risk");
    const b = await staffMember(live.db, "owner");
    const outcomes = await Promise.allSettled([a, b].map((s) => closeRiskFlag(live.db, s.actor, Number(flags[0]!.id), { reason: "ตรวจแล้ว" })));
    expect(outcomes.filter((o) => o.status === "fulfilled").length).toBe(1);
    expect(outcomes.filter((o) => o.status === "rejected" && (o.reason as { status?: number }).status === 409).length).toBe(1);
    const audited = rowsOf<{ n: string }>(await live.db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE target_type = 'risk_flag' AND target_id = ${String(flags[0]!.id)}`));
    expect(Number(audited[0]!.n)).toBe(1);
  });
  it("two staff approving one pending credit adjustment at once post it once; adjustments both ways at once never deadlock", async () => {
    const { member } = await import("../wallet/helpers");
    const { staffMember } = await import("../backoffice/helpers");
    const { approveAdjustment, requestAdjustment } = await import("@/server/backoffice/adjustments");
    const { demoProvider } = await import("@/server/provider/demo");
    const { ledgerSumsToZero } = await import("@/server/wallet/ledger");
    await live.db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('backoffice', '{"four_eyes_satang": 100000}') ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    const requester = await staffMember(live.db, "finance");
    const a = await staffMember(live.db, "finance");
    const b = await staffMember(live.db, "owner");

    for (const round of [0, 1, 2, 3]) {
      const m = await member(live.db, { satang: 500_000, deposited: true });
      // A goodwill, then a correction taking credit back: each above the threshold, approved by two people at once.
      const amount = round % 2 === 0 ? 250_000 : -250_000;
      const made = await requestAdjustment(live.db, requester.actor, { phone: m.phone, type: round % 2 === 0 ? "goodwill" : "correction", amountSatang: amount, reason: "ทดสอบพร้อมกัน" });
      expect(made.status).toBe("pending");
      const outcomes = await Promise.allSettled([approveAdjustment(live.db, a.actor, made.id), approveAdjustment(live.db, b.actor, made.id)]);
      expect(outcomes.filter((o) => o.status === "fulfilled").length, `round ${round}`).toBe(1);
      expect(outcomes.filter((o) => o.status === "rejected" && (o.reason as { status?: number }).status === 409).length, `round ${round}`).toBe(1);
      expect(await demoProvider(live.db).balance(m.id)).toBe(500_000 + amount);
      const posted = rowsOf<{ n: string }>(await live.db.execute(sql`SELECT count(*) AS n FROM ledger_transactions WHERE reference = ${`adjustment:${made.id}`}`));
      expect(Number(posted[0]!.n)).toBe(1);
      const notes = rowsOf<{ n: string }>(await live.db.execute(sql`SELECT count(*) AS n FROM notifications WHERE member_id = ${m.id}`));
      expect(Number(notes[0]!.n)).toBe(1);
      const audited = rowsOf<{ n: string }>(
        await live.db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE action = 'adjustment.approve' AND target_id = ${String(m.id)}`),
      );
      expect(Number(audited[0]!.n)).toBe(1);
    }

    // Goodwill for some members and corrections for others at once: the shared counter-accounts are taken in one order.
    const members = await Promise.all([0, 1, 2, 3, 4, 5].map(() => member(live.db, { satang: 100_000, deposited: true })));
    const outcomes = await Promise.allSettled(
      members.map((m, i) =>
        requestAdjustment(live.db, a.actor, { phone: m.phone, type: i % 2 === 0 ? "goodwill" : "correction", amountSatang: i % 2 === 0 ? 5_000 : -5_000, reason: "ทดสอบพร้อมกัน" }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "rejected").map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
    expect(await ledgerSumsToZero(live.db)).toBe(true);
  });
});
