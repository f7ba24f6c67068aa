/**
 * The browser security headers, built in one place: next.config.ts puts the common ones on every response and the
 * API policy on JSON answers; proxy.ts puts a page policy with a fresh nonce on every page; the request gate puts
 * the API policy on the answers it gives itself. No imports: next.config.ts loads this file directly.
 */

export type Header = { key: string; value: string };

/** Browser features the site never uses; anything here is denied to the site and to anything it could embed. */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** HSTS: a year, subdomains included. Sent by production builds only; browsers ignore it over plain http. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Headers every response carries, pages, API answers and static files alike. */
export function commonHeaders({ production }: { production: boolean }): Header[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: DENIED_FEATURES.map((f) => `${f}=()`).join(", ") },
    // Legacy twin of frame-ancestors 'none', for browsers without CSP level 2.
    { key: "X-Frame-Options", value: "DENY" },
    // Game and activity tabs are opened without an opener; no other window keeps a handle on a page of this site.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(production ? [{ key: "Strict-Transport-Security", value: HSTS }] : []),
  ];
}

/** JSON answers (the API, the demo provider's spin): nothing in them may load, run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** 128 random bits, base64: a page's script nonce (a new one for every response). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PageCspOptions {
  nonce: string;
  /** `next dev`: React's dev tools need eval. Never in a production build. */
  dev?: boolean;
  /** Origins fetch() may reach besides this site (e.g. an external IP lookup, NEXT_PUBLIC_IP_LOOKUP_URL). */
  connect?: string[];
}

/**
 * The pages' policy. Scripts run only with this response's nonce ('strict-dynamic' lets those scripts load the
 * chunks they need); no inline script without it, no eval, no plugin, no <base>, no framing; forms post only here.
 * Inline styles are allowed: React renders style attributes and toasts inject a <style> —
 * a nonce in style-src would switch 'unsafe-inline' off for both.
 */
export function pageCsp({ nonce, dev = false, connect = [] }: PageCspOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...connect],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["media-src", "'self'"],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** The origin of an absolute http(s) URL, for connect-src; null for a path on this site or anything else. */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
