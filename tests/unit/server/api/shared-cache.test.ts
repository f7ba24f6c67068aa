// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { banners, contentVersion, games, settings } from "@/server/db/schema";
import { clearSharedCache, shared } from "@/server/api/shared-cache";
import { serverApi } from "@/server/api/server-client";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const version = async () => (await database.select().from(contentVersion))[0]!.version;
/** Past the window in which one version read is shared. */
const nextCheck = () => new Promise((r) => setTimeout(r, 120));

beforeEach(() => clearSharedCache());

describe("content_version", () => {
  it("moves with every write to banners, games and site info, in the writing statement", async () => {
    const v0 = await version();
    await database.update(games).set({ isHot: true }).where(eq(games.slug, "moon-dragon"));
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await database.update(banners).set({ sort: sql`${banners.sort}` });
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    const [info] = await database.select().from(settings).where(eq(settings.key, "site_info"));
    await database.update(settings).set({ value: info!.value }).where(eq(settings.key, "site_info"));
    expect(await version()).toBeGreaterThan(v2);
  });

  it("does not move for other settings (maintenance is not part of the shell)", async () => {
    const v0 = await version();
    await database.insert(settings).values({ key: "shared-cache-test", value: { x: 1 } });
    await database.delete(settings).where(eq(settings.key, "shared-cache-test"));
    expect(await version()).toBe(v0);
  });

  it("is one row", async () => {
    await expect(database.insert(contentVersion).values({ id: 2, version: 0 })).rejects.toThrow();
  });
});

describe("shared", () => {
  it("answers from the cache until the content changes", async () => {
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const first = await shared("k", true, load);
    await nextCheck();
    expect(await shared("k", true, load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    await database.update(games).set({ sort: sql`${games.sort}` }).where(eq(games.slug, "moon-dragon"));
    await nextCheck();
    expect(await shared("k", true, load)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent requests and keeps no failure", async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error("down"));
    };
    await Promise.all([1, 2, 3].map(() => expect(shared("f", true, failing)).rejects.toThrow("down")));
    expect(calls).toBe(1);
    const ok = vi.fn(async () => "up");
    expect(await shared("f", true, ok)).toBe("up");
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it("keeps an operator backend's answer for a while only", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const load = vi.fn(async () => ({}));
      await shared("op", false, load);
      await shared("op", false, load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 31_000);
      await shared("op", false, load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("serverApi", () => {
  it("answers the banners from the cache and sees a new banner on the next check", async () => {
    const first = await serverApi()("GET /api/banners");
    expect(await serverApi("someone's token")("GET /api/banners")).toBe(first);
    const [added] = await database.insert(banners).values({ title: "ใหม่", image: "/art/banners/auto.webp", sort: 99 }).returning();
    try {
      await nextCheck();
      const after = await serverApi()("GET /api/banners");
      expect(after.data.map((b) => b.id)).toContain(added!.id);
    } finally {
      await database.delete(banners).where(eq(banners.id, added!.id));
    }
  });
});
