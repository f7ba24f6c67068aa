import type { Game } from "@/lib/api/contract/games";
import type { Banner, SiteInfo } from "@/lib/api/contract/site";
import { BANNERS, GAME_HOSTS, GAMES, SITE_INFO } from "@/server/db/seed-data";

/**
 * What the site shows when an operator's backend has no call for it (the family has no site info,
 * banners or game lists): the site's own defaults, the same content the reference API seeds (server/db/seed-data.ts,
 * read only). Game ids follow the seed's order, as a fresh embedded database numbers them.
 */
export const defaultSiteInfo: SiteInfo = { ...SITE_INFO };

export const defaultBanners: Banner[] = BANNERS.map((b, i) => ({ id: i + 1, title: b.title, image: b.image, link: b.link }));

export const defaultGames: Game[] = GAMES.map(([slug, name, provider, category, flags, rtp, volatility], i) => ({
  id: i + 1,
  slug,
  name,
  provider,
  category,
  image: `/art/games/${slug}.svg`,
  is_new: flags.includes("n"),
  is_hot: flags.includes("h"),
  rtp: rtp ?? null,
  volatility: volatility ?? null,
}));

export const defaultGameHosts = GAME_HOSTS.map((h) => ({ ...h }));
