import "server-only";

/**
 * The caller's address. Behind Next's server `x-forwarded-for` holds the socket address last; behind a trusted
 * reverse proxy the first entry is the client. We take the first entry, which is what the proxy in front wrote.
 */
export function clientIpOf(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  const ip = first || request.headers.get("x-real-ip")?.trim() || "";
  return ip.replace(/^::ffff:/, "").slice(0, 64);
}
