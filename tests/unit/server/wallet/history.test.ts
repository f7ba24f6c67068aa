// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { th } from "@/lib/i18n/th";
import { BONUS_PAGE_SIZE } from "@/lib/api/contract/customers";
import { customersHistory, HISTORY_PAGE_SIZE } from "@/lib/api/contract/member-data";
import { encodeCursor } from "@/lib/api/contract/paging";
import { addDemoHistory } from "@/server/wallet/demo";
import { EXPORT_BATCH } from "@/server/wallet/history-csv";
import { grantBonus, type BonusType } from "@/server/wallet/bonuses";
import { bonusNote } from "@/server/wallet/history";
import { body, call, member } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const DAY = 86_400_000;
let n = 0;
async function bonus(memberId: number, opts: { satang?: number; multiple?: number; deadline?: Date; type?: BonusType; source?: string } = {}) {
  const source = opts.source ?? `test-${++n}`;
  const type = opts.type ?? "spin";
  await grantBonus(database, {
    memberId,
    type,
    satang: opts.satang ?? 5_000,
    source,
    turnoverMultiple: opts.multiple ?? 3,
    claimDeadline: opts.deadline ?? new Date(Date.now() + 7 * DAY),
  });
  const [row] = rowsOf<{ id: number }>(
    await database.execute(sql`SELECT id FROM bonuses WHERE member_id = ${memberId} AND type = ${type} AND source = ${source}`),
  );
  return Number(row!.id);
}
const bonusHistory = async (token: string, query = "") => {
  const res = await call(`/api/customers/history?type=bonus${query}`, { token });
  return { status: res.status, json: await body(res) };
};

describe("GET /api/customers/history?type=bonus (tab 1)", () => {
  it("answers from the bonuses table: type, amount, status (past its deadline → expired), date, turnover and note", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    const other = await member(database, { satang: 1_000, deposited: true });
    await bonus(other.id, { satang: 777 });
    const cash = await bonus(m.id, { type: "cashback", source: "2026-W47", satang: 6_250, multiple: 1 });
    const late = await bonus(m.id, { type: "spin", satang: 2_000, multiple: 0, deadline: new Date(Date.now() - 1000) });
    await database.execute(sql`UPDATE bonuses SET status = 'claimed', claimed_at = now() WHERE id = ${cash}`);

    const r = await bonusHistory(m.token);
    expect(r.status).toBe(200);
    expect(customersHistory.response.safeParse(r.json).success).toBe(true);
    expect(r.json).toMatchObject({ page: 1, per_page: BONUS_PAGE_SIZE, has_more: false });
    expect(r.json.data).toEqual([
      { id: late, type: "spin", status: "expired", amount: 20, created_at: expect.any(String), note: null, turnover: 0, turnover_amount: 0 },
      {
        id: cash,
        type: "cashback",
        status: "claimed",
        amount: 62.5,
        created_at: expect.any(String),
        note: "ยอดเสียวันที่ 16/11/26 - 22/11/26",
        turnover: 1,
        turnover_amount: 62.5,
      },
    ]);
    expect(new Date(r.json.data[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await call("/api/customers/history?type=bonus")).status).toBe(401);
  });

  it("pages like GET /api/customers/bonuses: BONUS_PAGE_SIZE newest first, has_more, a bad page → Thai 422", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    const ids: number[] = [];
    for (let i = 0; i < BONUS_PAGE_SIZE + 3; i++) ids.push(await bonus(m.id, { satang: 100 + i }));
    const first = await bonusHistory(m.token);
    expect(first.json.data).toHaveLength(BONUS_PAGE_SIZE);
    expect(first.json.has_more).toBe(true);
    expect(first.json.data[0].id).toBe(ids.at(-1));
    const second = await bonusHistory(m.token, "&page=2");
    expect(second.json).toMatchObject({ page: 2, has_more: false });
    expect(second.json.data.map((b: { id: number }) => b.id)).toEqual([ids[2], ids[1], ids[0]]);
    for (const bad of ["0", "x", "1001"]) {
      const res = await bonusHistory(m.token, `&page=${bad}`);
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({ page: [th.bonus.pageFormat] });
    }
  });

  it("tab 2 without limit is unchanged: no paging fields", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    const res = await call("/api/customers/history?type=deposit-withdraw", { token: m.token });
    const json = await body(res);
    expect(res.status).toBe(200);
    expect(Object.keys(json)).toEqual(["data"]);
  });

  it("names a bonus's source in Thai", () => {
    expect(bonusNote({ type: "deposit_bonus", source: "deposit:42" })).toBe("จากรายการฝาก #42");
    expect(bonusNote({ type: "cashback", source: "2026-W01" })).toBe("ยอดเสียวันที่ 29/12/25 - 04/01/26");
    expect(bonusNote({ type: "cashback", source: "2026-W53" })).toBe("ยอดเสียวันที่ 28/12/26 - 03/01/27");
    expect(bonusNote({ type: "spin", source: "spin:2026-11-24" })).toBe("หมุนวงล้อวันที่ 24/11/26");
    expect(bonusNote({ type: "spin", source: "2026-11-24" })).toBeNull();
    expect(bonusNote({ type: "commission", source: "anything" })).toBeNull();
  });
});

