// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { HttpError } from "@/server/http/errors";
import {
  addNewsItem,
  bannerList,
  clearMaintenanceNotice,
  createBanner,
  createPromotion,
  editBanner,
  editPromotion,
  moveBanner,
  noticeList,
  promotionList,
  readMedia,
  removeNewsItem,
  setBannerActive,
  setMaintenanceNotice,
  setPromotionActive,
  sniffImage,
  uploadMedia,
  MEDIA_MAX_BYTES,
} from "@/server/backoffice/content";
import { promotionTerms } from "@/lib/promotions/terms";
import { th } from "@/lib/i18n/th";
import { auditCount, auditRows, staffMember } from "./helpers";
import { body, call } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const failure = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e) => (e instanceof HttpError ? { status: e.status, errors: e.body.errors as Record<string, string[]> | undefined, message: e.body.message } : e),
  );

const version = async () => Number(rowsOf<{ v: string | number }>(await database.execute(sql`SELECT version AS v FROM content_version WHERE id = 1`))[0]!.v);

const weekend = { name: "โบนัสเสาร์-อาทิตย์ 20%", bonusPercent: 20, maxBonus: 300, minDeposit: 100, turnover: 4, firstDepositOnly: false, note: "เฉพาะเสาร์-อาทิตย์" };

describe("promotions in the back office", () => {
  it("creates one with its terms from its figures, audited, and members read exactly those terms before opting in", async () => {
    const { actor } = await staffMember(database, "marketing");
    const before = await version();
    const { id, description } = await createPromotion(database, actor, weekend);
    expect(description).toBe(`${promotionTerms(weekend)} · เฉพาะเสาร์-อาทิตย์`);
    expect(await version()).toBeGreaterThan(before);
    const listed = (await body(await call("/api/promotions"))).data as { id: number; description: string; turnover: number }[];
    expect(listed.find((p) => p.id === id)).toMatchObject({ description, turnover: 4 });
    expect((await auditRows(database, "promotion", id)).map((a) => [a.action, a.role])).toEqual([["promotion.create", "marketing"]]);
    expect((await promotionList(database, actor)).find((p) => p.id === id)).toMatchObject({ terms: promotionTerms(weekend), note: "เฉพาะเสาร์-อาทิตย์", active: true, chosen: 0 });
  });

  it("refuses a turnover above 10× and other bad figures in Thai, per field, writing nothing", async () => {
    const { actor } = await staffMember(database, "owner");
    const count = await auditCount(database);
    const over = await failure(createPromotion(database, actor, { ...weekend, turnover: 11 }));
    expect(over).toEqual({ status: 422, message: th.backoffice.promotionErrors.turnoverCap(10), errors: { turnover: [th.backoffice.promotionErrors.turnoverCap(10)] } });
    const bad = await failure(createPromotion(database, actor, { ...weekend, name: " ", bonusPercent: 0, maxBonus: 0.001, minDeposit: -1 }));
    expect(Object.keys((bad as { errors: object }).errors)).toEqual(["name", "bonus_percent", "max_bonus", "min_deposit"]);
    expect(await auditCount(database)).toBe(count);
  });

  it("edits the name and note only (the figures members opted in to stay), and disables and enables, each audited", async () => {
    const { actor } = await staffMember(database, "marketing");
    const { id } = await createPromotion(database, actor, weekend);
    const { description } = await editPromotion(database, actor, id, { name: "สุดสัปดาห์ 20%", note: "" });
    expect(description).toBe(promotionTerms(weekend));
    expect(await setPromotionActive(database, actor, id, false)).toEqual({ active: false });
    expect(await setPromotionActive(database, actor, id, false)).toEqual({ active: false }); // no change, no row
    const listed = (await body(await call("/api/promotions"))).data as { id: number }[];
    expect(listed.some((p) => p.id === id)).toBe(false);
    await setPromotionActive(database, actor, id, true);
    const rows = await auditRows(database, "promotion", id);
    expect(rows.map((a) => a.action)).toEqual(["promotion.create", "promotion.edit", "promotion.disable", "promotion.enable"]);
    expect(rows[1]!.after).toEqual({ name: "สุดสัปดาห์ 20%", description });
    expect((await failure(editPromotion(database, actor, 999_999, { name: "x" })))).toMatchObject({ status: 404 });
    expect((await failure(editPromotion(database, actor, id, { name: "" })))).toMatchObject({ status: 422, errors: { name: [th.backoffice.promotionErrors.name] } });
  });

  it("lets risk read them but not change them", async () => {
    const { actor } = await staffMember(database, "risk");
    expect((await promotionList(database, actor)).length).toBeGreaterThan(0);
    expect(await failure(createPromotion(database, actor, weekend))).toMatchObject({ status: 403, message: th.backoffice.forbidden });
  });
});

