import "server-only";
import { serverEnv } from "@/server/env";
import { PEER_HEADER } from "./gate";

/**
 * The caller's address, as `TRUSTED_PROXY_HOPS` says to read it.
 *
 * The chain is every `X-Forwarded-For` entry followed by the connection's own address (`x-gm-peer`, stamped by the
 * request gate on every request — server/http/gate.ts — so no client can choose it). A client may write anything
 * into `X-Forwarded-For`; only entries appended by proxies we run are true. So we count from the right, skipping
 * the trusted proxies:
 *
 * - `TRUSTED_PROXY_HOPS=0` (default, no proxy in front): the connection's address. The header is never read.
 * - `TRUSTED_PROXY_HOPS=1`: one reverse proxy that appends the address it saw (nginx `$proxy_add_x_forwarded_for`,
 *   most load balancers): the last header entry.
 * - `TRUSTED_PROXY_HOPS=n`: n proxies chained (e.g. a CDN in front of a load balancer: 2).
 *
 * A chain shorter than that falls back to its first entry. Requests built inside this process (the BFF's call to
 * the embedded API, unit tests) carry no peer: their last header entry stands in for it.
 */
export function clientIpOf(request: Request, hops: number = serverEnv().TRUSTED_PROXY_HOPS): string {
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const peer = request.headers.get(PEER_HEADER)?.trim();
  if (peer) chain.push(peer);
  const chosen = chain.length > 0 ? chain[Math.max(0, chain.length - 1 - hops)] : undefined;
  const ip = chosen || request.headers.get("x-real-ip")?.trim() || "";
  return ip.replace(/^::ffff:/, "").slice(0, 64);
}
