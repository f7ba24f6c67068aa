import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { banners, media, promotions } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { HttpError, invalidField } from "@/server/http/errors";
import { addNews, clearMaintenance, popupNews, removeNews, setMaintenance, type Maintenance } from "@/server/messages/site-messages";
import { sanitizeHtml } from "@/server/messages/sanitize";
import { checkedUrl } from "@/server/site/urls";
import { addPromotion, allPromotions, disablePromotion, promotionProblems, type NewPromotion } from "@/server/wallet/promotion-admin";
import { inTx } from "@/server/wallet/tx";
import { promotionDescription, promotionTerms } from "@/lib/promotions/terms";
import { th } from "@/lib/i18n/th";
import { audit } from "./audit";
import { requirePermission, type StaffActor } from "./roles";

/*
 * Marketing's content (docs/backoffice.md#content): promotions, banners and their pictures, popup news and the
 * maintenance notice. Each change runs the shell's own function (`npm run ops`) inside a transaction with its audit
 * row. What visitors' pages cache (banners, promotions) moves content_version by trigger in that same transaction.
 */

const t = th.backoffice;

/** 422 naming every field that is wrong at once (the form marks each). */
function invalidFields(problems: { field: string; th: string }[]): HttpError {
  const errors: Record<string, string[]> = {};
  for (const p of problems) (errors[p.field] ??= []).push(p.th);
  return new HttpError(422, { message: problems[0]!.th, errors });
}

// --- Promotions -------------------------------------------------------------------------------------------------

export interface StaffPromotion {
  id: number;
  name: string;
  /** What members read: the terms from the figures, then the note. */
  description: string;
  /** The terms alone, from the figures (promotionTerms), and the operator's words after them. */
  terms: string;
  note: string;
  bonus_percent: number;
  max_bonus_satang: number;
  min_deposit_satang: number;
  turnover: number;
  first_deposit_only: boolean;
  active: boolean;
  /** Deposits that chose it (any state): its figures are what those members opted in to. */
  chosen: number;
}

const figuresOf = (p: { bonusPercent: number; maxBonusSatang: number; minDepositSatang: number; turnover: number; firstDepositOnly: boolean }) => ({
  bonusPercent: p.bonusPercent,
  maxBonus: p.maxBonusSatang / 100,
  minDeposit: p.minDepositSatang / 100,
  turnover: p.turnover,
  firstDepositOnly: p.firstDepositOnly,
});

/** The note is what follows the terms in the description; a description that does not start with them is all note. */
function noteOf(description: string, terms: string): string {
  if (description === terms) return "";
  return description.startsWith(`${terms} · `) ? description.slice(terms.length + 3) : description;
}

/** Every promotion, active first in the site's order, with how many deposits chose each. */
export async function promotionList(db: DB, actor: StaffActor): Promise<StaffPromotion[]> {
  requirePermission(actor, "content.read");
  const rows = await allPromotions(db);
  const counts = new Map(
    rowsOf<{ id: number; n: string | number }>(
      await db.execute(sql`SELECT promotion_id AS id, count(*) AS n FROM money_requests WHERE promotion_id IS NOT NULL GROUP BY promotion_id`),
    ).map((r) => [Number(r.id), Number(r.n)]),
  );
  return rows.map((p) => {
    const terms = promotionTerms(figuresOf(p));
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      terms,
      note: noteOf(p.description, terms),
      bonus_percent: p.bonusPercent,
      max_bonus_satang: p.maxBonusSatang,
      min_deposit_satang: p.minDepositSatang,
      turnover: p.turnover,
      first_deposit_only: p.firstDepositOnly,
      active: p.active,
      chosen: counts.get(p.id) ?? 0,
    };
  });
}

export type PromotionInput = Omit<NewPromotion, "slug">;

/**
 * A new active promotion, last in the order, checked by the shell's rules (turnover at most 10×); its description is
 * its terms written from its figures, then the note. The slug (seeds match by it) is made here: staff never see it.
 */
export async function createPromotion(db: DB, actor: StaffActor, input: PromotionInput): Promise<{ id: number; description: string }> {
  requirePermission(actor, "content.manage");
  const p: NewPromotion = { ...input, slug: `bo-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}` };
  const problems = promotionProblems(p);
  if (problems.length > 0) throw invalidFields(problems);
  return inTx(db, async (tx) => {
    const made = await addPromotion(tx, p);
    await audit(tx, actor, { action: "promotion.create", targetType: "promotion", targetId: made.id, after: { ...input, description: made.description } });
    return made;
  });
}

