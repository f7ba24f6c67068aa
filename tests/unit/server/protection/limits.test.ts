// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { clock } from "@/server/protection/clock";
import { checkDepositLimit } from "@/server/protection/limits";
import { periodEnd } from "@/server/protection/periods";
import { lockMember } from "@/server/wallet/locks";
import { inTx } from "@/server/wallet/tx";
import { moneyMsg } from "@/server/wallet/messages";
import { formatDateTime } from "@/lib/format";
import { th } from "@/lib/i18n/th";
import { body, call, member } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const HOUR = 3_600_000;
const later = (ms: number) => vi.spyOn(clock, "now").mockReturnValue(new Date(Date.now() + ms));

const setLimits = async (token: string, limits: Record<string, unknown>) => {
  const res = await call("/api/customers/limits", { token, method: "PUT", body: limits });
  return { status: res.status, json: await body(res) };
};
const getLimits = async (token: string) => body(await call("/api/customers/limits", { token }));
const prepare = async (token: string, amount: number, path = "prepare") => {
  const res = await call(`/api/requests/deposit/${path}`, { token, body: { amount, promotion_id: null, ip: "" } });
  return { status: res.status, json: await body(res) };
};
const cancel = (token: string, id: number) => call(`/api/requests/deposit/${id}/cancel`, { token, method: "POST" });
/** A completed deposit of `satang`, asked now: counted in every period containing now. */
const completed = (memberId: number, satang: number, db: DB = database) =>
  db.execute(sql`
    INSERT INTO money_requests (member_id, type, method, amount_satang, requested_satang, status, expires_at, settled_at)
    VALUES (${memberId}, 'deposit', 'bank', ${satang}, ${satang}, 'completed', now(), now())`);

