import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { banners, gameHosts, settings } from "@/server/db/schema";
import { siteInfo, type SiteInfo } from "@/lib/api/contract/site";
import { sanitizeHtml } from "@/server/messages/sanitize";
import { checkedUrl, withSafeLinks } from "./urls";

async function setting(db: DB, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? null;
}

/**
 * The stored URLs passed the rule when written (seed, database CHECK); they are checked again on the way out, because
 * the CHECK cannot know whether this process runs in demo mode (http: allowed) and a row can be edited by hand.
 */
export async function getSiteInfo(db: DB): Promise<SiteInfo> {
  return withSafeLinks(siteInfo.parse(await setting(db, "site_info")));
}

export async function listBanners(db: DB) {
  const rows = await db
    .select({ id: banners.id, title: banners.title, image: banners.image, link: banners.link })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ ...b, link: checkedUrl(b.link) }));
}

/** The maintenance record, or an empty object when there is none (the popup stays closed). */
export async function getMaintenance(db: DB) {
  const value = (await setting(db, "maintenance")) as { id?: number; content?: string; img?: string; img_url?: string } | null;
  if (!value?.id) return {};
  // Sanitised again on the way out: the row may have been written by hand (server/messages/sanitize.ts).
  const out = { id: value.id, content: sanitizeHtml(value.content ?? ""), img: value.img ? checkedUrl(value.img) : null };
  return { ...out, img_url: value.img_url ? checkedUrl(value.img_url) : null };
}

export async function listPopupNews(db: DB) {
  const value = await setting(db, "popup_news");
  const items = Array.isArray(value) ? (value as { id: number; title: string; content: string }[]) : [];
  return items.map((n) => ({ id: n.id, title: String(n.title), content: sanitizeHtml(String(n.content ?? "")) }));
}

/** Hosts whose address fails the URL rule are left out: nothing could launch them (server/provider/demo/launch.ts). */
export async function listGameHosts(db: DB) {
  const rows = await db.select().from(gameHosts).orderBy(asc(gameHosts.id));
  return rows.filter((h) => checkedUrl(h.url) !== null);
}
