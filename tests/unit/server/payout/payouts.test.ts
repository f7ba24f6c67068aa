// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { handlePayoutCallback, runPayouts } from "@/server/payout/payouts";
import { changePayoutRules } from "@/server/backoffice/payout-rules";
import { approveWithdrawal } from "@/server/backoffice/withdrawals";
import { signWebhook } from "@/server/wallet/webhooks";
import { balanceOf, ledgerSumsToZero, memberHold } from "@/server/wallet/ledger";
import { demoProvider } from "@/server/provider/demo";
import { DEMO_PAYOUT_WEBHOOK_SECRET } from "@/server/env";
import { th } from "@/lib/i18n/th";
import { pendingWithdrawal, staffMember } from "../backoffice/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

let accounts = 0;
/** A pending withdrawal of `baht` from a member with a registered account (`account`, else a new one). */
async function withdrawal(baht: number, account = `12345${String(++accounts).padStart(5, "1")}`) {
  const w = await pendingWithdrawal(database, baht);
  await database.execute(sql`UPDATE members SET bank = 'kbank', account_number = ${account}, name = 'ทดสอบ ถอนเงิน' WHERE id = ${w.member.id}`);
  return w;
}

const payoutOf = async (requestId: number) =>
  rowsOf<{ id: number; status: string; reason: string | null; reference: string | null; sent_at: string | null }>(
    await database.execute(sql`SELECT id, status, reason, reference, sent_at::text FROM payouts WHERE request_id = ${requestId}`),
  )[0];
const requestOf = async (id: number) =>
  rowsOf<{ status: string; deleted_cause: string | null; payout_reference: string | null }>(
    await database.execute(sql`SELECT status, deleted_cause, payout_reference FROM money_requests WHERE id = ${id}`),
  )[0]!;
const notesOf = async (memberId: number) =>
  rowsOf<{ message: string }>(await database.execute(sql`SELECT message FROM notifications WHERE member_id = ${memberId} ORDER BY id`)).map((n) => n.message);
/** The demo bank answers orders it took more than 3 s ago: let that time pass. */
const bankTime = () => database.execute(sql`UPDATE payouts SET sent_at = sent_at - interval '10 seconds' WHERE sent_at IS NOT NULL`);

function signedCallback(body: unknown, secret = DEMO_PAYOUT_WEBHOOK_SECRET) {
  const raw = JSON.stringify(body);
  const ts = Math.floor(Date.now() / 1000);
  return new Request("http://127.0.0.1:3000/api/webhooks/payout", {
    method: "POST",
    headers: { "content-type": "application/json", "x-timestamp": String(ts), "x-signature": signWebhook(secret, ts, raw) },
    body: raw,
  });
}

