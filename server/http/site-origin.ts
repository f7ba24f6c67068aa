import "server-only";
import { serverEnv } from "@/server/env";
import { PROTO_HEADER } from "./gate";

export interface OriginConfig {
  /** SITE_ORIGIN: the public origin, when configured. */
  siteOrigin?: string;
  /** TRUSTED_PROXY_HOPS: above 0, a reverse proxy in front sets X-Forwarded-Proto and Host / X-Forwarded-Host. */
  trustedProxyHops: number;
  /** API_CLIENT_ORIGINS: other origins whose pages are bearer clients (token in the body, CORS). */
  apiClientOrigins?: readonly string[];
}

const fromEnv = (): OriginConfig => {
  const env = serverEnv();
  return { siteOrigin: env.SITE_ORIGIN, trustedProxyHops: env.TRUSTED_PROXY_HOPS, apiClientOrigins: env.API_CLIENT_ORIGINS };
};

const first = (value: string | null) => value?.split(",")[0]?.trim() || null;

/**
 * This site's origin as the browser sees it, scheme included:
 * - `SITE_ORIGIN` when set (the only choice that trusts no request header);
 * - behind a trusted proxy (`TRUSTED_PROXY_HOPS` > 0): the scheme the proxy reports in X-Forwarded-Proto (the TLS it
 *   terminated) and the host it forwards (X-Forwarded-Host, else Host);
 * - no proxy: the connection's own scheme, stamped by the request gate (server/http/gate.ts; `next start` speaks
 *   plain http) and the Host header. A client-sent X-Forwarded-Proto is never read.
 */
export function siteOriginOf(request: Request, config: OriginConfig = fromEnv()): string | null {
  if (config.siteOrigin) return config.siteOrigin;
  const proxied = config.trustedProxyHops > 0;
  const url = new URL(request.url);
  const scheme =
    (proxied ? first(request.headers.get("x-forwarded-proto")) : first(request.headers.get(PROTO_HEADER))) ?? url.protocol.replace(":", "");
  const host = (proxied ? first(request.headers.get("x-forwarded-host")) : null) ?? request.headers.get("host") ?? url.host;
  try {
    // Through URL: lower case, and a default port (:443 on https) dropped, as browsers write Origin.
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Browsers send Origin on every cross-site POST; a request with none is not a browser form post from elsewhere.
 * Scheme and host must both match: a page on http://site (a network attacker's injection) cannot post to https://site.
 */
export function sameOrigin(request: Request, config: OriginConfig = fromEnv()): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (origin === "null") return false;
  return origin.toLowerCase() === siteOriginOf(request, config);
}

/**
 * Who is calling, from its Origin:
 * - "site": this site's own pages (Origin = SITE_ORIGIN, or the request's own origin when SITE_ORIGIN is unset), or a
 *   browser request with no Origin that says it is same-origin (`Sec-Fetch-Site: same-origin`). They keep the
 *   HttpOnly cookie and never see a token.
 * - "listed": a page on an origin of API_CLIENT_ORIGINS, a bearer client. A configured SITE_ORIGIN wins over the
 *   list; the list wins over the Host-derived origin, so a partner's proxy that passes its own Host still counts as
 *   the partner.
 * - "none": no Origin at all: a server, a mobile app, a test tool (browsers send Origin on every POST).
 * - "foreign": anything else, `Origin: null` included.
 */
export type OriginKind = "site" | "listed" | "none" | "foreign";

export function originKind(request: Request, config: OriginConfig = fromEnv()): OriginKind {
  const raw = request.headers.get("origin");
  if (raw === null) return request.headers.get("sec-fetch-site") === "same-origin" ? "site" : "none";
  const origin = raw.toLowerCase();
  if (origin === "null") return "foreign";
  if (config.siteOrigin && origin === config.siteOrigin.toLowerCase()) return "site";
  if (config.apiClientOrigins?.includes(origin)) return "listed";
  if (!config.siteOrigin && origin === siteOriginOf(request, config)) return "site";
  return "foreign";
}

/**
 * The Origin check of a state-changing request through the BFF:
 * - authenticated by `Authorization: Bearer` alone (no session cookie): passes, whatever the Origin — a page on
 *   another site cannot make a browser send our bearer;
 * - otherwise the site's own origin, or no Origin (not a browser post from elsewhere), as sameOrigin;
 * - a listed API client's origin only without a session cookie: a listed origin never acts with the member's cookie.
 */
export function originAllowed(request: Request, sessionCookie: boolean, config: OriginConfig = fromEnv()): boolean {
  const bearer = /^bearer\s+\S/i.test(request.headers.get("authorization") ?? "");
  if (bearer && !sessionCookie) return true;
  const kind = originKind(request, config);
  if (kind === "site" || kind === "none") return true;
  return kind === "listed" && !sessionCookie;
}

/** A path on this site as an address a client on another origin can open (anything else is left as it is). */
export function onThisSite(request: Request, url: string, config: OriginConfig = fromEnv()): string {
  if (!url.startsWith("/") || url.startsWith("//")) return url;
  const origin = siteOriginOf(request, config);
  return origin ? `${origin}${url}` : url;
}
