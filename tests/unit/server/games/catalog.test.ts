// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { games } from "@/server/db/schema";
import { customersProduct, hotGames, slotRtp } from "@/lib/api/contract/games";
import { encodeCursor } from "@/lib/api/contract/paging";
import { mixByCategory } from "@/lib/games/categories";
import { th } from "@/lib/i18n/th";
import { addDemoGames } from "@/server/games/demo";
import { body, call } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

/** Every page of a list call, following next_cursor (at most 20 pages). */
async function allPages(path: string, limit: number) {
  const pages: { data: { id: number }[]; next_cursor: string | null; total?: number }[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(`${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status).toBe(200);
    const json = await body(res);
    pages.push(json as never);
    cursor = json.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe("GET /api/customers/{product} a page at a time", () => {
  it("without limit answers every game as before paging", async () => {
    const res = await body(await call("/api/customers/slot"));
    expect(customersProduct.response.safeParse(res).success).toBe(true);
    expect(res.data.length).toBeGreaterThanOrEqual(8);
    expect(res).not.toHaveProperty("next_cursor");
  });

  it("pages 130 games whose sort keys are all equal: stable by id, each once, the last page without a cursor", async () => {
    await addDemoGames(database, "lotto", 120);
    // Equal sort keys for the whole category: the id decides.
    await database.update(games).set({ sort: 7 }).where(eq(games.category, "lotto"));
    const whole = (await body(await call("/api/customers/lotto"))).data.map((g: { id: number }) => g.id);
    expect(whole.length).toBeGreaterThanOrEqual(128);
    expect(whole).toEqual([...whole].sort((a: number, b: number) => a - b));

    const pages = await allPages("/api/customers/lotto", 24);
    expect(pages).toHaveLength(Math.ceil(whole.length / 24));
    expect(pages.flatMap((p) => p.data.map((g) => g.id))).toEqual(whole);
    expect(pages.every((p) => p.total === whole.length)).toBe(true);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    expect(pages.slice(0, -1).every((p) => p.data.length === 24 && typeof p.next_cursor === "string")).toBe(true);
    for (const p of pages) expect(customersProduct.response.safeParse(p).success).toBe(true);
  });

  it("adds demo games only once, after the seeded ones and without ribbons", async () => {
    expect((await addDemoGames(database, "lotto", 120)).added).toBe(0);
    const first = await body(await call("/api/customers/fish?limit=24"));
    await addDemoGames(database, "fish", 100);
    const after = await body(await call("/api/customers/fish?limit=24"));
    expect(after.data.slice(0, first.data.length)).toEqual(first.data);
    expect(after.total).toBe(first.total + 100);
    const demo = await database.select().from(games).where(and(eq(games.category, "fish"), eq(games.provider, "Demo Studio")));
    expect(demo.every((g) => !g.isHot && !g.isNew && g.rtp === null)).toBe(true);
  });

  it("refuses a bad cursor or limit with a Thai 422, never a 500", async () => {
    for (const [query, field, message] of [
      ["cursor=garbage", "cursor", th.paging.cursorFormat],
      [`cursor=${encodeCursor([1])}`, "cursor", th.paging.cursorFormat],
      [`cursor=${encodeCursor([2 ** 40, 1])}`, "cursor", th.paging.cursorFormat],
      ["cursor=a%20b", "cursor", th.paging.cursorFormat],
      ["limit=0", "limit", th.paging.limitFormat],
      ["limit=101", "limit", th.paging.limitFormat],
      ["limit=ten", "limit", th.paging.limitFormat],
    ] as const) {
      const res = await call(`/api/customers/slot?${query}`);
      expect(res.status, query).toBe(422);
      expect(await body(res), query).toEqual({ message, errors: { [field]: [message] } });
    }
  });
});

describe("GET /api/games/hot?limit=", () => {
  it("answers that many, taken in turn from each category, as the landing's mix of the whole list", async () => {
    const all = (await body(await call("/api/games/hot"))).data;
    expect(all.length).toBeGreaterThan(12);
    for (const n of [1, 5, 12, all.length + 5]) {
      const res = await body(await call(`/api/games/hot?limit=${n}`));
      expect(hotGames.response.safeParse(res).success).toBe(true);
      expect(res.data, `limit ${n}`).toEqual(mixByCategory(all, n));
    }
  });
});

describe("GET /api/games/rtp", () => {
  it("pages every slot with a published RTP, highest first, equal RTPs by id", async () => {
    const whole = (await body(await call("/api/games/rtp"))).data as { id: number; rtp: number; category: string }[];
    expect(whole.length).toBeGreaterThanOrEqual(25);
    expect(whole.every((g) => ["slot", "slot-itp", "hack-slot"].includes(g.category) && g.rtp !== null)).toBe(true);
    for (let i = 1; i < whole.length; i++) {
      const [a, b] = [whole[i - 1]!, whole[i]!];
      expect(a.rtp > b.rtp || (a.rtp === b.rtp && a.id < b.id), `${a.id} before ${b.id}`).toBe(true);
    }
    const pages = await allPages("/api/games/rtp", 7);
    expect(pages.flatMap((p) => p.data.map((g) => g.id))).toEqual(whole.map((g) => g.id));
    expect(pages.at(-1)!.next_cursor).toBeNull();
    for (const p of pages) expect(slotRtp.response.safeParse(p).success).toBe(true);
    expect((await call(`/api/games/rtp?cursor=${encodeCursor([1, 2])}`)).status).toBe(200);
    expect((await call(`/api/games/rtp?cursor=${encodeCursor([1])}`)).status).toBe(422);
  });
});
