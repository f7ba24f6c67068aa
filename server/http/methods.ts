import { th } from "@/lib/i18n/th";

/** The methods a route file may export (Next answers any other itself, or the gate does first). */
export const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/**
 * The handler a route file exports for each method it does not serve: the API's 405 (server/api/dispatch.ts), in
 * Thai, with `Allow` naming the methods it does. Left unexported, Next answers an empty 405 without `Allow` (and
 * OPTIONS a 204).
 */
export function methodNotAllowed(...allow: RouteMethod[]): () => Response {
  const headers = { Allow: allow.join(", "), "Cache-Control": "no-store" };
  return () => Response.json({ message: th.api.methodNotAllowed }, { status: 405, headers });
}
