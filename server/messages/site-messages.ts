import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { settings } from "@/server/db/schema";
import { OpsInputError } from "@/server/ops/input-error";
import { checkedUrl } from "@/server/site/urls";
import { sanitizeHtml } from "./sanitize";

/**
 * The operator's site messages (`npm run ops -- maintenance …`, `… news …`), kept in `settings` as GET /api/maintenance
 * and GET /api/news/popup read them. Their HTML is sanitised here before it is stored (and again when sent).
 */
export interface Maintenance {
  id: number;
  content: string;
  img: string | null;
  img_url: string | null;
}
export interface PopupNewsItem {
  id: number;
  title: string;
  content: string;
}

async function read(db: DB, key: string): Promise<unknown> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return rows[0]?.value ?? null;
}

async function write(db: DB, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

function url(flag: string, value: string | undefined): string | null {
  if (!value) return null;
  const ok = checkedUrl(value);
  if (!ok) throw new OpsInputError(`${flag}: not an https: URL or a path on this site: ${value}`);
  return ok;
}

/** Sets the maintenance message; a new id each time (the popup opens for any record with an id). */
export async function setMaintenance(db: DB, input: { html: string; image?: string; link?: string }): Promise<Maintenance> {
  const content = sanitizeHtml(input.html);
  if (!content) throw new OpsInputError("html: nothing left after sanitising");
  const img = url("--image", input.image);
  const img_url = url("--link", input.link);
  const previous = (await read(db, "maintenance")) as { id?: number; last_id?: number } | null;
  const value: Maintenance = { id: (previous?.id ?? previous?.last_id ?? 0) + 1, content, img, img_url };
  await write(db, "maintenance", value);
  return value;
}

/** Clears it: GET /api/maintenance answers `{}` and the popup stays closed. Keeps the last id so the next set moves on. */
export async function clearMaintenance(db: DB): Promise<boolean> {
  const previous = (await read(db, "maintenance")) as { id?: number; last_id?: number } | null;
  await write(db, "maintenance", { last_id: previous?.id ?? previous?.last_id ?? 0 });
  return Boolean(previous?.id);
}

export async function popupNews(db: DB): Promise<PopupNewsItem[]> {
  const value = await read(db, "popup_news");
  return Array.isArray(value) ? (value as PopupNewsItem[]) : [];
}

export async function addNews(db: DB, title: string, html: string): Promise<PopupNewsItem> {
  const t = title.trim();
  if (!t || t.length > 120) throw new OpsInputError("title: 1-120 characters");
  const content = sanitizeHtml(html);
  if (!content) throw new OpsInputError("html: nothing left after sanitising");
  const items = await popupNews(db);
  // Ids are never reused (a browser remembers the ids it closed): the highest ever given is kept beside the list.
  const last = Number((await read(db, "popup_news_last_id")) ?? 0);
  const item = { id: Math.max(last, ...items.map((n) => n.id)) + 1, title: t, content };
  await write(db, "popup_news", [...items, item]);
  await write(db, "popup_news_last_id", item.id);
  return item;
}

export async function removeNews(db: DB, id: number): Promise<boolean> {
  const items = await popupNews(db);
  const kept = items.filter((n) => n.id !== id);
  if (kept.length === items.length) return false;
  await write(db, "popup_news", kept);
  return true;
}
