import { NextResponse, type NextRequest } from "next/server";
import { GUEST_ONLY, MEMBER_ONLY, matchesRoute, paths } from "@/lib/paths";
import { REFERRAL_COOKIE, REFERRAL_MAX_AGE, referralKeyOf } from "@/lib/referral";

/**
 * Route guards from cookies alone (DESIGN.md §3): member-only routes send a visitor to /login?redirect=…, and
 * /login, /register and /forgetpassword send a member home. The API checks the token itself on every call.
 * /cheat is left to its page, which shows a visitor the login popup (SPEC.md §2); /authenticate(ion) is neither.
 * Referral links (/u, /u/{key}, ?ref={key} on any page) keep a well-formed key in ck-refferal and go to /register.
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;

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
  return NextResponse.next();
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
      secure: request.nextUrl.protocol === "https:",
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

export const config = {
  matcher: ["/((?!api/|demo-provider/|_next/|sw\\.js|serwist/|fonts/|art/|icons/|favicon|manifest\\.webmanifest|robots\\.txt).*)"],
};
