import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { banners, gameHosts, settings } from "@/server/db/schema";
import { siteInfo, type SiteInfo } from "@/lib/api/contract/site";

async function setting(db: DB, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? null;
}

export async function getSiteInfo(db: DB): Promise<SiteInfo> {
  return siteInfo.parse(await setting(db, "site_info"));
}

export async function listBanners(db: DB) {
  return db
    .select({ id: banners.id, title: banners.title, image: banners.image, link: banners.link })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sort), asc(banners.id));
}

/** The maintenance record, or an empty object when there is none (the popup stays closed). */
export async function getMaintenance(db: DB) {
  const value = (await setting(db, "maintenance")) as { id?: number; content?: string; img?: string; img_url?: string } | null;
  return value?.id ? value : {};
}

export async function listPopupNews(db: DB) {
  const value = await setting(db, "popup_news");
  return Array.isArray(value) ? (value as { id: number; title: string; content: string }[]) : [];
}

export async function listGameHosts(db: DB) {
  return db.select().from(gameHosts).orderBy(asc(gameHosts.id));
}
