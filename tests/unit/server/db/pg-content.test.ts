// @vitest-environment node
/**
 * Marketing's content races on a real PostgreSQL with a connection pool (the in-memory PGlite runs one transaction at
 * a time). Opt-in like pg-backoffice.test.ts: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npx vitest run
 * tests/unit/server/db/pg-content.test.ts` uses a fresh database named member_unit_content.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setupPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const live = setupPostgres("member_unit_content");

describe.skipIf(!live.enabled)("content changes on PostgreSQL", () => {
  it("staff adding popup news at once lose none of it (read, change, write under one lock)", async () => {
    const { staffMember } = await import("../backoffice/helpers");
    const { addNewsItem, noticeList } = await import("@/server/backoffice/content");
    const a = await staffMember(live.db, "marketing");
    const b = await staffMember(live.db, "owner");
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => addNewsItem(live.db, i % 2 ? a.actor : b.actor, { title: `ข่าว ${i}`, html: `<p>${i}</p>` })));
    const ids = made.map((n) => n.id);
    expect(new Set(ids).size).toBe(6);
    expect((await noticeList(live.db, a.actor)).news.map((n) => n.id).sort()).toEqual([...ids].sort());
  });

  it("banners moved at once keep a whole order 1…n, each move audited", async () => {
    const { staffMember } = await import("../backoffice/helpers");
    const { bannerList, createBanner, moveBanner } = await import("@/server/backoffice/content");
    const a = await staffMember(live.db, "marketing");
    for (const i of [1, 2, 3]) await createBanner(live.db, a.actor, { title: `แบนเนอร์ ${i}`, image: "/art/banners/welcome.webp" });
    const before = await bannerList(live.db, a.actor);
    const last = before.at(-1)!.id;
    const first = before[0]!.id;
    await Promise.all([moveBanner(live.db, a.actor, last, "up"), moveBanner(live.db, a.actor, first, "down"), moveBanner(live.db, a.actor, last, "up")]);
    const after = await bannerList(live.db, a.actor);
    expect(after.map((x) => x.sort)).toEqual(after.map((_, i) => i + 1));
    expect(after.map((x) => x.id).sort()).toEqual(before.map((x) => x.id).sort());
    expect(after.findIndex((x) => x.id === last)).toBe(before.length - 3);
    const [moves] = rowsOf<{ n: string | number }>(await live.db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE action = 'banner.move'`));
    expect(Number(moves!.n)).toBe(3);
  });
});
