// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { demoProvider } from "@/server/provider/demo";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { PROMOTION_EXPENSE, balanceOf, ledgerSumsToZero } from "@/server/wallet/ledger";
import { moneyMsg } from "@/server/wallet/messages";
import { bonusOf, turnoverState } from "@/server/wallet/promotions";
import { promotions } from "@/lib/api/contract/member-data";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { body, call, member, webhook } from "./helpers";

let database: DB;
let welcome: number;
let daily: number;

setupDatabase(async (d) => {
  database = d;
  const list = promotions.response.parse(await body(await call("/api/promotions"))).data;
  welcome = list.find((p) => p.bonus_percent === 100)!.id;
  daily = list.find((p) => p.bonus_percent === 10)!.id;
});

afterEach(async () => {
  expect(await ledgerSumsToZero(database)).toBe(true);
});

const deposit = (token: string, amount: number, promotion_id: number | null) =>
  call("/api/requests/deposit/payment-gateway", { token, body: { amount, promotion_id, ip: "" } });

/** Opens a QR deposit with the promotion and has the gateway pay it. */
async function depositPaid(m: { id: number; token: string }, amount: number, promotionId: number | null) {
  const res = await deposit(m.token, amount, promotionId);
  expect(res.status).toBe(200);
  const { data } = await body(res);
  const paid = await webhook("payment-gateway", { event_id: `promo-${data.id}`, deposit_id: data.id, amount, status: "paid" });
  expect(await body(paid)).toEqual({ success: true, outcome: "credited" });
  return Number(data.id);
}

const stake = (memberId: number, satang: number) =>
  database.execute(sql`UPDATE provider_accounts SET wagered_satang = wagered_satang + ${satang} WHERE member_id = ${memberId}`);
const withdraw = async (token: string, amount: number) =>
  body(await call("/api/requests/withdraw", { token, body: { phone: DEMO_MEMBER.phone, amount } }));
const checkTurnover = async (token: string) => {
  const res = await call("/api/customers/check-turnover", { token });
  return { status: res.status, json: await body(res) };
};

describe("GET /api/promotions", () => {
  it("lists the active promotions with their bonus, cap, minimum and turnover, without a session", async () => {
    const res = await call("/api/promotions");
    expect(res.status).toBe(200);
    const { data } = promotions.response.parse(await body(res));
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data.find((p) => p.id === welcome)).toMatchObject({ bonus_percent: 100, max_bonus: 1000, min_deposit: 100, turnover: 5 });
  });
});

