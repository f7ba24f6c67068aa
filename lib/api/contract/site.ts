import * as z from "zod/mini";
import { defineCall } from "./define";

export const siteInfo = z.object({
  name: z.string(),
  /** The site's messaging-app link (support and friend-adding). */
  line: z.string(),
  /** The VIP friend-add link shown in the notification dialog. */
  vip_line: z._default(z.string(), ""),
  /** Base URL of the external activity site (football and lottery prediction). */
  activity: z.string(),
  game_link: z._default(z.string(), ""),
  referral: z._default(z.string(), ""),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const siteInfoCall = defineCall({
  method: "GET",
  path: "/api/site-info",
  summary: "Site name, messaging link, VIP link and activity base",
  auth: false,
  response: z.object({ data: siteInfo }),
});

export const banner = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  image: z.string(),
  link: z._default(z.nullable(z.string()), null),
});
export type Banner = z.infer<typeof banner>;

export const banners = defineCall({
  method: "GET",
  path: "/api/banners",
  summary: "Banner slider images, in display order",
  auth: false,
  response: z.object({ data: z.array(banner) }),
});

export const maintenance = defineCall({
  method: "GET",
  path: "/api/maintenance",
  summary: "The maintenance announcement, if any (a record with an id opens the popup)",
  auth: false,
  response: z.object({
    success: z.optional(z.boolean()),
    id: z.optional(z.nullable(z.number().check(z.int()))),
    content: z.optional(z.nullable(z.string())),
    img: z.optional(z.nullable(z.string())),
    img_url: z.optional(z.nullable(z.string())),
  }),
});

export const popupNews = defineCall({
  method: "GET",
  path: "/api/news/popup",
  summary: "Promotion news shown in a popup (title and HTML content)",
  auth: false,
  response: z.object({ data: z.array(z.object({ id: z.number().check(z.int()), title: z.string(), content: z.string() })) }),
});

export const gameHosts = defineCall({
  method: "GET",
  path: "/api/game-hosts",
  summary: "The 7 game hosts a launch picks from",
  auth: false,
  response: z.object({ data: z.array(z.object({ id: z.number().check(z.int(), z.minimum(1), z.maximum(7)), url: z.string() })) }),
});
