/// <reference lib="webworker" />
import type { PrecacheEntry, SerwistGlobalConfig } from "serwist";
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate } from "serwist";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/**
 * The site's worker. Member data never enters a cache: `/api/*`, pages and RSC payloads always go to the network
 * (a page is personal once logged in). Only build assets, fonts and artwork are cached. Offline navigations get
 * the precached /offline page.
 */
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/"), handler: new NetworkOnly() },
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly() },
    { matcher: ({ request }) => request.headers.get("RSC") === "1", handler: new NetworkOnly() },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({ cacheName: "static", plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && /^\/(art|icons)\//.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: "assets", plugins: [new ExpirationPlugin({ maxEntries: 150 })] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/image"),
      handler: new StaleWhileRevalidate({ cacheName: "images", plugins: [new ExpirationPlugin({ maxEntries: 100 })] }),
    },
  ],
  fallbacks: { entries: [{ url: "/offline", matcher: ({ request }) => request.mode === "navigate" }] },
});

serwist.addEventListeners();
