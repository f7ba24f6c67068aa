import "server-only";
import { serverEnv } from "@/server/env";

/**
 * The caller's address, from `X-Forwarded-For`.
 *
 * Next's server only fills that header when it is absent (`x-forwarded-for ??= socket address`), so whatever a
 * client sends arrives untouched: the leftmost entries are the client's own words and must never be trusted. Only
 * entries appended by proxies we run are. So we count from the right:
 *
 * - `TRUSTED_PROXY_HOPS=0` (default): the last entry. Right for one reverse proxy that appends the address it saw
 *   (nginx `$proxy_add_x_forwarded_for`, most load balancers) or overwrites the header. With no proxy at all, a
 *   client that sends the header chooses its own address: production must run behind a proxy.
 * - `TRUSTED_PROXY_HOPS=n`: the entry n places before the last, for n more proxies chained behind the first
 *   (e.g. a CDN in front of a load balancer: 1).
 *
 * A header shorter than that falls back to its first entry (nothing better is known).
 */
export function clientIpOf(request: Request, hops: number = serverEnv().TRUSTED_PROXY_HOPS): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chosen = entries.length > 0 ? entries[Math.max(0, entries.length - 1 - hops)] : undefined;
  const ip = chosen || request.headers.get("x-real-ip")?.trim() || "";
  return ip.replace(/^::ffff:/, "").slice(0, 64);
}
