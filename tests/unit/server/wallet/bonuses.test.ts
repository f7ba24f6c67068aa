// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { th } from "@/lib/i18n/th";
import { customersBonuses } from "@/lib/api/contract/customers";
import { demoProvider } from "@/server/provider/demo";
import { PROMOTION_EXPENSE, PROVIDER_FLOAT, balanceOf, ledgerSumsToZero, memberWallet } from "@/server/wallet/ledger";
import { grantBonus } from "@/server/wallet/bonuses";
import { body, call, member } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

afterEach(async () => {
  expect(await ledgerSumsToZero(database)).toBe(true);
});

const DAY = 86_400_000;
let n = 0;
async function bonus(memberId: number, opts: { satang?: number; multiple?: number; deadline?: Date; type?: "cashback" | "spin" } = {}) {
  const source = `test-${++n}`;
  await grantBonus(database, {
    memberId,
    type: opts.type ?? "cashback",
    satang: opts.satang ?? 5_000,
    source,
    turnoverMultiple: opts.multiple ?? 3,
    claimDeadline: opts.deadline ?? new Date(Date.now() + 7 * DAY),
  });
  const [row] = rowsOf<{ id: number }>(await database.execute(sql`SELECT id FROM bonuses WHERE member_id = ${memberId} AND source = ${source}`));
  return Number(row!.id);
}
const claim = async (token: string, id: number) => {
  const res = await call(`/api/customers/get-bonus/${id}`, { token, method: "POST" });
  return { status: res.status, json: await body(res) };
};
const statusOf = async (id: number) =>
  rowsOf<{ status: string }>(await database.execute(sql`SELECT status FROM bonuses WHERE id = ${id}`))[0]!.status;
const memberRow = async (id: number) =>
  rowsOf<{ credit: string; target: string; required: string }>(
    await database.execute(sql`
      SELECT credit_satang AS credit, turnover_target_satang AS target, turnover_required_satang AS required FROM members WHERE id = ${id}`),
  )[0]!;

describe("POST /api/customers/get-bonus/{id}", () => {
  it("claims: promotion_expense → wallet → provider, the credit at the provider and in the profile, the turnover added", async () => {
    const m = await member(database, { satang: 10_000, deposited: true });
    const id = await bonus(m.id, { satang: 5_000, multiple: 3 });
    const expenseBefore = await balanceOf(database, PROMOTION_EXPENSE);
    const floatBefore = await balanceOf(database, PROVIDER_FLOAT);

    const r = await claim(m.token, id);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true, msg: th.bonus.claimedWithTurnover("50.00", "150.00") });

    expect(await demoProvider(database).balance(m.id)).toBe(15_000);
    expect(await balanceOf(database, PROMOTION_EXPENSE)).toBe(expenseBefore - 5_000);
    expect(await balanceOf(database, PROVIDER_FLOAT)).toBe(floatBefore + 5_000);
    expect(await balanceOf(database, memberWallet(m.id))).toBe(0);
    const refs = rowsOf<{ reference: string }>(
      await database.execute(sql`SELECT reference FROM ledger_transactions WHERE reference LIKE ${`bonus:${id}%`} ORDER BY id`),
    ).map((x) => x.reference);
    expect(refs).toEqual([`bonus:${id}`, `bonus:${id}:to-provider`]);
    const keys = rowsOf<{ n: string }>(
      await database.execute(sql`SELECT COUNT(*) AS n FROM provider_transactions WHERE idempotency_key = ${`bonus:${id}`}`),
    );
    expect(Number(keys[0]!.n)).toBe(1);
    const row = await memberRow(m.id);
    expect(Number(row.credit)).toBe(15_000);
    expect(Number(row.target)).toBe(15_000);
    expect(Number(row.required)).toBe(15_000);
    expect(await statusOf(id)).toBe("claimed");

    const profile = await body(await call("/api/customers/profile", { token: m.token }));
    expect(profile.data.ufabet_credit).toBe("150.00");

    // Claimed once: a second claim is refused and moves nothing.
    const again = await claim(m.token, id);
    expect(again).toEqual({ status: 400, json: { success: false, msg: th.bonus.alreadyClaimed } });
    expect(await demoProvider(database).balance(m.id)).toBe(15_000);
  });

  it("a bonus with no turnover says so, and claims for a member without a provider account yet", async () => {
    const m = await member(database, { deposited: true });
    await database.execute(sql`DELETE FROM provider_accounts WHERE member_id = ${m.id}`);
    const id = await bonus(m.id, { satang: 100, multiple: 0, type: "spin" });
    expect(await claim(m.token, id)).toEqual({ status: 200, json: { success: true, msg: th.bonus.claimed("1.00") } });
    expect(await demoProvider(database).balance(m.id)).toBe(100);
    expect(Number((await memberRow(m.id)).target)).toBe(0);
  });

  it("refuses someone else's, an unknown one, an expired one (marking it) and a cancelled one, in Thai, moving nothing", async () => {
    const owner = await member(database, { satang: 1_000, deposited: true });
    const other = await member(database, { satang: 1_000, deposited: true });
    const id = await bonus(owner.id);
    expect(await claim(other.token, id)).toEqual({ status: 400, json: { success: false, msg: th.bonus.notFound } });
    expect(await claim(other.token, 2_000_000_000)).toEqual({ status: 400, json: { success: false, msg: th.bonus.notFound } });
    expect(await statusOf(id)).toBe("claimable");

    const late = await bonus(owner.id, { deadline: new Date(Date.now() - 1000) });
    expect(await claim(owner.token, late)).toEqual({ status: 400, json: { success: false, msg: th.bonus.expired } });
    expect(await statusOf(late)).toBe("expired");
    expect(await claim(owner.token, late)).toEqual({ status: 400, json: { success: false, msg: th.bonus.expired } });

    const gone = await bonus(owner.id);
    await database.execute(sql`UPDATE bonuses SET status = 'cancelled' WHERE id = ${gone}`);
    expect(await claim(owner.token, gone)).toEqual({ status: 400, json: { success: false, msg: th.bonus.cancelled } });

    expect(await demoProvider(database).balance(owner.id)).toBe(1_000);
    expect(await demoProvider(database).balance(other.id)).toBe(1_000);
    // Without a session: 401.
    expect((await call(`/api/customers/get-bonus/${id}`, { method: "POST" })).status).toBe(401);
  });

  it("refuses while an earlier turnover is not met, with the progress; claims once it is", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    const first = await bonus(m.id, { satang: 10_000, multiple: 2 });
    const second = await bonus(m.id, { satang: 2_000, multiple: 1 });
    expect((await claim(m.token, first)).status).toBe(200); // target: 200 baht of stakes
    await database.execute(sql`UPDATE provider_accounts SET wagered_satang = wagered_satang + 5_000 WHERE member_id = ${m.id}`);
    expect(await claim(m.token, second)).toEqual({
      status: 400,
      json: { success: false, msg: th.bonus.turnoverNotMet("50.00", "200.00", "150.00") },
    });
    expect(await statusOf(second)).toBe("claimable");
    await database.execute(sql`UPDATE provider_accounts SET wagered_satang = wagered_satang + 15_000 WHERE member_id = ${m.id}`);
    expect((await claim(m.token, second)).status).toBe(200);
    // The met turnover is replaced by the new one, counted from the stakes already placed.
    const row = await memberRow(m.id);
    expect(Number(row.required)).toBe(2_000);
    const wagered = await demoProvider(database).wagered(m.id);
    expect(Number(row.target)).toBe(wagered + 2_000);
  });

  it("grants once per member, type and source; refuses a multiple above 10", async () => {
    const m = await member(database);
    const b = { memberId: m.id, type: "cashback" as const, satang: 500, source: "2026-W47", turnoverMultiple: 1, claimDeadline: new Date(Date.now() + DAY) };
    expect(await grantBonus(database, b)).toBe(true);
    expect(await grantBonus(database, b)).toBe(false);
    expect(await grantBonus(database, { ...b, type: "spin" })).toBe(true);
    await expect(grantBonus(database, { ...b, source: "x", turnoverMultiple: 11 })).rejects.toThrow();
    await expect(
      database.execute(sql`
        INSERT INTO bonuses (member_id, type, amount_satang, source, turnover_multiple, claim_deadline)
        VALUES (${m.id}, 'cashback', 100, 'y', 11, now())`),
    ).rejects.toThrow();
  });
});

