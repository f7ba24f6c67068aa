import { NextResponse, type NextRequest } from "next/server";
import { GUEST_ONLY, MEMBER_ONLY, matchesRoute, paths } from "@/lib/paths";
import { REFERRAL_COOKIE, REFERRAL_MAX_AGE, referralKeyOf } from "@/lib/referral";
import { IP_LOOKUP_URL } from "@/lib/ip";
import { newNonce, originOf, pageCsp } from "@/lib/security-headers";
import { serverEnv } from "@/server/env";

/** The page the service worker precaches and shows offline: one copy for everyone, so it is rendered without cookies. */
const OFFLINE_PAGE = "/offline";
/** The built-in demo game provider's pages: a separate "site" that only needs the page policy, not the guards. */
const PROVIDER_PAGES = "/demo-provider/";

/**
 * Every page request passes here first.
 *
 * The page policy (lib/security-headers.ts): a fresh nonce per response, in the Content-Security-Policy header sent to
 * the browser and in the request header Next.js reads it from, so Next puts it on its own scripts (which is why every
 * page is rendered per request). Route guards from cookies alone: member-only routes send a visitor to
 * /login?redirect=…, and /login, /register and /forgetpassword send a member home. The API checks the token itself on
 * every call. /cheat is left to its page, which shows a visitor the login popup; /authenticate(ion) is
 * neither. Referral links (/u, /u/{key}, ?ref={key} on any page) keep a well-formed key in ck-refferal and go to /register.
 */
export function proxy(request: NextRequest) {
  const csp = pageCsp({
    nonce: newNonce(),
    dev: process.env.NODE_ENV === "development",
    connect: [originOf(IP_LOOKUP_URL)].filter((o): o is string => o !== null),
  });
  const res = route(request) ?? render(request, csp);
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

/** A redirect when a guard or a referral link sends the visitor elsewhere; null to render the page. */
function route(request: NextRequest): NextResponse | null {
  const { pathname, search, searchParams } = request.nextUrl;
  if (pathname.startsWith(PROVIDER_PAGES)) return null;

  const referral = referralOf(pathname, searchParams);
  if (referral) return toRegister(request, referral.key);

  const token = request.cookies.get("jwt")?.value;
  const expiresAt = Number(request.cookies.get("expirationDate")?.value);
  const loggedIn = Boolean(token) && Number.isFinite(expiresAt) && expiresAt > Date.now();

  if (!loggedIn && matchesRoute(pathname, MEMBER_ONLY)) {
    const url = request.nextUrl.clone();
    url.pathname = "/login";
    url.search = `?redirect=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }
  if (loggedIn && matchesRoute(pathname, GUEST_ONLY)) {
    const url = request.nextUrl.clone();
    url.pathname = "/";
    url.search = "";
    return NextResponse.redirect(url);
  }
  return null;
}

/** Renders the page with the policy on the request, where Next.js finds the nonce. */
function render(request: NextRequest, csp: string): NextResponse {
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", csp);
  // The service worker stores this page once and shows it to whoever is offline: it must be the visitor's version.
  if (request.nextUrl.pathname === OFFLINE_PAGE) headers.delete("cookie");
  return NextResponse.next({ request: { headers } });
}

/** A referral link, and its key when the key is well-formed (a malformed one still leads to /register). */
function referralOf(pathname: string, query: URLSearchParams): { key: string | null } | null {
  const u = /^\/u(?:\/([^/]*))?\/?$/.exec(pathname);
  if (u) return { key: referralKeyOf(u[1] ? safeDecode(u[1]) : null) };
  if (query.has("ref")) return { key: referralKeyOf(query.get("ref")) };
  return null;
}

function toRegister(request: NextRequest, key: string | null): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = paths.register();
  url.search = "";
  const res = NextResponse.redirect(url);
  if (key) {
    res.cookies.set(REFERRAL_COOKIE, key, {
      maxAge: REFERRAL_MAX_AGE,
      path: "/",
      sameSite: "lax",
      httpOnly: false,
      secure: serverEnv().COOKIE_SECURE,
    });
  }
  return res;
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

// Not the API (JSON answers get their policy from next.config.ts) or static files; the demo provider's pages yes.
// Not /form/* either: for a POST that passes through here, Next reads the whole body (and waits for its last byte)
// before the route runs, so the forms' 8 KB cap (server/forms/post.ts) could never act. They render no page.
export const config = {
  matcher: ["/((?!api/|form/|demo-provider/api/|_next/|sw\\.js|serwist/|fonts/|art/|icons/|favicon|manifest\\.webmanifest|robots\\.txt).*)"],
};
