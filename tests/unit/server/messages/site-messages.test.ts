// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { maintenance, popupNews } from "@/lib/api/contract/site";
import { addNews, clearMaintenance, removeNews, setMaintenance } from "@/server/messages/site-messages";
import { call } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

/** The announcement without the family's `success: true`, which every answer carries. */
const getMaintenance = async () => {
  const { success, ...announcement } = maintenance.response.parse(await (await call("/api/maintenance")).json());
  expect(success).toBe(true);
  return announcement;
};
const getNews = async () => popupNews.response.parse(await (await call("/api/news/popup")).json()).data;

describe("the operator's maintenance message", () => {
  it("starts empty, is set sanitised with a new id each time, and clears", async () => {
    expect(await getMaintenance()).toEqual({});
    const first = await setMaintenance(database, {
      html: `<p onclick="x()">ปิดปรับปรุง<script>alert(1)</script></p>`,
      image: "https://cdn.example/m.png",
      link: "https://line.me/R/ti/p/@site",
    });
    expect(first).toEqual({
      id: 1,
      content: "<p>ปิดปรับปรุง</p>",
      img: "https://cdn.example/m.png",
      img_url: "https://line.me/R/ti/p/@site",
    });
    expect(await getMaintenance()).toEqual(first);
    const second = await setMaintenance(database, { html: "<b>อีกครั้ง</b>" });
    expect(second).toMatchObject({ id: 2, img: null, img_url: null });
    expect(await clearMaintenance(database)).toBe(true);
    expect(await getMaintenance()).toEqual({});
    expect(await clearMaintenance(database)).toBe(false);
    expect((await setMaintenance(database, { html: "ใหม่" })).id).toBe(3);
    await clearMaintenance(database);
  });

  it("refuses an empty message and a bad image or link URL, storing nothing", async () => {
    await expect(setMaintenance(database, { html: "<script>x</script>" })).rejects.toThrow(/nothing left/);
    await expect(setMaintenance(database, { html: "ok", image: "javascript:alert(1)" })).rejects.toThrow(/--image/);
    await expect(setMaintenance(database, { html: "ok", link: "//evil.example" })).rejects.toThrow(/--link/);
    expect(await getMaintenance()).toEqual({});
  });

  it("is sanitised again when sent, whatever the row holds", async () => {
    const value = { id: 9, content: "<img src=x onerror=alert(1)><b>hi</b>" };
    await database.execute(sql`UPDATE settings SET value = ${JSON.stringify(value)}::jsonb WHERE key = 'maintenance'`);
    expect(await getMaintenance()).toEqual({ id: 9, content: "<b>hi</b>", img: null, img_url: null });
    await clearMaintenance(database);
  });
});

describe("popup news", () => {
  it("adds sanitised items, removes them, and never reuses an id", async () => {
    const a = await addNews(database, "โปรใหม่", `<p>ฝากแรก <a href="javascript:alert(1)">รับ 100%</a></p>`);
    expect(a).toEqual({ id: 1, title: "โปรใหม่", content: `<p>ฝากแรก <a rel="noopener noreferrer" target="_blank">รับ 100%</a></p>` });
    const b = await addNews(database, "ข่าวสอง", "<b>สอง</b>");
    expect((await getNews()).map((n) => n.id)).toEqual([1, 2]);
    expect(await removeNews(database, b.id)).toBe(true);
    expect(await removeNews(database, b.id)).toBe(false);
    expect((await addNews(database, "ข่าวสาม", "สาม")).id).toBe(3);
    await expect(addNews(database, " ", "x")).rejects.toThrow(/title/);
    for (const n of await getNews()) await removeNews(database, n.id);
    expect(await getNews()).toEqual([]);
  });
});

describe("POST /api/demo/site-message (demo mode: the ops commands for the e2e specs)", () => {
  it("sets and clears maintenance, refuses a bad body in Laravel's 422 shape", async () => {
    const set = await call("/api/demo/site-message", { body: { action: "maintenance-set", html: "<b>x</b><script>1</script>" } });
    expect(set.status).toBe(200);
    expect(await getMaintenance()).toMatchObject({ content: "<b>x</b>" });
    expect((await call("/api/demo/site-message", { body: { action: "maintenance-clear" } })).status).toBe(200);
    expect(await getMaintenance()).toEqual({});
    const bad = await call("/api/demo/site-message", { body: { action: "maintenance-set", html: "x", image: "javascript:1" } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ errors: { "maintenance-set": [expect.stringContaining("--image")] } });
    const junk = await call("/api/demo/site-message", { body: { action: "drop-tables" } });
    expect(junk.status).toBe(422);
    expect(await junk.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });
});
