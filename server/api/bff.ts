import "server-only";
import { allCalls } from "@/lib/api/contract";
import { tokenGrant } from "@/lib/api/contract/auth";
import { matchPath, type Call } from "@/lib/api/contract/define";
import { th } from "@/lib/i18n/th";
import { serverEnv } from "@/server/env";
import { DEVICE_HEADER, DEVICE_TTL_SECONDS } from "@/server/security/device";
import { COOKIE, readCookie, secureCookies, serializeCookie } from "@/server/http/cookies";
import { clientIpOf } from "@/server/http/client-ip";
import { readBody } from "@/server/http/body";
import { dispatch } from "./dispatch";
import { forward } from "./forward";
import { asRead } from "./reading";
import { READING_HEADER } from "@/lib/api/client";
import { HttpError } from "@/server/http/errors";
import { onThisSite, originAllowed, originKind, type OriginKind } from "@/server/http/site-origin";
import { inRequest, log, requestIdOf } from "@/server/observability/log";
import { counter, histogram } from "@/server/observability/metrics";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PASSED_HEADERS = ["accept", "content-type", "user-agent", "idempotency-key", "accept-language", "x-signature", "x-timestamp"];

const requests = counter("http_requests_total", "API calls answered, by the contract's path, method and status", ["route", "method", "status"]);
const durations = histogram("http_request_duration_seconds", "API calls' time to answer, by the contract's path", ["route", "method"], [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);

/** What a listed origin's page may send beyond the CORS-safelisted headers (bearer clients, docs/api.md). */
const CORS_ALLOWED_HEADERS = "authorization, content-type, idempotency-key";
/** How long a browser may keep a preflight's answer, in seconds. */
const CORS_MAX_AGE = "600";

/**
 * The site's side of every `/api/*` call: checks Origin on state changes, turns the HttpOnly cookie
 * into a bearer, sends the call to the embedded API or the operator's backend, and moves any token the answer
 * carries into the cookie, so the site's own pages never hold it. Bearer clients (no Origin, or an Origin listed in
 * API_CLIENT_ORIGINS) get token grants in the body instead, and listed origins get CORS answers.
 */
export function handleApi(request: Request): Promise<Response> {
  return handle(request, originKind(request));
}

/**
 * The site's own no-JS forms (server/forms/post.ts): always the site's mode — cookies, never a token in a body —
 * even from a browser that left Origin out.
 */
export function handleSiteApi(request: Request): Promise<Response> {
  return handle(request, "site");
}

/** Every call gets a request id (the front's, else a new one): on each line logged while it is answered, sent to an
 * operator's backend, and returned as X-Request-Id, so a member's report can be matched to the server's lines. */
async function handle(request: Request, kind: OriginKind): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request);
  const answered = await inRequest(requestId, async () => {
    const listed = kind === "listed" ? request.headers.get("origin")!.toLowerCase() : null;
    if (listed && request.method === "OPTIONS" && request.headers.has("access-control-request-method")) {
      return preflight(listed, new URL(request.url).pathname, requestId);
    }
    return finalHeaders(await answer(request, kind, requestId), listed, requestId);
  });
  // By the contract's path (`/api/requests/deposit/{id}/cancel`), so a path's ids never make new series.
  const labels = { route: callOf(request.method, new URL(request.url).pathname)?.path ?? "other", method: request.method };
  requests.inc({ ...labels, status: String(answered.status) });
  durations.observe(labels, (performance.now() - started) / 1000);
  return answered;
}

