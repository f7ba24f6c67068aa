import "server-only";
import { serverEnv } from "@/server/env";
import { PROTO_HEADER } from "@/server/http/gate";

export interface OriginConfig {
  /** SITE_ORIGIN: the public origin, when configured. */
  siteOrigin?: string;
  /** TRUSTED_PROXY_HOPS: above 0, a reverse proxy in front sets X-Forwarded-Proto and Host / X-Forwarded-Host. */
  trustedProxyHops: number;
}

const fromEnv = (): OriginConfig => {
  const env = serverEnv();
  return { siteOrigin: env.SITE_ORIGIN, trustedProxyHops: env.TRUSTED_PROXY_HOPS };
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