describe("pictures and banners", () => {
  it("knows a picture by its first bytes: PNG, JPEG, WebP; never SVG or a renamed page", () => {
    expect(sniffImage(PNG)).toBe("image/png");
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg");
    expect(sniffImage(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from("<!doctype html><p>png</p>"))).toBeNull();
  });

  it("keeps an upload once by its hash, refuses other files in Thai, and audits it", async () => {
    const { actor } = await staffMember(database, "marketing");
    const up = await uploadMedia(database, actor, PNG);
    expect(up.path).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
    expect(await uploadMedia(database, actor, PNG)).toEqual(up);
    expect((await readMedia(database, up.path.split("/").at(-1)!))?.contentType).toBe("image/png");
    expect(await readMedia(database, up.path.split("/").at(-1)!.replace(".png", ".webp"))).toBeNull();
    const count = await auditCount(database);
    expect(await failure(uploadMedia(database, actor, Buffer.from("<svg/>")))).toMatchObject({ status: 422, errors: { file: [th.backoffice.imageType] } });
    expect(await failure(uploadMedia(database, actor, Buffer.concat([PNG, Buffer.alloc(MEDIA_MAX_BYTES)])))).toMatchObject({ status: 413 });
    expect(await auditCount(database)).toBe(count);
    const [row] = rowsOf<{ n: string | number }>(await database.execute(sql`SELECT count(*) AS n FROM audit_log WHERE action = 'media.upload'`));
    expect(Number(row!.n)).toBeGreaterThanOrEqual(1);
  });

  it("adds a banner with an uploaded picture that visitors see at once; orders, edits and disables it, each audited", async () => {
    const { actor } = await staffMember(database, "marketing");
    const { path } = await uploadMedia(database, actor, PNG);
    const before = await version();
    const { id } = await createBanner(database, actor, { title: "โปรใหม่", image: path, link: "/promotion" });
    expect(await version()).toBeGreaterThan(before);
    const visible = async () => ((await body(await call("/api/banners"))).data as { id: number; image: string }[]).map((b) => b.id);
    expect((await visible()).at(-1)).toBe(id);
    await moveBanner(database, actor, id, "up");
    expect((await visible()).at(-2)).toBe(id);
    expect((await bannerList(database, actor)).map((b) => b.sort)).toEqual((await bannerList(database, actor)).map((_, i) => i + 1));
    await moveBanner(database, actor, (await bannerList(database, actor))[0]!.id, "up"); // the first stays first: no row
    await editBanner(database, actor, id, { title: "โปรใหม่ล่าสุด", image: path, link: "https://example.com/promo" });
    await setBannerActive(database, actor, id, false);
    expect(await visible()).not.toContain(id);
    expect((await auditRows(database, "banner", id)).map((a) => a.action)).toEqual(["banner.create", "banner.move", "banner.edit", "banner.disable"]);
  });

  it("refuses a banner without a title, with a picture elsewhere or unknown, or a link outside the URL rule, in Thai", async () => {
    const { actor } = await staffMember(database, "owner");
    const bad = await failure(createBanner(database, actor, { title: "", image: "https://cdn.example.com/a.png", link: "javascript:alert(1)" }));
    expect(bad).toMatchObject({ status: 422, errors: { title: [th.backoffice.bannerTitle], image: [th.backoffice.bannerImage], link: [th.backoffice.linkRule] } });
    const missing = await failure(createBanner(database, actor, { title: "x", image: `/api/media/${"0".repeat(64)}.png` }));
    expect(missing).toMatchObject({ status: 422, errors: { image: [th.backoffice.bannerImage] } });
    expect(await failure(createBanner(database, actor, { title: "x", image: "/art/logo.svg" }))).toMatchObject({ status: 422 });
  });
});

describe("popup news and the maintenance notice", () => {
  it("adds and removes news as members get it (sanitised), each audited", async () => {
    const { actor } = await staffMember(database, "marketing");
    const item = await addNewsItem(database, actor, { title: "ข่าวดี", html: '<p onclick="x()">ฝากวันนี้ <script>alert(1)</script><b>รับเพิ่ม</b></p>' });
    expect(item.content).toBe("<p>ฝากวันนี้ <b>รับเพิ่ม</b></p>");
    const news = async () => (await body(await call("/api/news/popup"))).data as { id: number; content: string }[];
    expect((await news()).find((n) => n.id === item.id)?.content).toBe(item.content);
    expect((await noticeList(database, actor)).news.map((n) => n.id)).toContain(item.id);
    await removeNewsItem(database, actor, item.id);
    expect((await news()).some((n) => n.id === item.id)).toBe(false);
    expect((await auditRows(database, "news", item.id)).map((a) => a.action)).toEqual(["news.add", "news.remove"]);
    expect(await failure(removeNewsItem(database, actor, item.id))).toMatchObject({ status: 404 });
    expect(await failure(addNewsItem(database, actor, { title: "", html: "<script>x</script>" }))).toMatchObject({
      status: 422,
      errors: { title: [th.backoffice.newsTitle], html: [th.backoffice.htmlEmpty] },
    });
  });

  it("sets and clears the maintenance notice, with before and after in the audit log", async () => {
    const { actor } = await staffMember(database, "owner");
    const set = await setMaintenanceNotice(database, actor, { html: "<p>ปิดปรับปรุง 02:00-04:00</p>", link: "/promotion" });
    expect((await body(await call("/api/maintenance")))).toMatchObject({ id: set.id, content: "<p>ปิดปรับปรุง 02:00-04:00</p>", img_url: "/promotion" });
    expect(await failure(setMaintenanceNotice(database, actor, { html: "<p>x</p>", link: "javascript:alert(1)" }))).toMatchObject({ status: 422, errors: { link: [th.backoffice.linkRule] } });
    expect(await clearMaintenanceNotice(database, actor)).toEqual({ cleared: true });
    expect(await body(await call("/api/maintenance"))).toEqual({ success: true });
    expect(await clearMaintenanceNotice(database, actor)).toEqual({ cleared: false });
    const rows = await auditRows(database, "maintenance", set.id);
    expect(rows.map((a) => a.action)).toEqual(["maintenance.set", "maintenance.clear"]);
    expect(rows[1]!.before).toMatchObject({ id: set.id, content: "<p>ปิดปรับปรุง 02:00-04:00</p>" });
  });
});