async function answer(request: Request, kind: OriginKind, requestId: string): Promise<Response> {
  if (request.method === "HEAD") {
    // HEAD is GET without the body (RFC 9110 §9.3.2): the same status and headers, wherever GET is answered.
    const got = await answer(new Request(request.url, { method: "GET", headers: request.headers }), kind, requestId);
    return new Response(null, { status: got.status, headers: got.headers });
  }
  const url = new URL(request.url);
  const call = callOf(request.method, url.pathname);
  const bearer = request.headers.has("authorization");
  // A request the member's cookie would authenticate: the Origin check stays for it (a listed origin never acts with
  // the cookie); one authenticated by its Authorization header alone skips it (originAllowed).
  const sessionCookie = !bearer && (readCookie(request, COOKIE.session) !== null || readCookie(request, COOKIE.registration) !== null);
  if (UNSAFE.has(request.method) && !originAllowed(request, sessionCookie)) {
    return Response.json({ message: th.api.forbiddenOrigin }, { status: 403 });
  }
  const cookieName = call?.auth === "registration" ? COOKIE.registration : COOKIE.session;
  const cookieToken = bearer ? null : readCookie(request, cookieName);

  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const auth = request.headers.get("authorization") ?? (cookieToken ? `Bearer ${cookieToken}` : null);
  if (auth) headers.set("authorization", auth);
  headers.set("x-forwarded-for", clientIpOf(request));
  headers.set("x-request-id", requestId);
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
  const sent = env.API_BASE_URL ? await forward(backendRequest) : await dispatch(backendRequest);
  // The site's own pages ask for the contract's reading of the answer; the family's clients get it as the API sent it.
  const res = request.headers.get(READING_HEADER) === "1" ? asRead(sent) : sent;

  const secure = secureCookies();
  const setCookies: string[] = [];
  let out: Response = res;

  if (call?.issuesToken && res.ok) {
    const raw: unknown = await res.clone().json().catch(() => null);
    const grant = tokenGrant.safeParse(raw);
    if (grant.success) {
      const { access_token, expires_in, token_type: _, ...rest } = grant.data as typeof grant.data & Record<string, unknown>;
      const device = (raw as { device_token?: unknown }).device_token;
      const deviceToken = typeof device === "string" && device.length <= 200 ? device : null;
      // Bearer clients (no Origin: a server, an app; or a listed origin) read the token from the body. The site's
      // pages never do: they get the HttpOnly cookie. A client without Origin gets the cookies too, as before, so
      // one with a cookie jar keeps working; a listed origin's page cannot use them (no credentials in CORS).
      const inBody = kind === "none" || kind === "listed";
      if (kind !== "listed") {
        const name = call.issuesToken === "registration" ? COOKIE.registration : COOKIE.session;
        setCookies.push(serializeCookie(name, access_token, { maxAge: expires_in, httpOnly: true, secure }));
        // The device token (a login lock's key for this member's own browser) lives in its own HttpOnly cookie.
        if (deviceToken) {
          setCookies.push(serializeCookie(COOKIE.device, deviceToken, { maxAge: DEVICE_TTL_SECONDS, httpOnly: true, secure }));
        }
        if (call.issuesToken === "session") {
          const expiresAt = Date.now() + expires_in * 1000;
          setCookies.push(serializeCookie(COOKIE.expiry, String(expiresAt), { maxAge: expires_in, httpOnly: false, secure }));
          setCookies.push(serializeCookie(COOKIE.registration, "", { maxAge: 0, httpOnly: true, secure }));
        }
      }
      out = inBody
        ? Response.json(
            { ...rest, access_token, token_type: "bearer", expires_in, ...(deviceToken ? { device_token: deviceToken } : {}) },
            { status: res.status },
          )
        : Response.json({ ...rest, expires_in }, { status: res.status });
    } else {
      log.error({ path: call.path }, "bff: a 2xx answer without a token grant");
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
  if (kind !== "site" && call && LINK_CALLS.has(call.path) && res.ok) out = await withAbsoluteUrl(out, request);
  return withCookies(out, setCookies);
}

/** Calls that answer a link to open (a game's launch): the site's pages get the path, as they always have. */
const LINK_CALLS = new Set(["/api/games/launch", "/api/customers/login-game"]);

/** A client on another origin (the API family's apps) would open a path on its own origin: it gets the address here. */
async function withAbsoluteUrl(res: Response, request: Request): Promise<Response> {
  const body: unknown = await res.json().catch(() => null);
  if (!body || typeof body !== "object" || typeof (body as { url?: unknown }).url !== "string") return Response.json(body, { status: res.status });
  return Response.json({ ...body, url: onThisSite(request, (body as { url: string }).url) }, { status: res.status });
}

/**
 * The answer's request id, and CORS for exactly the listed origins: that origin, no credentials (bearer clients send
 * `Authorization`, never our cookies), `Retry-After` and `X-Request-Id` readable. Every answer says it varies by
 * Origin (a token grant's body does). Any other origin gets no CORS header, so its pages cannot read an answer.
 */
function finalHeaders(res: Response, listed: string | null, requestId: string): Response {
  const headers = new Headers(res.headers);
  headers.set("x-request-id", requestId);
  headers.append("vary", "Origin");
  if (listed) {
    headers.set("access-control-allow-origin", listed);
    headers.set("access-control-expose-headers", "Retry-After, X-Request-Id");
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** A listed origin's preflight: 204 with the path's methods and the headers a bearer client sends. */
function preflight(origin: string, path: string, requestId: string): Response {
  const methods = [...new Set(allCalls.filter((c) => matchPath(c.path, path)).map((c) => c.method))];
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": origin,
      "access-control-allow-methods": (methods.length ? methods : ["GET", "POST"]).join(", "),
      "access-control-allow-headers": CORS_ALLOWED_HEADERS,
      "access-control-max-age": CORS_MAX_AGE,
      vary: "Origin",
      "cache-control": "no-store",
      "x-request-id": requestId,
    },
  });
}

function clearSessionCookies(secure: boolean, registrationOnly = false): string[] {
  const gone = { maxAge: 0, secure };
  if (registrationOnly) return [serializeCookie(COOKIE.registration, "", { ...gone, httpOnly: true })];
  return [
    serializeCookie(COOKIE.session, "", { ...gone, httpOnly: true }),
    serializeCookie(COOKIE.expiry, "", { ...gone, httpOnly: false }),
  ];
}

function withCookies(res: Response, cookies: string[]): Response {
  const headers = new Headers();
  for (const name of ["content-type", "content-disposition", "retry-after", "cache-control", "allow"]) {
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