describe("GET /api/customers/bonuses", () => {
  it("lists the member's own, newest first, a page at a time; a claimable one past its deadline shows expired", async () => {
    const m = await member(database);
    const other = await member(database);
    await bonus(other.id);
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push(await bonus(m.id, { satang: 100 + i }));
    const late = await bonus(m.id, { deadline: new Date(Date.now() - 1000) });

    const first = customersBonuses.response.parse(await body(await call("/api/customers/bonuses", { token: m.token })));
    expect(first.page).toBe(1);
    expect(first.per_page).toBe(20);
    expect(first.has_more).toBe(true);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ id: late, status: "expired", type: "cashback", turnover: 3 });
    expect(first.data[1]).toMatchObject({ id: ids[21], amount: 1.21, status: "claimable", turnover_amount: 3.63, claimed_at: null });
    const second = customersBonuses.response.parse(await body(await call("/api/customers/bonuses?page=2", { token: m.token })));
    expect(second.has_more).toBe(false);
    expect(second.data.map((b) => b.id)).toEqual([ids[2], ids[1], ids[0]]);

    for (const bad of ["0", "x", "-1", "1.5", "1001"]) {
      const res = await call(`/api/customers/bonuses?page=${bad}`, { token: m.token });
      expect(res.status).toBe(422);
      expect((await body(res)).errors).toEqual({ page: [th.bonus.pageFormat] });
    }
    expect((await call("/api/customers/bonuses")).status).toBe(401);
  });
});

describe("the profile's bonus fields", () => {
  it("bonus_total (claimed), bonus_pending (claimable, not past its deadline) and bonus_turnover (still to play), in baht", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    const profile = async () => (await body(await call("/api/customers/profile", { token: m.token }))).data;
    expect(await profile()).toMatchObject({ bonus_total: "0.00", bonus_pending: "0.00", bonus_turnover: "0.00" });

    const a = await bonus(m.id, { satang: 10_000, multiple: 2 });
    await bonus(m.id, { satang: 2_550, multiple: 1 });
    await bonus(m.id, { satang: 99_900, deadline: new Date(Date.now() - 1000) });
    expect(await profile()).toMatchObject({ bonus_total: "0.00", bonus_pending: "125.50", bonus_turnover: "0.00" });

    expect((await claim(m.token, a)).status).toBe(200);
    expect(await profile()).toMatchObject({ bonus_total: "100.00", bonus_pending: "25.50", bonus_turnover: "200.00" });
    await database.execute(sql`UPDATE provider_accounts SET wagered_satang = wagered_satang + 7_525 WHERE member_id = ${m.id}`);
    expect(await profile()).toMatchObject({ bonus_turnover: "124.75" });
    await database.execute(sql`UPDATE provider_accounts SET wagered_satang = wagered_satang + 90_000 WHERE member_id = ${m.id}`);
    expect(await profile()).toMatchObject({ bonus_turnover: "0.00" });
  });
});
