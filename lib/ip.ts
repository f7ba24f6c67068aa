/** The IP lookup's address: configurable, defaulting to the site's own endpoint (nothing outside is reachable). */
export const IP_LOOKUP_URL = process.env.NEXT_PUBLIC_IP_LOOKUP_URL || "/api/ip";
const IP_LOOKUP_TIMEOUT_MS = 5_000;

/**
 * Look up the client's address, abort after 5 s and fall back to `{ ip }` — the address known
 * before (or "" the first time). Never throws.
 */
export async function lookupIp(
  previous = "",
  fetcher: typeof fetch = fetch,
  timeoutMs = IP_LOOKUP_TIMEOUT_MS,
): Promise<{ ip: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetcher(IP_LOOKUP_URL, { signal: controller.signal, headers: { accept: "application/json" } });
    if (!res.ok) return { ip: previous };
    const json = (await res.json()) as { ip?: unknown };
    return { ip: typeof json.ip === "string" && json.ip.length <= 64 ? json.ip : previous };
  } catch {
    return { ip: previous };
  } finally {
    clearTimeout(timer);
  }
}