/**
 * Renames a promotion or changes its note. Its figures never change: members who chose it opted in to them, and an
 * open deposit is paid by them when it completes. New figures are a new promotion (and this one disabled).
 */
export async function editPromotion(db: DB, actor: StaffActor, id: number, input: { name: string; note?: string }): Promise<{ description: string }> {
  requirePermission(actor, "content.manage");
  return inTx(db, async (tx) => {
    const [p] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
    if (!p) throw new HttpError(404, { message: t.noPromotion });
    const problems = promotionProblems({ ...figuresOf(p), slug: p.slug, name: input.name, note: input.note });
    if (problems.length > 0) throw invalidFields(problems);
    const description = promotionDescription(figuresOf(p), input.note);
    const name = input.name.trim();
    await tx.update(promotions).set({ name, description }).where(eq(promotions.id, id));
    await audit(tx, actor, {
      action: "promotion.edit",
      targetType: "promotion",
      targetId: id,
      before: { name: p.name, description: p.description },
      after: { name, description },
    });
    return { description };
  });
}

/** Takes a promotion off the site (open deposits keep its terms) or puts it back; audited when it changed. */
export async function setPromotionActive(db: DB, actor: StaffActor, id: number, active: boolean): Promise<{ active: boolean }> {
  requirePermission(actor, "content.manage");
  return inTx(db, async (tx) => {
    const [p] = await tx.select({ active: promotions.active }).from(promotions).where(eq(promotions.id, id)).for("update");
    if (!p) throw new HttpError(404, { message: t.noPromotion });
    if (p.active === active) return { active };
    if (active) await tx.update(promotions).set({ active: true }).where(eq(promotions.id, id));
    else await disablePromotion(tx, id);
    await audit(tx, actor, { action: active ? "promotion.enable" : "promotion.disable", targetType: "promotion", targetId: id, before: { active: p.active }, after: { active } });
    return { active };
  });
}

// --- Pictures ---------------------------------------------------------------------------------------------------

export const MEDIA_MAX_BYTES = 1024 * 1024;
const MEDIA_PATH = "/api/media/";
type MediaType = "image/png" | "image/jpeg" | "image/webp";
const EXTENSION: Record<MediaType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** What the first bytes say the file is; null for anything else (SVG, GIF, HTML dressed as a picture…). */
export function sniffImage(bytes: Uint8Array): MediaType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/**
 * Keeps an uploaded picture: PNG, JPEG or WebP by its first bytes, whatever it claims, at most MEDIA_MAX_BYTES.
 * Its path is its sha256, so the same file uploaded twice is one row and the path can be cached for good.
 */
export async function uploadMedia(db: DB, actor: StaffActor, bytes: Uint8Array): Promise<{ path: string; content_type: MediaType; size: number }> {
  requirePermission(actor, "content.manage");
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw new HttpError(413, { message: t.imageTooLarge(MEDIA_MAX_BYTES / 1024 / 1024) });
  const type = sniffImage(bytes);
  if (!type) throw invalidField("file", t.imageType);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const path = `${MEDIA_PATH}${sha256}.${EXTENSION[type]}`;
  return inTx(db, async (tx) => {
    const made = await tx
      .insert(media)
      .values({ sha256, contentType: type, bytes: Buffer.from(bytes), size: bytes.byteLength, createdBy: actor.staffId })
      .onConflictDoNothing({ target: media.sha256 })
      .returning({ id: media.id });
    if (made.length > 0) await audit(tx, actor, { action: "media.upload", targetType: "media", targetId: made[0]!.id, after: { path, content_type: type, size: bytes.byteLength } });
    return { path, content_type: type, size: bytes.byteLength };
  });
}

/** An uploaded picture by its file name (`<sha256>.<ext>`), for anyone: banners are public. */
export async function readMedia(db: DB, file: string): Promise<{ contentType: MediaType; bytes: Buffer } | null> {
  const m = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(file);
  if (!m) return null;
  const [row] = await db.select({ contentType: media.contentType, bytes: media.bytes }).from(media).where(eq(media.sha256, m[1]!)).limit(1);
  return row && EXTENSION[row.contentType] === m[2] ? row : null;
}

// --- Banners ----------------------------------------------------------------------------------------------------

export interface StaffBanner {
  id: number;
  title: string;
  image: string;
  link: string | null;
  sort: number;
  active: boolean;
}

/** Every banner, in the landing's order (the disabled ones too, where they would stand). */
export async function bannerList(db: DB, actor: StaffActor): Promise<StaffBanner[]> {
  requirePermission(actor, "content.read");
  return db
    .select({ id: banners.id, title: banners.title, image: banners.image, link: banners.link, sort: banners.sort, active: banners.active })
    .from(banners)
    .orderBy(asc(banners.sort), asc(banners.id));
}