describe("a deposit with a promotion", () => {
  it("refuses an unknown promotion, an amount under its minimum and a first-deposit bonus for a member who has deposited", async () => {
    const m = await member(database);
    expect((await body(await deposit(m.token, 500, 9_999))).errors).toEqual({ promotion_id: [moneyMsg.promotionNotFound] });
    // A malformed id gets the same Thai message, not the validator's English.
    for (const bad of ["x", -1, 1.5] as unknown as number[]) {
      const res = await deposit(m.token, 500, bad);
      expect(res.status).toBe(422);
      expect((await body(res)).errors).toEqual({ promotion_id: [moneyMsg.promotionNotFound] });
    }
    expect((await body(await deposit(m.token, 99, welcome))).errors).toEqual({ amount: [moneyMsg.promotionMinDeposit("100.00")] });
    const old = await member(database, { deposited: true });
    expect(await body(await deposit(old.token, 500, welcome))).toEqual({ success: false, msg: moneyMsg.promotionFirstDepositOnly });
    // Nothing was opened by the refusals.
    const [n] = rowsOf<{ n: string }>(
      await database.execute(sql`SELECT COUNT(*) AS n FROM money_requests WHERE member_id IN (${m.id}, ${old.id})`),
    );
    expect(Number(n!.n)).toBe(0);
  });

  it("pays the capped bonus into the game credit through the ledger and sets the turnover", async () => {
    const m = await member(database);
    const expenseBefore = await balanceOf(database, PROMOTION_EXPENSE);
    const id = await depositPaid(m, 1_500, welcome);
    // 100 % of 1,500 capped at 1,000.
    expect(await demoProvider(database).balance(m.id)).toBe(250_000);
    expect(await balanceOf(database, PROMOTION_EXPENSE)).toBe(expenseBefore - 100_000);
    const [row] = rowsOf<{ bonus: string }>(await database.execute(sql`SELECT bonus_satang AS bonus FROM money_requests WHERE id = ${id}`));
    expect(Number(row!.bonus)).toBe(100_000);
    const [t] = rowsOf<{ target: string; required: string }>(
      await database.execute(sql`
        SELECT turnover_target_satang AS target, turnover_required_satang AS required FROM members WHERE id = ${m.id}`),
    );
    // (1,500 + 1,000) × 5
    expect([Number(t!.target), Number(t!.required)]).toEqual([1_250_000, 1_250_000]);
  });

  it("records the bonus as a claimed deposit_bonus row in the deposit's transaction: bonus_total counts it", async () => {
    const m = await member(database);
    const profile = async () => (await body(await call("/api/customers/profile", { token: m.token }))).data;
    expect(await profile()).toMatchObject({ bonus_total: "0.00", bonus_pending: "0.00" });
    const id = await depositPaid(m, 1_500, welcome);
    const rows = rowsOf<{ type: string; amount: string; status: string; source: string; multiple: number; turnover: string; claimed: unknown }>(
      await database.execute(sql`
        SELECT type, amount_satang AS amount, status, source, turnover_multiple AS multiple, turnover_satang AS turnover,
               claimed_at AS claimed
        FROM bonuses WHERE member_id = ${m.id}`),
    );
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount), turnover: Number(r.turnover), claimed: r.claimed !== null }))).toEqual([
      { type: "deposit_bonus", amount: 100_000, status: "claimed", source: `deposit:${id}`, multiple: 5, turnover: 1_250_000, claimed: true },
    ]);
    // "โบนัส ฿0.00 right after a 100 % first-deposit bonus" no more; nothing to claim, and the strip's turnover is real.
    expect(await profile()).toMatchObject({ bonus_total: "1000.00", bonus_pending: "0.00", bonus_turnover: "12500.00" });
    // The list and history tab 1 show the real requirement, (1,500 + 1,000) × 5, not the bonus × 5.
    const list = await body(await call("/api/customers/bonuses", { token: m.token }));
    expect(list.data).toMatchObject([{ type: "deposit_bonus", amount: 1_000, status: "claimed", turnover: 5, turnover_amount: 12_500 }]);
    const tab1 = await body(await call("/api/customers/history?type=bonus", { token: m.token }));
    expect(tab1.data).toMatchObject([{ type: "deposit_bonus", amount: 1_000, status: "claimed", turnover: 5, turnover_amount: 12_500, note: `จากรายการฝาก #${id}` }]);
    // Already credited: get-bonus cannot pay it a second time.
    const again = await call(`/api/customers/get-bonus/${list.data[0].id}`, { token: m.token, method: "POST" });
    expect(again.status).toBe(400);
    expect(await demoProvider(database).balance(m.id)).toBe(250_000);
    // A redelivered payment changes nothing.
    const paid = await webhook("payment-gateway", { event_id: `promo-${id}-again`, deposit_id: id, amount: 1_500, status: "paid" });
    expect((await body(paid)).outcome).not.toBe("credited");
    const [n] = rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM bonuses WHERE member_id = ${m.id}`));
    expect(Number(n!.n)).toBe(1);
  });

  it("no promotion, no bonus row; migration deposit_bonus_turnover gives an earlier deposit's bonus its row", async () => {
    const plain = await member(database);
    await depositPaid(plain, 300, null);
    const count = async (id: number) =>
      Number(rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM bonuses WHERE member_id = ${id}`))[0]!.n);
    expect(await count(plain.id)).toBe(0);

    const m = await member(database);
    const id = await depositPaid(m, 100, daily); // bonus 10, turnover (100 + 10) × 3
    await database.execute(sql`DELETE FROM bonuses WHERE member_id = ${m.id}`); // as before this change
    // Found by name: its number may change when migrations from parallel branches are renumbered.
    const name = readdirSync(path.join(process.cwd(), "drizzle")).find((f) => f.endsWith("_deposit_bonus_turnover.sql"))!;
    const file = readFileSync(path.join(process.cwd(), "drizzle", name), "utf8");
    const backfill = file.split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toContain("INSERT INTO");
    await database.execute(sql.raw(backfill));
    await database.execute(sql.raw(backfill)); // twice: still once
    const list = await body(await call("/api/customers/bonuses", { token: m.token }));
    expect(list.data).toMatchObject([{ type: "deposit_bonus", amount: 10, status: "claimed", source: `deposit:${id}`, turnover: 3, turnover_amount: 330 }]);
    expect(await count(plain.id)).toBe(0);
  });
});

