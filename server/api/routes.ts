import "server-only";
import * as auth from "@/lib/api/contract/auth";
import * as customers from "@/lib/api/contract/customers";
import * as site from "@/lib/api/contract/site";
import * as games from "@/lib/api/contract/games";
import { login } from "@/server/auth/login";
import { revokeSession } from "@/server/auth/sessions";
import { getProfile } from "@/server/customers/profile";
import { getMaintenance, getSiteInfo, listBanners, listGameHosts, listPopupNews } from "@/server/site/site";
import { gamesOf, hotGames } from "@/server/games/catalog";
import { route } from "./route";

/** The embedded API's route table: each row parses with its contract, calls one domain function, answers. */
export const routes = [
  route(auth.login, ({ body }, { db, ip, request }) =>
    login(db, { ...body, ip, userAgent: request.headers.get("user-agent") ?? undefined }),
  ),
  route(auth.logout, async (_, { db, session }) => {
    await revokeSession(db, session.id);
    return { success: true };
  }),
  route(auth.ip, async (_, { ip }) => ({ ip })),
  route(customers.customersProfile, async (_, { db, session }) => ({ data: await getProfile(db, session.memberId) })),
  route(site.siteInfoCall, async (_, { db }) => ({ data: await getSiteInfo(db) })),
  route(site.banners, async (_, { db }) => ({ data: await listBanners(db) })),
  route(site.maintenance, (_, { db }) => getMaintenance(db)),
  route(site.popupNews, async (_, { db }) => ({ data: await listPopupNews(db) })),
  route(site.gameHosts, async (_, { db }) => ({ data: await listGameHosts(db) })),
  route(games.hotGames, async (_, { db }) => ({ data: await hotGames(db) })),
  route(games.customersProduct, async ({ params }, { db }) => ({ data: await gamesOf(db, params.product) })),
];
