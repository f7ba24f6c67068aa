/**
 * After login the member returns only to a same-site path made of letters, digits and @ - % _ ~
 * (with `/` between segments). A query of the same characters plus `=` and `&` is kept so /history?tab=2 survives.
 * Anything else — other sites, protocol-relative `//evil`, backslashes, encoded slashes, dots, control
 * characters — goes to `/`.
 */
const SEGMENT = "[A-Za-z0-9@\\-%_~]+";
/** Segments joined by single slashes: unambiguous, so no backtracking blow-up on long hostile input. */
const PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`);
const QUERY = /^[A-Za-z0-9@\-%_~=&]*$/;
const ENCODED_SEPARATOR = /%(?:2f|5c|2e|00|0[9ad]|25)/i;

export function safeReturnTarget(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 512) return fallback;
  const q = raw.indexOf("?");
  const path = q < 0 ? raw : raw.slice(0, q);
  const query = q < 0 ? "" : raw.slice(q + 1);
  if (!PATH.test(path)) return fallback;
  if (!QUERY.test(query)) return fallback;
  if (ENCODED_SEPARATOR.test(raw)) return fallback;
  if (path === "/login" || path.startsWith("/login/")) return fallback;
  return query ? `${path}?${query}` : path;
}