export interface BannerInput {
  title: string;
  /** An uploaded picture's path (uploadMedia) or another picture on this site. */
  image: string;
  link?: string | null;
}

/**
 * The checked fields, or a 422 per field: a title (the picture's alternative text), a picture on this site (the
 * page's CSP loads no other; an uploaded one must exist), a link by the site's URL rule (https:, or a path here).
 */
async function checkedBanner(db: DB, input: BannerInput): Promise<{ title: string; image: string; link: string | null }> {
  const problems: { field: string; th: string }[] = [];
  const title = input.title.trim();
  if (!title || title.length > 120) problems.push({ field: "title", th: t.bannerTitle });
  const image = input.image.trim();
  const local = image.startsWith("/") && !image.startsWith("//") && checkedUrl(image) === image && !/\.svg($|\?)/i.test(image);
  const missing = image.startsWith(MEDIA_PATH) && !(await readMedia(db, image.slice(MEDIA_PATH.length)));
  if (!local || missing) problems.push({ field: "image", th: t.bannerImage });
  const rawLink = input.link?.trim() || null;
  const link = rawLink === null ? null : checkedUrl(rawLink);
  if (rawLink !== null && !link) problems.push({ field: "link", th: t.linkRule });
  if (problems.length > 0) throw invalidFields(problems);
  return { title, image, link };
}

/** A new banner, last in the order and on the landing at once. */
export async function createBanner(db: DB, actor: StaffActor, input: BannerInput): Promise<{ id: number }> {
  requirePermission(actor, "content.manage");
  const banner = await checkedBanner(db, input);
  return inTx(db, async (tx) => {
    const [last] = rowsOf<{ sort: number | null }>(await tx.execute(sql`SELECT max(sort) AS sort FROM banners`));
    const [made] = await tx
      .insert(banners)
      .values({ ...banner, sort: Number(last?.sort ?? 0) + 1 })
      .returning({ id: banners.id });
    await audit(tx, actor, { action: "banner.create", targetType: "banner", targetId: made!.id, after: banner });
    return { id: made!.id };
  });
}

/** Changes a banner's title, picture or link. */
export async function editBanner(db: DB, actor: StaffActor, id: number, input: BannerInput): Promise<{ id: number }> {
  requirePermission(actor, "content.manage");
  const banner = await checkedBanner(db, input);
  return inTx(db, async (tx) => {
    const [before] = await tx.select({ title: banners.title, image: banners.image, link: banners.link }).from(banners).where(eq(banners.id, id)).for("update");
    if (!before) throw new HttpError(404, { message: t.noBanner });
    await tx.update(banners).set(banner).where(eq(banners.id, id));
    await audit(tx, actor, { action: "banner.edit", targetType: "banner", targetId: id, before, after: banner });
    return { id };
  });
}

/**
 * Swaps a banner with its neighbour above or below, then numbers them all 1…n: the order is whole whatever the sort
 * values were (the seed's, or equal ones). All rows are locked first, so two moves at once apply one after the other.
 */
export async function moveBanner(db: DB, actor: StaffActor, id: number, direction: "up" | "down"): Promise<{ order: number[] }> {
  requirePermission(actor, "content.manage");
  return inTx(db, async (tx) => {
    // Locked first, read after: a waiting `ORDER BY … FOR UPDATE` would hand back the order it saw before the wait.
    await tx.select({ id: banners.id }).from(banners).for("update");
    const before = (await tx.select({ id: banners.id }).from(banners).orderBy(asc(banners.sort), asc(banners.id))).map((r) => r.id);
    const at = before.indexOf(id);
    if (at < 0) throw new HttpError(404, { message: t.noBanner });
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= before.length) return { order: before };
    const order = [...before];
    [order[at], order[to]] = [order[to]!, order[at]!];
    await tx.execute(sql`
      UPDATE banners b SET sort = o.n FROM unnest(${`{${order.join(",")}}`}::int[]) WITH ORDINALITY AS o(id, n) WHERE b.id = o.id`);
    await audit(tx, actor, { action: "banner.move", targetType: "banner", targetId: id, before: { order: before }, after: { order } });
    return { order };
  });
}

/** Shows a banner on the landing or takes it off; audited when it changed. */
export async function setBannerActive(db: DB, actor: StaffActor, id: number, active: boolean): Promise<{ active: boolean }> {
  requirePermission(actor, "content.manage");
  return inTx(db, async (tx) => {
    const [b] = await tx.select({ active: banners.active }).from(banners).where(eq(banners.id, id)).for("update");
    if (!b) throw new HttpError(404, { message: t.noBanner });
    if (b.active === active) return { active };
    await tx.update(banners).set({ active }).where(eq(banners.id, id));
    await audit(tx, actor, { action: active ? "banner.enable" : "banner.disable", targetType: "banner", targetId: id, before: { active: b.active }, after: { active } });
    return { active };
  });
}