describe("GET /api/customers/history?type=deposit-withdraw&limit= (tab 2 by cursor)", () => {
  const page = async (token: string, query: string) => {
    const res = await call(`/api/customers/history?type=deposit-withdraw&${query}`, { token });
    return { status: res.status, json: await body(res) };
  };

  it("pages 120 rows made at one instant: newest first by id, each once, 50 a page, the last without a cursor", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    const other = await member(database, { satang: 1_000, deposited: true });
    expect(await addDemoHistory(database, m.phone, 120)).toEqual({ data: { added: 120 } });
    await addDemoHistory(database, other.phone, 3);
    const stamps = rowsOf<{ n: number }>(
      await database.execute(sql`SELECT COUNT(DISTINCT created_at) AS n FROM money_requests WHERE member_id = ${m.id}`),
    );
    expect(Number(stamps[0]!.n)).toBe(1);

    const ids: number[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const r = await page(m.token, `limit=${HISTORY_PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(r.status).toBe(200);
      expect(customersHistory.response.safeParse(r.json).success).toBe(true);
      ids.push(...r.json.data.map((x: { id: number }) => x.id));
      sizes.push(r.json.data.length);
      cursor = r.json.next_cursor;
    } while (cursor && sizes.length < 10);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(ids).size).toBe(120);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // addDemoHistory: i = 1…120, every third a withdrawal, every fourth cancelled, 100 + i baht.
    let net = 0;
    for (let i = 1; i <= 120; i++) if (i % 4 !== 0) net += (i % 3 === 0 ? -1 : 1) * (100 + i);
    expect((await page(m.token, "limit=5")).json.net_deposit).toBe(net);
  });

  it("refuses a bad cursor or limit with a Thai 422, never a 500", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    for (const [query, field, message] of [
      ["limit=50&cursor=nope", "cursor", th.paging.cursorFormat],
      [`limit=50&cursor=${encodeCursor([1, 2])}`, "cursor", th.paging.cursorFormat],
      [`limit=50&cursor=${encodeCursor([2 ** 40])}`, "cursor", th.paging.cursorFormat],
      ["limit=0", "limit", th.paging.limitFormat],
      ["limit=500", "limit", th.paging.limitFormat],
    ] as const) {
      const r = await page(m.token, query);
      expect(r.status, query).toBe(422);
      expect(r.json, query).toEqual({ message, errors: { [field]: [message] } });
    }
  });
});

describe("GET /api/customers/history/export", () => {
  it("streams every row of tab 2 as CSV (BOM, Thai header, newest first), in batches", async () => {
    const m = await member(database, { satang: 1_000, deposited: true });
    await addDemoHistory(database, m.phone, EXPORT_BATCH + 20);
    const res = await call("/api/customers/history/export", { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${th.history.fileName}"`);
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    expect(chunks.length).toBeGreaterThanOrEqual(3); // the header, then a chunk per batch
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.concat(chunks));
    expect(text.startsWith("\uFEFFวันที่,ประเภท,จำนวนเงิน (บาท),สถานะ\r\n")).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(EXPORT_BATCH + 21);
    expect(lines[1]).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d,ฝาก,620\.00,ยกเลิก$/);
    expect(lines.at(-1)).toMatch(/,ฝาก,101\.00,สำเร็จ$/);
  });

  it("needs a session and GET", async () => {
    expect((await call("/api/customers/history/export")).status).toBe(401);
    const m = await member(database);
    expect((await call("/api/customers/history/export", { token: m.token, method: "POST" })).status).toBe(405);
  });
});
