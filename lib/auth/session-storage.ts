import Cookies from "js-cookie";

/** The session's storage keys. The bearer lives only in the HttpOnly `jwt` cookie; these hold the expiry. */
const STORAGE = { token: "token", tokenExpiration: "tokenExpiration", expiryCookie: "expirationDate" } as const;

/** After a login: remember when the session ends (ms since epoch). */
export function storeExpiry(expiresInSeconds: number, now = Date.now()): number {
  const at = now + expiresInSeconds * 1000;
  try {
    localStorage.setItem(STORAGE.tokenExpiration, String(at));
  } catch {
    // private mode: the expirationDate cookie the server set still carries it
  }
  return at;
}

/** When the session ends, from local storage or the readable cookie; null when unknown. */
export function readExpiry(): number | null {
  let raw: string | null | undefined = null;
  try {
    raw = localStorage.getItem(STORAGE.tokenExpiration);
  } catch {
    raw = null;
  }
  raw ??= Cookies.get(STORAGE.expiryCookie);
  const at = Number(raw);
  return raw && Number.isFinite(at) ? at : null;
}

/** Logout: clear cookies, stored token and expiry (the HttpOnly jwt is cleared by the server). */
export function clearStoredSession(): void {
  try {
    localStorage.removeItem(STORAGE.token);
    localStorage.removeItem(STORAGE.tokenExpiration);
  } catch {
    // nothing stored
  }
  Cookies.remove(STORAGE.expiryCookie, { path: "/" });
}
