import "server-only";
import { createApiClient, type ApiClient } from "@/lib/api/client";
import { serverEnv } from "@/server/env";
import { dispatch } from "./dispatch";
import { forward } from "./forward";

/**
 * The typed client for server components: the same contract and parsing as the browser's, answered in-process by
 * the embedded API, or by the operator's backend over HTTP. `token` is the member's bearer, if any.
 */
export function serverApi(token?: string | null): ApiClient {
  const base = serverEnv().API_BASE_URL;
  return createApiClient({
    baseUrl: base ?? "http://embedded.local",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: base ? forward : dispatch,
  });
}
