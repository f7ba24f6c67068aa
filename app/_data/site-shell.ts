import "server-only";
import { cache } from "react";
import type { Banner, SiteInfo } from "@/lib/api/contract/site";
import { serverApi } from "@/server/api/server-client";
import { pageSession } from "./page-session";
import { SITE_INFO } from "@/server/db/seed-data";
import { checkedUrl, withSafeLinks } from "@/server/site/urls";
import { log } from "@/server/observability/log";

export interface SiteShell {
  info: SiteInfo;
  banners: Banner[];
}

/**
 * Site info and banners for the layout, once per request. When the backend cannot answer, the page still renders
 * with the defaults (the error is only logged, never shown). Every link passes the URL rule
 * (lib/safe-url.ts) before any page renders it: one that fails is emptied, and an empty link is not shown.
 */
export const loadSiteShell = cache(async (): Promise<SiteShell> => {
  // Nothing prerendered at build time may open the database (every page is rendered per request for its CSP nonce).
  if (process.env.NEXT_PHASE === "phase-production-build") return { info: SITE_INFO, banners: [] };
  // The member's bearer, when there is one: an operator's backend may answer per member (QA mode's scenarios do).
  const api = serverApi((await pageSession()).token);
  const [info, list] = await Promise.all([
    api("GET /api/site-info").then((r) => r.data).catch((e: unknown) => fallback("site-info", e, SITE_INFO)),
    api("GET /api/banners").then((r) => r.data).catch((e: unknown) => fallback("banners", e, [] as Banner[])),
  ]);
  return { info: withSafeLinks(info), banners: list.map((b) => ({ ...b, link: checkedUrl(b.link) })) };
});

function fallback<T>(what: string, error: unknown, value: T): T {
  log.warn({ err: error, what }, "site: unavailable, using defaults");
  return value;
}
