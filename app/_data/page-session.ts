import "server-only";
import { cookies } from "next/headers";
import { COOKIE } from "@/server/http/cookies";

/**
 * What a page render knows of the visitor from cookies alone: the HttpOnly bearer and the readable expiry.
 * The API still checks the token on every call; this only picks the visitor or member variant to render.
 */
export async function pageSession(): Promise<{ loggedIn: boolean; token: string | null }> {
  const jar = await cookies();
  const token = jar.get(COOKIE.session)?.value ?? null;
  const expiresAt = Number(jar.get(COOKIE.expiry)?.value);
  const loggedIn = Boolean(token) && Number.isFinite(expiresAt) && expiresAt > Date.now();
  return { loggedIn, token: loggedIn ? token : null };
}