describe("automatic payouts", () => {
  it("pay nothing while the owner's rules are off: withdrawals wait for finance", async () => {
    const w = await withdrawal(100);
    await runPayouts(database);
    expect(await payoutOf(w.id)).toBeUndefined();
    expect((await requestOf(w.id)).status).toBe("pending");
  });

  it("inside the rules: sent, then paid by the demo bank's signed callback with nobody acting; the member is told each step", async () => {
    const owner = await staffMember(database, "owner");
    await changePayoutRules(database, owner.actor, { auto: true, maxSatang: 500_000, dailyMaxSatang: 5_000_000 });
    const w = await withdrawal(150);
    await runPayouts(database);
    expect(await payoutOf(w.id)).toMatchObject({ status: "sending", reason: null });
    expect((await payoutOf(w.id))!.sent_at).not.toBeNull();
    // Finance cannot pay it a second time by hand while the provider has it.
    await expect(approveWithdrawal(database, owner.actor, w.id, {})).rejects.toMatchObject({ status: 409, body: { msg: th.backoffice.payoutSending } });
    await runPayouts(database); // the bank has not answered yet
    expect((await requestOf(w.id)).status).toBe("pending");
    await bankTime();
    await runPayouts(database);
    const payout = await payoutOf(w.id);
    expect(payout).toMatchObject({ status: "paid", reference: `DEMO-PAY-${payout!.id}` });
    expect(await requestOf(w.id)).toMatchObject({ status: "completed", payout_reference: `DEMO-PAY-${payout!.id}` });
    expect(await balanceOf(database, memberHold(w.member.id))).toBe(0);
    expect(await notesOf(w.member.id)).toEqual([
      "กำลังโอนเงิน 150.00 บาท เข้าบัญชีที่ลงทะเบียนไว้โดยอัตโนมัติ",
      "ถอนเงิน 150.00 บาท สำเร็จ โอนเข้าบัญชีที่ลงทะเบียนไว้แล้ว",
    ]);
    // The bank repeating its answer moves nothing.
    const again = await handlePayoutCallback(database, signedCallback({ payout_id: payout!.id, status: "failed", reason: "ซ้ำ" }));
    expect(await again.json()).toEqual({ success: true, outcome: "duplicate" });
    expect((await requestOf(w.id)).status).toBe("completed");
    expect(await ledgerSumsToZero(database)).toBe(true);
  });

  it("outside the rules: held for finance with the rule it missed (per withdrawal, four-eyes, per day, no account); the member is told it waits", async () => {
    const owner = await staffMember(database, "owner");
    await changePayoutRules(database, owner.actor, { auto: true, maxSatang: 30_000, dailyMaxSatang: 5_000_000 });
    const big = await withdrawal(400);
    const noAccount = await pendingWithdrawal(database, 50);
    await runPayouts(database);
    expect(await payoutOf(big.id)).toMatchObject({ status: "held", reason: th.backoffice.payoutHeld.overMax });
    expect(await payoutOf(noAccount.id)).toMatchObject({ status: "held", reason: th.backoffice.payoutHeld.noAccount });
    expect(await notesOf(big.member.id)).toEqual(["รายการถอน 400.00 บาท รอทีมงานตรวจสอบและโอนให้ ตามลำดับคิว"]);
    // Held is finance's to decide as before.
    expect(await approveWithdrawal(database, owner.actor, big.id, { reference: "KBANK-1" })).toEqual({ status: "completed" });

    // Above the four-eyes threshold (20,000 baht) two people decide, whatever the owner's ceiling.
    await changePayoutRules(database, owner.actor, { auto: true, maxSatang: 5_000_000, dailyMaxSatang: 50_000_000 });
    const large = await withdrawal(25_000);
    await runPayouts(database);
    expect(await payoutOf(large.id)).toMatchObject({ status: "held", reason: th.backoffice.payoutHeld.fourEyes });

    // Today's automatic total so far counts against the daily ceiling.
    const [{ total }] = rowsOf<{ total: string | number }>(
      await database.execute(sql`SELECT COALESCE(sum(amount_satang), 0) AS total FROM payouts WHERE status IN ('sending', 'paid')`),
    ) as [{ total: string | number }];
    await changePayoutRules(database, owner.actor, { auto: true, maxSatang: 500_000, dailyMaxSatang: Number(total) + 10_000 });
    const fits = await withdrawal(100);
    const over = await withdrawal(100);
    await runPayouts(database);
    expect((await payoutOf(fits.id))!.status).toBe("sending");
    expect(await payoutOf(over.id)).toMatchObject({ status: "held", reason: th.backoffice.payoutHeld.overDaily });
    await changePayoutRules(database, owner.actor, { auto: false, maxSatang: 500_000, dailyMaxSatang: 5_000_000 });
  });

  it("a failed payout returns the credit to the member and says why", async () => {
    const owner = await staffMember(database, "owner");
    await changePayoutRules(database, owner.actor, { auto: true, maxSatang: 500_000, dailyMaxSatang: 50_000_000 });
    const w = await withdrawal(120, "9876540000");
    const before = await demoProvider(database).balance(w.member.id);
    await runPayouts(database);
    await bankTime();
    await runPayouts(database);
    const cause = "โอนเงินอัตโนมัติไม่สำเร็จ: บัญชีปลายทางถูกปิด";
    expect(await payoutOf(w.id)).toMatchObject({ status: "failed", reason: th.backoffice.payoutHeld.closedAccount });
    expect(await requestOf(w.id)).toMatchObject({ status: "rejected", deleted_cause: cause });
    expect(await demoProvider(database).balance(w.member.id)).toBe(before + 12_000);
    expect((await notesOf(w.member.id)).at(-1)).toBe(`รายการถอน 120.00 บาท ไม่ได้รับการอนุมัติ: ${cause} เครดิตคืนเข้าบัญชีของคุณแล้ว`);
    await changePayoutRules(database, owner.actor, { auto: false, maxSatang: 500_000, dailyMaxSatang: 5_000_000 });
    expect(await ledgerSumsToZero(database)).toBe(true);
  });

  it("refuses a callback with a wrong signature (401) or an unknown payout (404), moving nothing", async () => {
    await expect(handlePayoutCallback(database, signedCallback({ payout_id: 1, status: "paid" }, "x".repeat(40)))).rejects.toMatchObject({ status: 401 });
    await expect(handlePayoutCallback(database, signedCallback({ payout_id: 999_999, status: "paid" }))).rejects.toMatchObject({ status: 404 });
    await expect(handlePayoutCallback(database, signedCallback({ payout_id: "1; DROP", status: "paid" }))).rejects.toMatchObject({ status: 422 });
  });

  it("only owners set the rules, audited with before and after", async () => {
    const finance = await staffMember(database, "finance");
    await expect(changePayoutRules(database, finance.actor, { auto: true, maxSatang: 1, dailyMaxSatang: 1 })).rejects.toMatchObject({ status: 403 });
  });
});