describe("the turnover", () => {
  it("holds withdrawals until the stakes reach it; check-turnover reports the progress, then clears it", async () => {
    const m = await member(database);
    await depositPaid(m, 100, daily); // bonus 10, turnover (100 + 10) × 3 = 330 baht
    expect(await withdraw(m.token, 50)).toEqual({ success: false, msg: moneyMsg.turnoverNotMet("0.00", "330.00", "330.00") });
    await stake(m.id, 30_000);
    expect(await checkTurnover(m.token)).toEqual({
      status: 400,
      json: { success: false, msg: moneyMsg.turnoverProgress("300.00", "330.00", "30.00") },
    });
    expect(await withdraw(m.token, 50)).toEqual({ success: false, msg: moneyMsg.turnoverNotMet("300.00", "330.00", "30.00") });
    await stake(m.id, 3_000);
    expect(await checkTurnover(m.token)).toEqual({ status: 200, json: { credit_success: true, success: true } });
    // Cleared: nothing more to report.
    expect(await checkTurnover(m.token)).toEqual({ status: 200, json: { credit_success: false, success: true } });
    expect((await withdraw(m.token, 50)).success).toBe(true);
  });

  it("counts from the stakes already placed, and adds a new turnover to one not yet met", async () => {
    const m = await member(database, { deposited: true });
    await stake(m.id, 500_000); // played before any promotion: does not count
    await depositPaid(m, 100, daily); // 330 baht
    expect(await withdraw(m.token, 10)).toEqual({ success: false, msg: moneyMsg.turnoverNotMet("0.00", "330.00", "330.00") });
    await stake(m.id, 10_000);
    await depositPaid(m, 200, daily); // + (200 + 20) × 3 = 660 baht
    expect(await withdraw(m.token, 10)).toEqual({ success: false, msg: moneyMsg.turnoverNotMet("100.00", "990.00", "890.00") });
  });

  it("is no obstacle without a promotion", async () => {
    const m = await member(database);
    await depositPaid(m, 100, null);
    expect(await checkTurnover(m.token)).toEqual({ status: 200, json: { credit_success: false, success: true } });
    expect((await withdraw(m.token, 100)).success).toBe(true);
  });
});

describe("the arithmetic", () => {
  it("takes the bonus on the amount asked, rounded down to a satang and capped", () => {
    expect(bonusOf({ bonusPercent: 10, maxBonusSatang: 50_000 }, 12_345)).toBe(1_234);
    expect(bonusOf({ bonusPercent: 10, maxBonusSatang: 50_000 }, 10_000_000)).toBe(50_000);
  });

  it("reports progress from the requirement's start and never below zero", () => {
    expect(turnoverState(0, 0, 123)).toEqual({ met: true, figures: ["0.00", "0.00", "0.00"] });
    expect(turnoverState(150_000, 100_000, 80_000)).toEqual({ met: false, figures: ["300.00", "1,000.00", "700.00"] });
    expect(turnoverState(150_000, 100_000, 200_000).met).toBe(true);
  });
});
