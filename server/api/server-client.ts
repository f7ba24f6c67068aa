import "server-only";
import { createApiClient, type ApiClient, type CallName } from "@/lib/api/client";
import { serverEnv } from "@/server/env";
import { dispatch } from "./dispatch";
import { forward } from "./forward";
import { asRead } from "./reading";
import { shared } from "./shared-cache";

/** What every visitor's page shows alike: answered from the shared cache (shared-cache.ts) between requests. */
const SHARED_PATHS: ReadonlySet<string> = new Set([
  "/api/site-info",
  "/api/banners",
  "/api/game-hosts",
  "/api/games/hot",
  "/api/games/rtp",
  "/api/customers/{product}",
]);

/**
 * The typed client for server components, the browser's own: answered in-process by the embedded API, or by the
 * operator's backend over HTTP through the forwarder, each checking the answer against the contract. `token` is the member's bearer, if any.
 *
 * The shell's calls are shared between requests: the embedded API answers them alike for everyone; an operator's
 * backend might answer a member differently, so there only a visitor's are shared. Callers treat the answers as
 * read-only.
 */
export function serverApi(token?: string | null): ApiClient {
  const base = serverEnv().API_BASE_URL;
  const client = createApiClient({
    baseUrl: base ?? "http://embedded.local",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // The server components read answers as the site's pages do: the contract's reading, made where they were checked.
    fetch: async (request) => asRead(await (base ? forward : dispatch)(request)),
  });
  if (base && token) return client;
  return (async (name: CallName, input?: Parameters<ApiClient>[1]) => {
    const path = name.slice("GET ".length);
    if (!name.startsWith("GET ") || !SHARED_PATHS.has(path)) return client(name, input);
    const key = `${path} ${JSON.stringify(input?.params ?? {})} ${JSON.stringify(input?.query ?? {})}`;
    return shared(key, !base, () => client(name, { params: input?.params, query: input?.query }));
  }) as ApiClient;
}
