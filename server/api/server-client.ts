import "server-only";
import { createApiClient, type ApiClient } from "@/lib/api/client";
import { type CallRef, isCallRef } from "@/lib/api/call-ref";
import type { Call } from "@/lib/api/contract/define";
import { serverEnv } from "@/server/env";
import { dispatch } from "./dispatch";
import { forward } from "./forward";
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
 * The typed client for server components: the same contract and parsing as the browser's, answered in-process by
 * the embedded API, or by the operator's backend over HTTP. `token` is the member's bearer, if any.
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
    fetch: base ? forward : dispatch,
  });
  if (base && token) return client;
  return (async (ref: Call | CallRef, input?: Parameters<ApiClient>[1]) => {
    const call = isCallRef(ref) ? await ref.load() : ref;
    if (call.method !== "GET" || !SHARED_PATHS.has(call.path)) return client(call, input);
    const key = `${call.path} ${JSON.stringify(input?.params ?? {})} ${JSON.stringify(input?.query ?? {})}`;
    return shared(key, !base, () => client(call, { params: input?.params, query: input?.query }));
  }) as ApiClient;
}
