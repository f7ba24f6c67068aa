import { z } from "zod";
import { defineCall } from "./define";

export const siteInfo = z.object({
  name: z.string(),
  /** The site's messaging-app link (support and friend-adding). */
  line: z.string(),
  /** The VIP friend-add link shown in the notification dialog. */
  vip_line: z.string().default(""),
  /** Base URL of the external activity site (football and lottery prediction). */
  activity: z.string(),
  game_link: z.string().default(""),
  referral: z.string().default(""),
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
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable().default(null),
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
    success: z.boolean().optional(),
    id: z.number().int().nullable().optional(),
    content: z.string().nullable().optional(),
    img: z.string().nullable().optional(),
    img_url: z.string().nullable().optional(),
  }),
});

export const popupNews = defineCall({
  method: "GET",
  path: "/api/news/popup",
  summary: "Promotion news shown in a popup (title and HTML content)",
  auth: false,
  response: z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })) }),
});

export const gameHosts = defineCall({
  method: "GET",
  path: "/api/game-hosts",
  summary: "The 7 game hosts a launch picks from",
  auth: false,
  response: z.object({ data: z.array(z.object({ id: z.number().int().min(1).max(7), url: z.string() })) }),
});
