// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { dispatch } from "@/server/api/dispatch";
import { tokenGrant } from "@/lib/api/contract/auth";
import { customersReferral, customersReferralIncome, customersReferralMembers } from "@/lib/api/contract/referral";
import { customersProfile } from "@/lib/api/contract/customers";
import { commissionOf, maskPhone, REFERRAL } from "@/lib/referral-terms";
import { dayOf, previousDay, publishCommission, scheduleCommission } from "@/server/referral/commission";
import { runDueJobs } from "@/server/wallet/jobs";
import { ledgerSumsToZero } from "@/server/wallet/ledger";
import { demoProvider } from "@/server/provider/demo";
import { lastCode, quietSms } from "../accounts/helpers";
import { body, call } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});
beforeEach(quietSms);

let seq = 0;
const ORIGIN = "http://127.0.0.1:3000";

function send(path: string, payload: unknown, headers: Record<string, string> = {}) {
  return dispatch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.18.7.${++seq % 250}`, ...headers },
      body: JSON.stringify(payload),
    }),
  );
}

interface Registered {
  id: number;
  phone: string;
  token: string;
  device: string;
  referralKey: string;
  affiliateKey: string;
  referredBy: number | null;
}

/** The whole registration through the API (the OTP from the demo outbox), with a referral key and a device token. */
async function register(opts: { key?: string; account?: string; bank?: string; device?: string } = {}): Promise<Registered> {
  const n = ++seq;
  const phone = `087${String(process.pid % 1000).padStart(3, "0")}${String(n).padStart(4, "0")}`;
  const start = { phone, ip: "", birth_date: "1990-01-01", age_confirmed: true, ...(opts.key ? { referral_key: opts.key } : {}) };
  expect((await send("/api/register/phone", start)).status).toBe(200);
  const otp = await send("/api/register/otp", { phone, otp: await lastCode(database, phone) });
  const registration = tokenGrant.parse(await otp.json()).access_token;
  const auth = { authorization: `Bearer ${registration}` };
  expect((await send("/api/register/password", { password: "Refpass12", password_confirmation: "Refpass12" }, auth)).status).toBe(200);
  const device: Record<string, string> = opts.device ? { "x-device-token": opts.device } : {};
  const account = opts.account ?? `55${String(process.pid % 1000).padStart(3, "0")}${String(n).padStart(5, "0")}`;
  const done = await send("/api/register/bank-account", { phone, bank: opts.bank ?? "kbank", account_number: account, name: "ทดสอบ แนะนำ", line: "" }, { ...auth, ...device });
  expect(done.status).toBe(200);
  const grant = (await done.json()) as { access_token: string; device_token: string };
  const [m] = rowsOf<{ id: number; referral_key: string; affiliate_key: string; referred_by: number | null }>(
    await database.execute(sql`SELECT id, referral_key, affiliate_key, referred_by FROM members WHERE phone = ${phone}`),
  );
  return {
    id: Number(m!.id),
    phone,
    token: grant.access_token,
    device: grant.device_token,
    referralKey: m!.referral_key,
    affiliateKey: m!.affiliate_key,
    referredBy: m!.referred_by === null ? null : Number(m!.referred_by),
  };
}

let spins = 0;
const round = (memberId: number, bet: number, when: Date) =>
  database.execute(sql`
    INSERT INTO slot_rounds (member_id, spin_key, bet_satang, win_satang, multiplier, reels, rtp, volatility, balance_after_satang, created_at)
    VALUES (${memberId}, ${`ref-${++spins}`}, ${bet}, 0, 0, '["a","b","c"]'::jsonb, 0.96, 'medium', 0, ${when.toISOString()})`);

const commissionRows = async (memberId: number) =>
  rowsOf<{ source: string; amount: string | number; multiple: number; deadline: string | Date }>(
    await database.execute(sql`
      SELECT source, amount_satang AS amount, turnover_multiple AS multiple, claim_deadline AS deadline
      FROM bonuses WHERE member_id = ${memberId} AND type = 'commission' ORDER BY id`),
  );

describe("the Bangkok day", () => {
  it("runs 00:00–24:00 Asia/Bangkok (17:00 UTC the day before)", () => {
    expect(dayOf(new Date("2025-03-04T17:00:00Z"))).toEqual({
      from: new Date("2025-03-04T17:00:00Z"),
      to: new Date("2025-03-05T17:00:00Z"),
      source: "2025-03-05",
    });
    expect(dayOf(new Date("2025-03-04T16:59:59.999Z")).source).toBe("2025-03-04");
    expect(previousDay(new Date("2025-03-05T17:00:00Z")).source).toBe("2025-03-05");
  });
});

describe("the referral tree and its commission", () => {
  let a: Registered, b: Registered, c: Registered, d: Registered, e: Registered;

  it("A→B→C→D→E through the real registration; either key leads to the same tree", async () => {
    a = await register();
    b = await register({ key: a.referralKey });
    c = await register({ key: b.affiliateKey });
    d = await register({ key: c.referralKey });
    e = await register({ key: d.affiliateKey });
    expect(a.affiliateKey).toMatch(/^[a-z2-9]{16}$/);
    expect([b.referredBy, c.referredBy, d.referredBy, e.referredBy]).toEqual([a.id, b.id, c.id, d.id]);
    expect(a.referredBy).toBeNull();

    const res = await call("/api/customers/referral", { token: a.token });
    expect(res.status).toBe(200);
    const r = customersReferral.response.parse(await res.json());
    expect(r.counts).toEqual({ lv1: 1, lv2: 1, lv3: 1 });
    expect(r.customer_referrals).toBe(1);
    expect(r.referral_id).toBe(a.referralKey);
    expect(r.affiliate_key).toBe(a.affiliateKey);
    expect(r.mlm_referrals_lv1).toEqual([expect.objectContaining({ phone: maskPhone(b.phone), deposited: false, level: 1 })]);
    expect(r.mlm_referrals_lv3[0]!.phone).toBe(maskPhone(d.phone));
    expect(JSON.stringify(r)).not.toContain(e.phone.slice(-4));
    expect(r.rates).toEqual([
      { level: 1, percent: 0.5 },
      { level: 2, percent: 0.3 },
      { level: 3, percent: 0.2 },
    ]);
    expect(r.overview.map((o) => [o.period, o.signups])).toEqual([
      ["today", 3],
      ["7d", 3],
      ["30d", 3],
      ["all", 3],
    ]);

    const lv2 = customersReferralMembers.response.parse(await body(await call("/api/customers/referral/members?level=2&page=1", { token: a.token })));
    expect(lv2).toMatchObject({ page: 1, per_page: 20, has_more: false });
    expect(lv2.data.map((f) => f.phone)).toEqual([maskPhone(c.phone)]);
    const bad = await call("/api/customers/referral/members?level=4", { token: a.token });
    expect(bad.status).toBe(422);
    expect(await body(bad)).toHaveProperty("errors.level");
    expect((await call("/api/customers/referral")).status).toBe(401);
  });

  it("pays each level its share of the day's turnover, rounded down; a 4th level earns nothing; once per day", async () => {
    const day = dayOf(new Date("2025-03-05T05:00:00Z"));
    const inDay = new Date(day.from.getTime() + 3_600_000);
    await round(b.id, 100_000, inDay);
    await round(c.id, 33_333, inDay);
    await round(d.id, 12_345, inDay);
    await round(e.id, 50_000, inDay);
    await round(e.id, 70_000, day.to); // the next day: not counted
    await round(b.id, 70_000, new Date(day.from.getTime() - 1)); // the day before: not counted

    const first = await publishCommission(database, day, day.to);
    expect(first).toMatchObject({ day: "2025-03-05", referrers: 4, granted: 4 });
    const expected = {
      a: commissionOf(1, 100_000) + commissionOf(2, 33_333) + commissionOf(3, 12_345),
      b: commissionOf(1, 33_333) + commissionOf(2, 12_345) + commissionOf(3, 50_000),
      c: commissionOf(1, 12_345) + commissionOf(2, 50_000),
      d: commissionOf(1, 50_000),
    };
    expect(expected).toEqual({ a: 500 + 99 + 24, b: 166 + 37 + 100, c: 61 + 150, d: 250 });
    for (const [m, satang] of [[a, expected.a], [b, expected.b], [c, expected.c], [d, expected.d]] as const) {
      const rows = await commissionRows(m.id);
      expect(rows.map((x) => [x.source, Number(x.amount), x.multiple])).toEqual([["2025-03-05", satang, REFERRAL.turnoverMultiple]]);
      expect(new Date(rows[0]!.deadline)).toEqual(new Date(day.to.getTime() + REFERRAL.claimDays * 86_400_000));
    }
    expect(await commissionRows(e.id)).toEqual([]);

    const again = await publishCommission(database, day);
    expect(again).toMatchObject({ granted: 0, satang: 0 });
    expect(await commissionRows(a.id)).toHaveLength(1);

    const income = customersReferralIncome.response.parse(await body(await call("/api/customers/referral/income", { token: a.token })));
    expect(income.data).toEqual([
      expect.objectContaining({ day: "2025-03-05", lv1_turnover: 1000, lv2_turnover: 333.33, lv3_turnover: 123.45, amount: 6.23, status: "expired" }),
    ]);
  });

  it("a day with no play publishes nothing; the job pays the day before and queues the next day", async () => {
    const quiet = dayOf(new Date("2025-03-09T05:00:00Z"));
    expect(await publishCommission(database, quiet)).toMatchObject({ referrers: 0, granted: 0 });

    const day = dayOf(new Date("2025-03-10T05:00:00Z"));
    await round(b.id, 20_000, new Date(day.from.getTime() + 60_000));
    await database.execute(sql`INSERT INTO jobs (kind, run_at) VALUES ('daily_commission', ${day.to.toISOString()})`);
    await scheduleCommission(database, day.from); // the same run_at again: still one job
    expect(await runDueJobs(database)).toBeGreaterThanOrEqual(1);
    const rows = await commissionRows(a.id);
    expect(rows.map((x) => [x.source, Number(x.amount)])).toEqual([
      ["2025-03-05", 623],
      ["2025-03-10", 100],
    ]);
    const next = rowsOf<{ n: string | number }>(
      await database.execute(sql`SELECT count(*) AS n FROM jobs WHERE kind = 'daily_commission' AND run_at = ${new Date(day.to.getTime() + 86_400_000).toISOString()}`),
    );
    expect(Number(next[0]!.n)).toBe(1);
  });

  it("today's commission (demo route) is claimed through get-bonus: credit moves, the ledger sums to zero", async () => {
    await round(b.id, 40_000, new Date());
    const run = await body(await call(`/api/demo/run-commission?phone=${a.phone}`, { method: "POST" }));
    expect(run.data).toMatchObject({ day: dayOf(new Date()).source, granted: 1 });
    expect(run.data.satang).toBeGreaterThanOrEqual(200);

    const r = customersReferral.response.parse(await body(await call("/api/customers/referral", { token: a.token })));
    // Claimable: today's, and 2025-03-10's (published late by the job above: its claim window starts now).
    expect(Math.round(r.referral_pending * 100)).toBe(run.data.satang + 100);
    const income = customersReferralIncome.response.parse(await body(await call("/api/customers/referral/income", { token: a.token })));
    const today = income.data[0]!;
    expect(today).toMatchObject({ day: dayOf(new Date()).source, status: "claimable" });

    const before = await demoProvider(database).balance(a.id);
    const claim = await call(`/api/customers/get-bonus/${today.id}`, { token: a.token, method: "POST" });
    expect(claim.status).toBe(200);
    expect(await demoProvider(database).balance(a.id)).toBe(before + run.data.satang);
    expect(await ledgerSumsToZero(database)).toBe(true);

    const profile = customersProfile.response.parse(await body(await call("/api/customers/profile", { token: a.token })));
    expect(profile.data).toMatchObject({ referral_id: a.referralKey, referral_total: run.data.satang / 100, referral_pending: 1 });
  });
});

describe("self-referral is refused silently", () => {
  it("the referrer's own bank account number (at another bank, any format) → no referrer", async () => {
    const ref = await register({ account: "9876543210" });
    expect((await register({ key: ref.referralKey, bank: "scb", account: "987-654-3210" })).referredBy).toBeNull();
    expect((await register({ key: ref.referralKey, bank: "scb", account: "9876543211" })).referredBy).toBe(ref.id);
  });

  it("a browser holding the referrer's device token → no referrer; a stranger's browser keeps it", async () => {
    const ref = await register();
    expect((await register({ key: ref.referralKey, device: ref.device })).referredBy).toBeNull();
    expect((await register({ key: ref.referralKey, device: "forged.1.x.y" })).referredBy).toBe(ref.id);
  });
});
