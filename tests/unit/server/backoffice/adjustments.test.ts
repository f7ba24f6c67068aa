// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { handleBackoffice } from "@/server/api/backoffice";
import { adjustmentList, approveAdjustment, rejectAdjustment, requestAdjustment } from "@/server/backoffice/adjustments";
import { demoProvider } from "@/server/provider/demo";
import { OPERATOR_ADJUSTMENTS, balanceOf, ledgerSumsToZero, memberWallet } from "@/server/wallet/ledger";
import { th } from "@/lib/i18n/th";
import { auditCount, auditRows, staffMember } from "./helpers";
import { member } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const t = th.backoffice.adjustments;
/** Four-eyes above 1,000 baht in these tests. */
const THRESHOLD = 100_000;

beforeEach(async () => {
  await database.execute(sql`
    INSERT INTO settings (key, value) VALUES ('backoffice', ${JSON.stringify({ four_eyes_satang: THRESHOLD })}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
});

/** Everything an adjustment could have written: rows of each table it touches. */
const footprint = async () =>
  rowsOf<Record<string, string | number>>(
    await database.execute(sql`
      SELECT (SELECT count(*) FROM credit_adjustments) AS adjustments, (SELECT count(*) FROM ledger_transactions) AS postings,
             (SELECT count(*) FROM notifications) AS notes, (SELECT count(*) FROM audit_log) AS audits,
             (SELECT count(*) FROM provider_transactions) AS transfers`),
  )[0];

const adjustmentRow = async (id: number) =>
  rowsOf<{ status: string; decided_by: number | null; ledger_transaction_id: string | number | null; reject_reason: string | null }>(
    await database.execute(sql`SELECT status, decided_by, ledger_transaction_id, reject_reason FROM credit_adjustments WHERE id = ${id}`),
  )[0]!;

const postings = async (id: number) =>
  rowsOf<{ reference: string; kind: string }>(
    await database.execute(sql`SELECT reference, kind FROM ledger_transactions WHERE reference LIKE ${`adjustment:${id}%`} ORDER BY id`),
  );

const notesOf = async (memberId: number) =>
  rowsOf<{ message: string }>(await database.execute(sql`SELECT message FROM notifications WHERE member_id = ${memberId} ORDER BY id`)).map((n) => n.message);

const creditOf = async (memberId: number) =>
  Number(rowsOf<{ c: string | number }>(await database.execute(sql`SELECT credit_satang AS c FROM members WHERE id = ${memberId}`))[0]!.c);

describe("credit adjustments", () => {
  it("goodwill up to the threshold is posted at once by its requester: credit at the provider, a ledger that sums to zero, a notification, one audit row", async () => {
    const finance = await staffMember(database, "finance");
    const m = await member(database, { satang: 5_000, deposited: true });
    const turnoverBefore = rowsOf<{ t: string | number }>(await database.execute(sql`SELECT turnover_target_satang AS t FROM members WHERE id = ${m.id}`))[0]!.t;
    const before = await auditCount(database);
    const counter = await balanceOf(database, OPERATOR_ADJUSTMENTS);

    const made = await requestAdjustment(database, finance.actor, { phone: m.phone, type: "goodwill", amountSatang: THRESHOLD, reason: "  ชดเชยระบบขัดข้อง  " });
    expect(made.status).toBe("posted");
    expect(await demoProvider(database).balance(m.id)).toBe(5_000 + THRESHOLD);
    expect(await creditOf(m.id)).toBe(5_000 + THRESHOLD);
    expect(await ledgerSumsToZero(database)).toBe(true);
    expect(await balanceOf(database, OPERATOR_ADJUSTMENTS)).toBe(counter - THRESHOLD);
    expect(await balanceOf(database, memberWallet(m.id))).toBe(0);
    expect((await postings(made.id)).map((p) => p.reference)).toEqual([`adjustment:${made.id}`, `adjustment:${made.id}:to-provider`]);
    const row = await adjustmentRow(made.id);
    expect(row).toMatchObject({ status: "posted", decided_by: finance.id });
    expect(row.ledger_transaction_id).not.toBeNull();
    // No turnover asked for goodwill.
    expect(rowsOf<{ t: string | number }>(await database.execute(sql`SELECT turnover_target_satang AS t FROM members WHERE id = ${m.id}`))[0]!.t).toBe(turnoverBefore);
    expect(await notesOf(m.id)).toEqual(["ทีมงานปรับเพิ่มเครดิตให้คุณ 1,000.00 บาท เหตุผล: ชดเชยระบบขัดข้อง"]);
    expect(await auditCount(database)).toBe(before + 1);
    const [entry] = await auditRows(database, "member", m.id);
    expect(entry).toMatchObject({
      action: "adjustment.post",
      staff_id: finance.id,
      role: "finance",
      reason: "ชดเชยระบบขัดข้อง",
      before: { credit_satang: 5_000 },
      after: { adjustment_id: made.id, type: "goodwill", amount_satang: THRESHOLD, status: "posted", credit_satang: 5_000 + THRESHOLD },
    });

    const list = await adjustmentList(database, finance.actor);
    expect(list.four_eyes_satang).toBe(THRESHOLD);
    expect(list.data[0]).toMatchObject({ id: made.id, phone: m.phone, amount_satang: THRESHOLD, requested_by: finance.username, decided_by: finance.username, status: "posted" });
  });

  it("a correction below zero takes credit back through the provider; more than the credit is refused in Thai with nothing written", async () => {
    const finance = await staffMember(database, "finance");
    const m = await member(database, { satang: 30_000, deposited: true });
    const before = await footprint();
    const counter = await balanceOf(database, OPERATOR_ADJUSTMENTS);
    await expect(requestAdjustment(database, finance.actor, { phone: m.phone, type: "correction", amountSatang: -30_001, reason: "แก้ยอดซ้ำ" })).rejects.toMatchObject({
      status: 422,
      body: { errors: { amount: [t.errors.overCredit("300.00")] } },
    });
    expect(await footprint()).toEqual(before);
    expect(await demoProvider(database).balance(m.id)).toBe(30_000);

    const made = await requestAdjustment(database, finance.actor, { phone: m.phone, type: "correction", amountSatang: -12_550, reason: "โบนัสเข้าซ้ำ" });
    expect(made.status).toBe("posted");
    expect(await demoProvider(database).balance(m.id)).toBe(30_000 - 12_550);
    expect(await creditOf(m.id)).toBe(30_000 - 12_550);
    expect((await postings(made.id)).map((p) => p.reference)).toEqual([`adjustment:${made.id}:from-provider`, `adjustment:${made.id}`]);
    expect(await balanceOf(database, OPERATOR_ADJUSTMENTS)).toBe(counter + 12_550);
    expect(await ledgerSumsToZero(database)).toBe(true);
    expect(await notesOf(m.id)).toEqual(["ทีมงานปรับลดเครดิตของคุณ 125.50 บาท เหตุผล: โบนัสเข้าซ้ำ"]);
  });

  it("above the threshold waits; its requester cannot approve it; a second person's approval posts it once", async () => {
    const a = await staffMember(database, "finance");
    const b = await staffMember(database, "owner");
    const m = await member(database, { satang: 1_000, deposited: true });
    const made = await requestAdjustment(database, a.actor, { phone: m.phone, type: "goodwill", amountSatang: THRESHOLD + 1, reason: "ชดเชยรอบเกมค้าง" });
    expect(made.status).toBe("pending");
    expect(await postings(made.id)).toEqual([]);
    expect(await demoProvider(database).balance(m.id)).toBe(1_000);
    expect(await notesOf(m.id)).toEqual([]);

    const before = await footprint();
    await expect(approveAdjustment(database, a.actor, made.id)).rejects.toMatchObject({ status: 403, body: { msg: t.errors.selfApprove } });
    expect(await footprint()).toEqual(before);

    expect(await approveAdjustment(database, b.actor, made.id)).toEqual({ status: "posted" });
    await expect(approveAdjustment(database, b.actor, made.id)).rejects.toMatchObject({ status: 409, body: { msg: th.backoffice.notPending } });
    await expect(rejectAdjustment(database, a.actor, made.id, { reason: "ช้าไป" })).rejects.toMatchObject({ status: 409 });
    expect(await demoProvider(database).balance(m.id)).toBe(1_000 + THRESHOLD + 1);
    expect(await postings(made.id)).toHaveLength(2);
    expect(await adjustmentRow(made.id)).toMatchObject({ status: "posted", decided_by: b.id });
    expect((await auditRows(database, "member", m.id)).map((r) => [r.action, r.staff_id])).toEqual([
      ["adjustment.request", a.id],
      ["adjustment.approve", b.id],
    ]);
    expect(await notesOf(m.id)).toHaveLength(1);
    expect(await ledgerSumsToZero(database)).toBe(true);
  });

  it("a pending one is rejected with a reason (its requester may withdraw it); nothing is posted", async () => {
    const a = await staffMember(database, "finance");
    const m = await member(database, { satang: 500_000, deposited: true });
    const made = await requestAdjustment(database, a.actor, { phone: m.phone, type: "correction", amountSatang: -200_000, reason: "แก้ยอดฝากซ้ำ" });
    expect(made.status).toBe("pending");
    await expect(rejectAdjustment(database, a.actor, made.id, { reason: "   " })).rejects.toMatchObject({ status: 422 });
    expect(await rejectAdjustment(database, a.actor, made.id, { reason: "ตรวจแล้วยอดถูกต้อง" })).toEqual({ status: "rejected" });
    expect(await adjustmentRow(made.id)).toMatchObject({ status: "rejected", ledger_transaction_id: null, reject_reason: "ตรวจแล้วยอดถูกต้อง" });
    expect(await postings(made.id)).toEqual([]);
    expect(await demoProvider(database).balance(m.id)).toBe(500_000);
    expect(await notesOf(m.id)).toEqual([]);
    const audited = await auditRows(database, "member", m.id);
    expect(audited.map((r) => r.action)).toEqual(["adjustment.request", "adjustment.reject"]);
    expect(audited[1]!.reason).toBe("ตรวจแล้วยอดถูกต้อง");
    await expect(approveAdjustment(database, (await staffMember(database, "owner")).actor, made.id)).rejects.toMatchObject({ status: 409 });
  });

  it("refuses bad input in Thai, on its field, writing nothing", async () => {
    const finance = await staffMember(database, "finance");
    const m = await member(database, { satang: 1_000, deposited: true });
    const before = await footprint();
    const refused = (input: Partial<Parameters<typeof requestAdjustment>[2]>) =>
      requestAdjustment(database, finance.actor, { phone: m.phone, type: "goodwill", amountSatang: 100, reason: "ทดสอบ", ...input }).then(
        () => "allowed",
        (e: { status: number; body: { errors?: Record<string, string[]> } }) => [e.status, e.body.errors],
      );
    expect(await refused({ amountSatang: -100 })).toEqual([422, { amount: [t.errors.goodwillPositive] }]);
    expect(await refused({ type: "correction", amountSatang: 0 })).toEqual([422, { amount: [t.errors.amount] }]);
    expect(await refused({ amountSatang: 10_000_001 })).toEqual([422, { amount: [t.errors.amount] }]);
    expect(await refused({ reason: " ab " })).toEqual([422, { reason: [t.errors.reason] }]);
    expect(await refused({ phone: "0899999999" })).toEqual([422, { phone: [t.errors.phone] }]);
    expect(await footprint()).toEqual(before);
  });

  it("answers bad input through the API with a 422 in Thai, never a 500", async () => {
    const finance = await staffMember(database, "finance");
    const m = await member(database, { satang: 1_000, deposited: true });
    const SITE = "http://127.0.0.1:3000";
    const send = async (body: unknown) => {
      const res = await handleBackoffice(
        new Request(`${SITE}/api/backoffice/adjustments`, {
          method: "POST",
          headers: { origin: SITE, "content-type": "application/json", cookie: `gm_staff=${finance.token}` },
          body: JSON.stringify(body),
        }),
      );
      return [res.status, ((await res.json()) as { errors?: Record<string, string[]> }).errors];
    };
    const ok = { phone: m.phone, type: "goodwill", amount: "12.50", reason: "ชดเชย" };
    expect(await send({ ...ok, amount: "abc" })).toEqual([422, { amount: [t.errors.amount] }]);
    expect(await send({ ...ok, amount: "1.234" })).toEqual([422, { amount: [t.errors.amount] }]);
    expect(await send({ ...ok, amount: 0 })).toEqual([422, { amount: [t.errors.amount] }]);
    expect(await send({ ...ok, amount: "-5" })).toEqual([422, { amount: [t.errors.goodwillPositive] }]);
    expect(await send({ ...ok, type: "gift" })).toEqual([422, { type: [t.errors.type] }]);
    expect(await send({ ...ok, reason: "" })).toEqual([422, { reason: [t.errors.reason] }]);
    expect(await send({ ...ok, phone: "12" })).toMatchObject([422, { phone: [expect.any(String)] }]);
    expect(await send({ ...ok, phone: "081-999-9999" })).toEqual([422, { phone: [t.errors.phone] }]);
    expect(await send({ ...ok, phone: m.phone.replace(/^(\d{3})(\d{3})/, "$1-$2-") })).toEqual([200, undefined]);
    expect(await demoProvider(database).balance(m.id)).toBe(1_000 + 1_250);
  });
});
