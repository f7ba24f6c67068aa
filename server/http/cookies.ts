import "server-only";
import { serverEnv } from "@/server/env";

/** The cookie names the site's clients read (docs/product.md), plus the registration token's own HttpOnly cookie. */
export const COOKIE = {
  session: "jwt",
  registration: "jwt_register",
  expiry: "expirationDate",
  /** This browser's device token (server/security/device.ts): kept across logouts, HttpOnly. */
  device: "gm_device",
  /** A back-office staff session (server/api/backoffice.ts): HttpOnly, SameSite=Strict, never a member's. */
  staff: "gm_staff",
} as const;

export interface CookieOptions {
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  /** Lax unless said: Strict keeps the cookie off every request another site starts (the back office's). */
  sameSite?: "Lax" | "Strict";
}

export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${Math.max(0, Math.floor(o.maxAge))}`, `SameSite=${o.sameSite ?? "Lax"}`];
  if (o.httpOnly) parts.push("HttpOnly");
  if (o.secure) parts.push("Secure");
  return parts.join("; ");
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Whether cookies carry `Secure`: COOKIE_SECURE, on by default in a production build. A setting, not a guess from
 * the request: X-Forwarded-Proto is whatever the client or a misconfigured proxy says, and a session cookie sent
 * once over plain http is a session anyone on the network can take.
 */
export const secureCookies = (): boolean => serverEnv().COOKIE_SECURE;
