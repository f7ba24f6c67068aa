import "server-only";
import { allCalls } from "@/lib/api/contract";
import { tokenGrant } from "@/lib/api/contract/auth";
import { matchPath, type Call } from "@/lib/api/contract/define";
import { th } from "@/lib/i18n/th";
import { serverEnv } from "@/server/env";
import { DEVICE_HEADER, DEVICE_TTL_SECONDS } from "@/server/security/device";
import { COOKIE, readCookie, secureCookies, serializeCookie } from "./cookies";
import { clientIpOf } from "./client-ip";
import { readBody } from "./body";
import { dispatch } from "./dispatch";
import { forward } from "./forward";
import { HttpError } from "./http-error";
import { sameOrigin } from "./site-origin";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PASSED_HEADERS = ["accept", "content-type", "user-agent", "idempotency-key", "accept-language", "x-signature", "x-timestamp"];

/**
 * The site's side of every `/api/*` call (DESIGN.md §3): checks Origin on state changes, turns the HttpOnly cookie
 * into a bearer, sends the call to the embedded API or the operator's backend, and moves any token the answer
 * carries into the cookie, so browser JavaScript never holds it.
 */
export async function handleApi(request: Request): Promise<Response> {
  if (request.method === "HEAD") {
    // HEAD is GET without the body (RFC 9110 §9.3.2): the same status and headers, wherever GET is answered.
    const answer = await handleApi(new Request(request.url, { method: "GET", headers: request.headers }));
    return new Response(null, { status: answer.status, headers: answer.headers });
  }
  if (UNSAFE.has(request.method) && !sameOrigin(request)) {
    return Response.json({ message: th.api.forbiddenOrigin }, { status: 403 });
  }
  const url = new URL(request.url);
  const call = callOf(request.method, url.pathname);
  const cookieName = call?.auth === "registration" ? COOKIE.registration : COOKIE.session;
  const cookieToken = request.headers.has("authorization") ? null : readCookie(request, cookieName);

  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const auth = request.headers.get("authorization") ?? (cookieToken ? `Bearer ${cookieToken}` : null);
  if (auth) headers.set("authorization", auth);
  headers.set("x-forwarded-for", clientIpOf(request));
  const device = request.headers.get(DEVICE_HEADER) ?? readCookie(request, COOKIE.device);
  if (device) headers.set(DEVICE_HEADER, device);

  const hasBody = !["GET", "HEAD"].includes(request.method);
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    // Every /api call, the webhooks and operator mode included, is held to the JSON body cap while it is read.
    body = hasBody ? await readBody(request) : undefined;
  } catch (e) {
    if (e instanceof HttpError) return e.toResponse();
    throw e;
  }
  const env = serverEnv();
  const backendUrl = env.API_BASE_URL ? new URL(url.pathname + url.search, env.API_BASE_URL) : url;
  const backendRequest = new Request(backendUrl, { method: request.method, headers, body });
  const res = env.API_BASE_URL ? await forward(backendRequest) : await dispatch(backendRequest);

  const secure = secureCookies();
  const setCookies: string[] = [];
  let out: Response = res;

  if (call?.issuesToken && res.ok) {
    const raw: unknown = await res.clone().json().catch(() => null);
    const grant = tokenGrant.safeParse(raw);
    if (grant.success) {
      const { access_token, expires_in, token_type: _, ...rest } = grant.data as typeof grant.data & Record<string, unknown>;
      const name = call.issuesToken === "registration" ? COOKIE.registration : COOKIE.session;
      setCookies.push(serializeCookie(name, access_token, { maxAge: expires_in, httpOnly: true, secure }));
      // The device token (a login lock's key for this member's own browser) lives in its own HttpOnly cookie.
      const device = (raw as { device_token?: unknown }).device_token;
      if (typeof device === "string" && device.length <= 200) {
        setCookies.push(serializeCookie(COOKIE.device, device, { maxAge: DEVICE_TTL_SECONDS, httpOnly: true, secure }));
      }
      if (call.issuesToken === "session") {
        const expiresAt = Date.now() + expires_in * 1000;
        setCookies.push(serializeCookie(COOKIE.expiry, String(expiresAt), { maxAge: expires_in, httpOnly: false, secure }));
        setCookies.push(serializeCookie(COOKIE.registration, "", { maxAge: 0, httpOnly: true, secure }));
      }
      out = Response.json({ ...rest, expires_in }, { status: res.status });
    } else {
      console.error(`[bff] ${call.path} answered 2xx without a token grant`);
      out = Response.json({ message: th.api.unexpected }, { status: 502 });
    }
  }
  // A call that only ends the session (logout: no body) ends it in this browser whatever the backend says (it may
  // not know a logout call). One that changes something first (a password) ends it only when the change was made:
  // a refusal (wrong old password) must reach the member, with the session intact.
  const onlyEndsSession = call?.endsSession && !call.body;
  const ended = call?.endsSession && (res.ok || onlyEndsSession);
  if (ended || (res.status === 401 && cookieToken)) {
    setCookies.push(...clearSessionCookies(secure, call?.auth === "registration"));
  }
  if (onlyEndsSession && !res.ok) out = Response.json({ success: true });
  return withCookies(out, setCookies);
}

export function clearSessionCookies(secure: boolean, registrationOnly = false): string[] {
  const gone = { maxAge: 0, secure };
  if (registrationOnly) return [serializeCookie(COOKIE.registration, "", { ...gone, httpOnly: true })];
  return [
    serializeCookie(COOKIE.session, "", { ...gone, httpOnly: true }),
    serializeCookie(COOKIE.expiry, "", { ...gone, httpOnly: false }),
  ];
}

function withCookies(res: Response, cookies: string[]): Response {
  const headers = new Headers();
  for (const name of ["content-type", "retry-after", "cache-control", "allow"]) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  for (const c of cookies) headers.append("set-cookie", c);
  return new Response(res.body, { status: res.status, headers });
}

function callOf(method: string, path: string): Call | undefined {
  const matches = allCalls.filter((c) => matchPath(c.path, path));
  return matches.find((c) => c.method === method && !c.path.includes("{")) ?? matches.find((c) => c.method === method);
}
