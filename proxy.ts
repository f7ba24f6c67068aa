import { NextResponse, type NextRequest } from "next/server";
import { GUEST_ONLY, MEMBER_ONLY, matchesRoute } from "@/lib/paths";

/**
 * Route guards from cookies alone (DESIGN.md §3): member-only routes send a visitor to /login?redirect=…, and
 * /login, /register and /forgetpassword send a member home. The API checks the token itself on every call.
 * /cheat is left to its page, which shows a visitor the login popup (SPEC.md §2).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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

export const config = {
  matcher: ["/((?!api/|_next/|sw\\.js|serwist/|fonts/|art/|icons/|favicon|manifest\\.webmanifest|robots\\.txt).*)"],
};
