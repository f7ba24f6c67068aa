// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { banners, gameHosts, settings } from "@/server/db/schema";
import { DEMO_MEMBER, SITE_INFO } from "@/server/db/seed-data";
import { checkSeedUrls } from "@/server/boot/seed";
import { assertSafeUrls } from "@/server/site/urls";
import { tokenGrant } from "@/lib/api/contract/auth";
import { th } from "@/lib/i18n/th";
import { api, json, post } from "../accounts/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const HOSTILE = ["javascript:alert(document.cookie)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example", "/\\evil.example", "https://a@evil.example"];

/** The error a statement failed with (drizzle wraps the driver's error in `cause`). */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (e) {
    return `${String(e)} ${String((e as { cause?: unknown }).cause ?? "")}`;
  }
  return "no error";
}

describe("stored URLs: the database refuses what the rule refuses", () => {
  it.each(HOSTILE)("game_hosts.url %j", async (url) => {
    expect(await failure(() => database.update(gameHosts).set({ url }).where(eq(gameHosts.id, 1)))).toContain("game_hosts_url_check");
  });

  it.each(HOSTILE)("banners.link %j", async (link) => {
    expect(await failure(() => database.update(banners).set({ link }).where(eq(banners.sort, 0)))).toContain("banners_link_check");
  });

  it.each(["line", "vip_line", "activity", "game_link", "referral"])("site_info.%s", async (field) => {
    const value = { ...SITE_INFO, [field]: "javascript:alert(1)" };
    expect(await failure(() => database.update(settings).set({ value }).where(eq(settings.key, "site_info")))).toContain("settings_urls_check");
  });

  it("the maintenance record's img_url", async () => {
    const value = { id: 1, content: "ปิดปรับปรุง", img_url: "javascript:alert(1)" };
    expect(await failure(() => database.insert(settings).values({ key: "maintenance", value }))).toContain("settings_urls_check");
  });

  it("accepts https URLs, paths on the site, empty links and (for demo mode) http", async () => {
    await database.update(gameHosts).set({ url: "https://provider.example/h1" }).where(eq(gameHosts.id, 1));
    await database.update(gameHosts).set({ url: "/demo-provider/h1" }).where(eq(gameHosts.id, 1));
    await database.update(banners).set({ link: null }).where(eq(banners.sort, 3));
    await database.update(banners).set({ link: "/referral" }).where(eq(banners.sort, 3));
    await database.update(settings).set({ value: { ...SITE_INFO, vip_line: "", activity: "http://activity.example/gm" } }).where(eq(settings.key, "site_info"));
    await database.update(settings).set({ value: SITE_INFO }).where(eq(settings.key, "site_info"));
  });

  it("the seed's own URLs pass the rule, and a bad one stops it naming the field", () => {
    expect(() => checkSeedUrls()).not.toThrow();
    expect(() => assertSafeUrls("game_hosts 3", { url: "javascript:alert(1)" })).toThrow(/game_hosts 3\.url/);
  });
});

/** A row changed with the CHECK out of the way (a hand edit on a database restored without it). */
async function withoutCheck(table: string, constraint: string, change: () => Promise<unknown>) {
  await database.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`));
  await change();
}

describe("read back: a URL that fails the rule never reaches a page", () => {
  it("a game host with a javascript: address is not listed and cannot be launched", async () => {
    await withoutCheck("game_hosts", "game_hosts_url_check", () =>
      database.update(gameHosts).set({ url: "javascript:alert(document.cookie)//" }).where(eq(gameHosts.id, 4)),
    );
    const hosts = (await json(await api("/api/game-hosts"))).data as { id: number; url: string }[];
    expect(hosts.map((h) => h.id)).toEqual([1, 2, 3, 5, 6, 7]);

    const login = await post("/api/login", { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
    const token = tokenGrant.parse(await login.json()).access_token;
    const launch = await post("/api/games/launch", { host: 4 }, token);
    expect(launch.status).toBe(422);
    expect((await json(launch)).errors).toEqual({ host: [th.game.unknownHost] });
    expect((await post("/api/games/launch", { host: 5 }, token)).status).toBe(200);
  });

  it("site info links and banner links that fail are emptied; no activity ticket points at them", async () => {
    await withoutCheck("settings", "settings_urls_check", async () => {
      await database
        .update(settings)
        .set({ value: { ...SITE_INFO, line: "javascript:alert(1)", activity: "data:text/html,x" } })
        .where(eq(settings.key, "site_info"));
      await database.insert(settings).values({ key: "maintenance", value: { id: 7, content: "x", img_url: "vbscript:x" } });
    });
    await withoutCheck("banners", "banners_link_check", () => database.update(banners).set({ link: "javascript:alert(1)" }).where(eq(banners.sort, 0)));

    const info = (await json(await api("/api/site-info"))).data as Record<string, string>;
    expect(info).toMatchObject({ line: "", activity: "", vip_line: SITE_INFO.vip_line });
    const list = (await json(await api("/api/banners"))).data as { link: string | null }[];
    expect(list[0]!.link).toBeNull();
    expect(list[1]!.link).toBe("/deposit");
    expect((await json(await api("/api/maintenance"))).img_url).toBeNull();

    const login = await post("/api/login", { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
    const token = tokenGrant.parse(await login.json()).access_token;
    const ticket = await post("/api/activity/ticket", { target: "football" }, token);
    expect(ticket.status).toBe(400);
    expect(await json(ticket)).toEqual({ success: false, msg: th.activity.unavailable });
  });
});