// --- Popup news and the maintenance notice ----------------------------------------------------------------------

const HTML_MAX = 5_000;

/** What is wrong with operator HTML: too long, or nothing left once sanitised (server/messages/sanitize.ts); else null. */
function htmlProblem(html: string): string | null {
  if (html.length > HTML_MAX) return t.htmlTooLong;
  return sanitizeHtml(html) ? null : t.htmlEmpty;
}

/** Both live in `settings` as read-modify-write: one change at a time, whoever writes, for the transaction's length. */
const lockMessages = (tx: DB) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('settings:site-messages'))`);

/** What the sanitiser would keep of some HTML: the preview shows exactly what would be stored and sent. */
export function previewHtml(actor: StaffActor, html: string): { content: string } {
  requirePermission(actor, "content.read");
  if (html.length > HTML_MAX) throw invalidField("html", t.htmlTooLong);
  return { content: sanitizeHtml(html) };
}

async function readMaintenance(db: DB): Promise<Maintenance | null> {
  const [row] = rowsOf<{ value: Partial<Maintenance> | null }>(await db.execute(sql`SELECT value FROM settings WHERE key = 'maintenance'`));
  return row?.value?.id ? (row.value as Maintenance) : null;
}

/** The popup news (oldest first) and the maintenance notice, as stored. */
export async function noticeList(db: DB, actor: StaffActor) {
  requirePermission(actor, "content.read");
  return { news: await popupNews(db), maintenance: await readMaintenance(db) };
}

/** A new popup news item: members see it once per browser. */
export async function addNewsItem(db: DB, actor: StaffActor, input: { title: string; html: string }) {
  requirePermission(actor, "content.manage");
  const title = input.title.trim();
  const problems: { field: string; th: string }[] = [];
  if (!title || title.length > 120) problems.push({ field: "title", th: t.newsTitle });
  const html = htmlProblem(input.html);
  if (html) problems.push({ field: "html", th: html });
  if (problems.length > 0) throw invalidFields(problems);
  return inTx(db, async (tx) => {
    await lockMessages(tx);
    const item = await addNews(tx, title, input.html);
    await audit(tx, actor, { action: "news.add", targetType: "news", targetId: item.id, after: item });
    return item;
  });
}

export async function removeNewsItem(db: DB, actor: StaffActor, id: number): Promise<{ success: true }> {
  requirePermission(actor, "content.manage");
  return inTx(db, async (tx) => {
    await lockMessages(tx);
    const before = (await popupNews(tx)).find((n) => n.id === id);
    if (!before || !(await removeNews(tx, id))) throw new HttpError(404, { message: t.noNews });
    await audit(tx, actor, { action: "news.remove", targetType: "news", targetId: id, before });
    return { success: true as const };
  });
}

/** Sets the maintenance notice (a new id: the popup opens again for everyone). */
export async function setMaintenanceNotice(db: DB, actor: StaffActor, input: { html: string; image?: string; link?: string }): Promise<Maintenance> {
  requirePermission(actor, "content.manage");
  const problems: { field: string; th: string }[] = [];
  const html = htmlProblem(input.html);
  if (html) problems.push({ field: "html", th: html });
  if (input.image && !checkedUrl(input.image)) problems.push({ field: "image", th: t.linkRule });
  if (input.link && !checkedUrl(input.link)) problems.push({ field: "link", th: t.linkRule });
  if (problems.length > 0) throw invalidFields(problems);
  return inTx(db, async (tx) => {
    await lockMessages(tx);
    const before = await readMaintenance(tx);
    const after = await setMaintenance(tx, { html: input.html, image: input.image || undefined, link: input.link || undefined });
    await audit(tx, actor, { action: "maintenance.set", targetType: "maintenance", targetId: after.id, before, after });
    return after;
  });
}

/** Clears the notice; audited when there was one. */
export async function clearMaintenanceNotice(db: DB, actor: StaffActor): Promise<{ cleared: boolean }> {
  requirePermission(actor, "content.manage");
  return inTx(db, async (tx) => {
    await lockMessages(tx);
    const before = await readMaintenance(tx);
    const cleared = await clearMaintenance(tx);
    if (before) await audit(tx, actor, { action: "maintenance.clear", targetType: "maintenance", targetId: before.id, before });
    return { cleared };
  });
}