describe("GET and PUT /api/customers/limits", () => {
  it("shows no limits at first, with each period's reset in Asia/Bangkok", async () => {
    const m = await member(database, { deposited: true });
    const { data } = await getLimits(m.token);
    expect(data.daily).toMatchObject({ amount: null, pending: null, used: 0, remaining: null });
    expect(data.weekly.resets_at).toBe(periodEnd("week", new Date()).toISOString());
    expect(data.monthly.resets_at).toBe(periodEnd("month", new Date()).toISOString());
  });

  it("enforces a new limit and a decrease at once, saying what is left and when it resets", async () => {
    const m = await member(database, { deposited: true });
    await completed(m.id, 20_000); // 200 baht today
    const set = await setLimits(m.token, { daily: 1000 });
    expect(set.status).toBe(200);
    expect(set.json.data.daily).toMatchObject({ amount: 1000, pending: null, used: 200, remaining: 800 });

    const over = await prepare(m.token, 900);
    expect(over.status).toBe(400);
    const resets = formatDateTime(periodEnd("day", new Date()));
    expect(over.json).toEqual({ success: false, msg: th.protection.limitReached("day", "800.00", resets) });
    const gateway = await prepare(m.token, 900, "payment-gateway");
    expect(gateway.status).toBe(400);
    expect(gateway.json.msg).toContain("800.00");

    const ok = await prepare(m.token, 800);
    expect(ok.status).toBe(200);
    // The open deposit counts: nothing is left today.
    expect((await getLimits(m.token)).data.daily).toMatchObject({ used: 1000, remaining: 0 });
    expect((await cancel(m.token, ok.json.data.id)).status).toBe(200);

    // A decrease applies at once.
    const lower = await setLimits(m.token, { daily: 300 });
    expect(lower.json.data.daily).toMatchObject({ amount: 300, pending: null, remaining: 100 });
    const refused = await prepare(m.token, 150);
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe(th.protection.limitReached("day", "100.00", resets));
    expect((await prepare(m.token, 100)).status).toBe(200);
  });

  it("applies a raise only after 24 hours, shown as pending with its time", async () => {
    const m = await member(database, { deposited: true });
    await setLimits(m.token, { weekly: 500 });
    const raised = await setLimits(m.token, { weekly: 5000 });
    expect(raised.status).toBe(200);
    expect(raised.json.msg).toBe(th.protection.limitsSaved);
    const pending = raised.json.data.weekly;
    expect(pending.amount).toBe(500);
    expect(pending.pending.amount).toBe(5000);
    const appliesAt = Date.parse(pending.pending.applies_at);
    expect(Math.abs(appliesAt - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);

    expect((await prepare(m.token, 1000)).status).toBe(400);
    // Asking for the same raise again keeps its time.
    expect((await setLimits(m.token, { weekly: 5000 })).json.data.weekly.pending.applies_at).toBe(pending.pending.applies_at);

    vi.spyOn(clock, "now").mockReturnValue(new Date(appliesAt - 60_000));
    expect((await prepare(m.token, 1000)).status).toBe(400);
    vi.spyOn(clock, "now").mockReturnValue(new Date(appliesAt + 1_000));
    expect((await getLimits(m.token)).data.weekly).toMatchObject({ amount: 5000, pending: null });
    const ok = await prepare(m.token, 1000);
    expect(ok.status).toBe(200);
    await cancel(m.token, ok.json.data.id);
  });

  it("removes a limit only after 24 hours; a decrease meanwhile cancels the waiting change", async () => {
    const m = await member(database, { deposited: true });
    await setLimits(m.token, { monthly: 400 });
    const removal = await setLimits(m.token, { monthly: null });
    expect(removal.json.data.monthly).toMatchObject({ amount: 400, pending: { amount: null } });
    expect((await prepare(m.token, 500)).status).toBe(400);

    later(24 * HOUR + 60_000);
    expect((await getLimits(m.token)).data.monthly).toMatchObject({ amount: null, pending: null, remaining: null });
    vi.restoreAllMocks();

    // A raise waiting, then a decrease: the decrease holds at once and the raise is gone.
    await setLimits(m.token, { daily: 300 });
    await setLimits(m.token, { daily: 3000 });
    const lower = await setLimits(m.token, { daily: 200 });
    expect(lower.json.data.daily).toMatchObject({ amount: 200, pending: null });
    later(25 * HOUR);
    expect((await getLimits(m.token)).data.daily.amount).toBe(200);
  });

  it("refuses bad amounts with a Thai 422 on the field", async () => {
    const m = await member(database, { deposited: true });
    for (const bad of [0, -5, 1.234, "abc", "1e3", 20_000_000, true]) {
      const res = await setLimits(m.token, { daily: bad });
      expect(res.status, String(bad)).toBe(422);
      expect(res.json.errors.daily).toEqual([th.protection.limitFormat]);
    }
    expect((await call("/api/customers/limits", { method: "PUT", body: { daily: 5 } })).status).toBe(401);
  });
});

describe("concurrent deposits against a limit", () => {
  it("lets 20 simultaneous prepares open at most what the limit leaves", async () => {
    const m = await member(database, { deposited: true });
    await completed(m.id, 90_000); // 900 of a 1,000 daily limit
    await setLimits(m.token, { daily: 1000 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => prepare(m.token, 60 + (i % 3) * 10, i % 2 ? "prepare" : "payment-gateway")));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(400);
      expect([moneyMsg.depositOpen, th.protection.limitReached("day", "100.00", formatDateTime(periodEnd("day", new Date())))]).toContain(
        a.json.msg,
      );
    }
    const [sum] = rowsOf<{ s: string }>(
      await database.execute(sql`
        SELECT coalesce(sum(requested_satang), 0) AS s FROM money_requests
        WHERE member_id = ${m.id} AND type = 'deposit' AND status IN ('pending', 'completed')`),
    );
    expect(Number(sum!.s)).toBeLessThanOrEqual(100_000);
  });

  it("checks and inserts under the member's lock: 20 deposits of 100 against 1,000 → exactly 10", async () => {
    const m = await member(database, { deposited: true });
    await setLimits(m.token, { daily: 1000 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        inTx(database, async (tx) => {
          await lockMember(tx, m.id);
          await checkDepositLimit(tx, m.id, 10_000);
          await completed(m.id, 10_000, tx);
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
  });
});
