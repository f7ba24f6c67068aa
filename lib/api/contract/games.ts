import * as z from "zod/mini";
import { activityText } from "@/lib/i18n/th/activity";
import { gameText } from "@/lib/i18n/th/game";
import { defineCall } from "./define";
import { rowId } from "./fields";
import { pageFields, pageLimit, pageQuery } from "./paging";
import { categoryKeys } from "./constants";

export { categoryKeys, GAMES_PAGE_SIZE } from "./constants";

export const category = z.enum(categoryKeys);
export type Category = z.infer<typeof category>;

export const game = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  category,
  image: z.string(),
  is_new: z._default(z.boolean(), false),
  is_hot: z._default(z.boolean(), false),
  rtp: z._default(z.nullable(z.number()), null),
  volatility: z._default(z.nullable(z.enum(["low", "medium", "high"])), null),
});
export type Game = z.infer<typeof game>;


/**
 * `GET /customers/{product}`: the games of one category, in the operator's order (then by id). With
 * `limit`, a page: `next_cursor` (null on the last page) and `total`; `cursor` continues after the page before.
 */
export const customersProduct = defineCall({
  method: "GET",
  path: "/api/customers/{product}",
  summary: "The games of one category (product); with limit, a page (next_cursor, total)",
  auth: false,
  params: z.object({ product: category }),
  query: z.object(pageQuery),
  response: z.object({ success: z.optional(z.boolean()), data: z.array(game), ...pageFields }),
  errors: { 422: "{ errors: { limit | cursor } }" },
});

/** Without `limit`, every hit game in the operator's order; with it, up to `limit` taken in turn from each category. */
export const hotGames = defineCall({
  method: "GET",
  path: "/api/games/hot",
  summary: "Hit games for the landing page; with limit, that many taken in turn from each category",
  auth: false,
  query: z.object({ limit: z.optional(pageLimit) }),
  response: z.object({ data: z.array(game) }),
  errors: { 422: "{ errors: { limit } }" },
});

/** The slot games (slot, slot ITP, hack-slot) with a published RTP, highest first: the honest formula pages' table. */
export const slotRtp = defineCall({
  method: "GET",
  path: "/api/games/rtp",
  summary: "Slot games by published RTP, highest first; with limit, a page (next_cursor, total)",
  auth: false,
  query: z.object(pageQuery),
  response: z.object({ data: z.array(game), ...pageFields }),
  errors: { 422: "{ errors: { limit | cursor } }" },
});

/** A game host: 1-7. */
export const gameHostId = z
  .number({ error: gameText.unknownHost })
  .check(z.int(gameText.unknownHost), z.minimum(1, gameText.unknownHost), z.maximum(7, gameText.unknownHost));

/**
 * A URL on the chosen host carrying only a random token that works once, within 60 seconds. A member
 * without a completed first deposit is refused with `{ success: false, msg }`.
 */
export const gameLaunch = defineCall({
  method: "POST",
  path: "/api/games/launch",
  summary: "A short-lived, single-use launch URL for one host and game",
  auth: true,
  body: z.object({ host: gameHostId, game: z.optional(rowId(gameText.unknownGame)) }),
  response: z.object({ url: z.string() }),
  errors: {
    400: "{ success: false, msg: 'please make the first deposit to play' }",
    401: "Unauthenticated.",
    422: "unknown host or game",
  },
});

/**
 * The API family's game launch (`GET /api/customers/login-game` → `{success, url}`): the same launch
 * as POST /api/games/launch on a host picked at random. The URL carries only the single-use, 60-second
 * launch token — never the member's password or session (docs/product.md#deliberate-deviations).
 */
export const customersLoginGame = defineCall({
  method: "GET",
  path: "/api/customers/login-game",
  summary: "The family's game launch: a short-lived, single-use launch URL on a random host",
  auth: true,
  response: z.object({ success: z.boolean(), url: z.string() }),
  errors: {
    400: "{ success: false, msg: 'please make the first deposit to play' }",
    401: "Unauthenticated.",
  },
});

export const activityTargets = ["football", "lotto"] as const;
export const activityTarget = z.enum(activityTargets, { error: activityText.unknownTarget });
export type ActivityTarget = z.infer<typeof activityTarget>;

/** `{activity base}/{football|lotto}?access_token=…` with a single-use, 60-second ticket, never the session. */
export const activityTicket = defineCall({
  method: "POST",
  path: "/api/activity/ticket",
  summary: "A single-use, 60-second ticket for the activity site",
  auth: true,
  body: z.object({ target: activityTarget }),
  response: z.object({ url: z.string() }),
  errors: { 401: "Unauthenticated." },
});

/**
 * Called by the activity site's server with the access_token it received: the member's opaque id (never the phone)
 * and what the ticket was for. Works once, within 60 seconds of the ticket being made.
 */
export const activityRedeem = defineCall({
  method: "POST",
  path: "/api/activity/redeem",
  summary: "The activity site exchanges a ticket (once) for the member's opaque id",
  auth: false,
  body: z.object({ access_token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: z.object({ member: z.string(), target: activityTarget }),
  errors: { 422: "unknown, used or expired ticket" },
});
