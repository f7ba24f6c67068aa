import "server-only";
import { z } from "zod";
import { matchPath } from "@/lib/api/contract/define";
import { parseInput, toValidationBody } from "@/lib/api/validation";
import { rowIdParam } from "@/lib/api/contract/fields";
import { th } from "@/lib/i18n/th";
import { db } from "@/server/boot/database";
import { bearerOf, findSession } from "@/server/auth/sessions";
import { touchSession } from "@/server/protection/sessions";
import { HttpError, unauthenticated } from "@/server/http/errors";
import { readJson, readText } from "@/server/http/body";
import { clientIpOf } from "@/server/http/client-ip";
import { checkText } from "@/server/http/text";
import { routes } from "./routes";
import { withReading } from "./reading";
import { serverEnv } from "@/server/env";
import { handleWebhook, type WebhookSource } from "@/server/wallet/webhooks";
import { handlePayoutCallback } from "@/server/payout/payouts";
import { addDemoHistory, endDepositCountdown, openDepositOf } from "@/server/wallet/demo";
import { addDemoGames } from "@/server/games/demo";
import { category as gameCategory } from "@/lib/api/contract/games";
import { publishCashback, weekOf } from "@/server/wallet/cashback";
import { dayOf, publishCommission } from "@/server/referral/commission";
import { playUntilDown } from "@/server/provider/demo/autoplay";
import { demoSiteMessage } from "@/server/messages/demo";
import { historyExport } from "@/server/wallet/history-csv";
import { HISTORY_EXPORT_PATH } from "@/lib/api/contract/member-data";
import type { Route } from "./route";
import { log, logAsMember } from "@/server/observability/log";

/** Static paths before templated ones, so /api/customers/profile never matches /api/customers/{product}. */
const ordered = [...routes].sort((a, b) => Number(a.call.path.includes("{")) - Number(b.call.path.includes("{")));

/** The embedded reference API: one Request in, one Response out, always in Laravel's shapes. */
export async function dispatch(request: Request): Promise<Response> {
  try {
    const url = new URL(request.url);
    const raw = await rawRoute(request, url);
    if (raw) return raw;
    const found = find(request.method, url.pathname);
    if (!found) return Response.json({ message: th.api.notFound }, { status: 404 });
    if ("allow" in found) return methodNotAllowed(found.allow);
    return await run(found.route, found.params, url, request);
  } catch (e) {
    if (e instanceof HttpError) return e.toResponse();
    log.error({ err: e }, "api: unexpected error");
    return Response.json({ message: th.api.unexpected }, { status: 500 });
  }
}

/**
 * Calls outside the contract: the member's history as a streamed CSV file, the signed webhooks (their HMAC covers
 * the raw body, so it is read here as text) and, in demo mode, the open deposit of a phone and the end of its
 * countdown, for `npm run simulate`.
 */
async function rawRoute(request: Request, url: URL): Promise<Response | null> {
  if (url.pathname === HISTORY_EXPORT_PATH) {
    if (request.method !== "GET") return methodNotAllowed(["GET"]);
    const database = await db();
    const session = await findSession(database, bearerOf(request), "session");
    if (!session) throw unauthenticated();
    return historyExport(database, session.memberId);
  }
  if (url.pathname === PAYOUT_WEBHOOK_PATH) {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    return handlePayoutCallback(await db(), request);
  }
  const source = WEBHOOKS[url.pathname];
  if (source) {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    return handleWebhook(await db(), source, request);
  }
  const demo = DEMO_ROUTES[url.pathname];
  if (demo) {
    if (!serverEnv().DEMO_MODE) return Response.json({ message: th.api.notFound }, { status: 404 });
    if (request.method !== demo) return methodNotAllowed([demo]);
    const { phone, id, lose, category, count } = parse(demoQuery, textChecked(Object.fromEntries(url.searchParams)));
    // The e2e specs' long lists: a category of 100+ games, a member with 120 history rows.
    if (url.pathname === "/api/demo/games") return Response.json({ data: await addDemoGames(await db(), category, count) });
    if (url.pathname === "/api/demo/history") return Response.json(await addDemoHistory(await db(), phone, count));
    // `npm run simulate -- cashback [phone]`: this week's cashback published now (Monday 00:00 Asia/Bangkok to now).
    if (url.pathname === "/api/demo/run-cashback") {
      return Response.json({ data: await publishCashback(await db(), weekOf(new Date()), new Date(), phone || undefined) });
    }
    // `npm run simulate -- commission [phone]`: today's referral commission so far (00:00 Asia/Bangkok to now), published now.
    if (url.pathname === "/api/demo/run-commission") {
      return Response.json({ data: await publishCommission(await db(), dayOf(new Date()), new Date(), phone || undefined) });
    }
    // `npm run simulate -- play <phone> [baht]`: the member's demo slot played until their week is down by `lose`.
    // The site-message ops commands (server/messages/demo.ts), for the e2e specs on PGlite.
    if (url.pathname === "/api/demo/site-message") {
      const text = await readText(request);
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* a 422 below */
      }
      return Response.json({ data: await demoSiteMessage(await db(), json) });
    }
    if (url.pathname === "/api/demo/play") return Response.json({ data: await playUntilDown(await db(), phone, Math.round(lose * 100)) });
    if (demo === "GET") return Response.json(await openDepositOf(await db(), phone, id));
    return Response.json(await endDepositCountdown(await db(), phone));
  }
  return null;
}

const DEMO_ROUTES: Record<string, "GET" | "POST"> = {
  "/api/demo/open-deposit": "GET",
  "/api/demo/expire-deposit": "POST",
  "/api/demo/run-cashback": "POST",
  "/api/demo/run-commission": "POST",
  "/api/demo/play": "POST",
  "/api/demo/site-message": "POST",
  "/api/demo/games": "POST",
  "/api/demo/history": "POST",
};
const demoQuery = z.object({
  phone: z.string().max(20).default(""),
  id: z.optional(rowIdParam),
  /** /api/demo/play: baht down this week to stop at (20 baht of loss is 1 baht of cashback). */
  lose: z.coerce.number().min(1).max(100_000).default(20),
  /** /api/demo/games and /api/demo/history: which category, how many rows. */
  category: z._default(gameCategory, "fish"),
  count: z.coerce.number().int().min(1).max(500).default(100),
});

/** 405 in Thai, with the methods the path does take. */
function methodNotAllowed(allow: string[]): Response {
  return Response.json({ message: th.api.methodNotAllowed }, { status: 405, headers: { Allow: allow.join(", ") } });
}

/** The payout provider's results (server/payout/payouts.ts). */
const PAYOUT_WEBHOOK_PATH = "/api/webhooks/payout";

const WEBHOOKS: Record<string, WebhookSource> = {
  "/api/webhooks/bank-statement": "bank-statement",
  "/api/webhooks/payment-gateway": "payment-gateway",
};

function find(method: string, path: string): { route: Route; params: Record<string, string> } | { allow: string[] } | null {
  const allow: string[] = [];
  for (const r of ordered) {
    const params = matchPath(r.call.path, path);
    if (!params) continue;
    if (r.call.params) {
      const ok = r.call.params.safeParse(params);
      if (!ok.success) continue; // e.g. /api/customers/unknown-product is simply not found
    }
    if (r.call.method === method) return { route: r, params };
    allow.push(r.call.method);
  }
  return allow.length ? { allow: [...new Set(allow)] } : null;
}

async function run(r: Route, rawParams: Record<string, string>, url: URL, request: Request): Promise<Response> {
  const { call } = r;
  // Who is calling before what they sent: a call that needs a session answers 401 without one, whatever the body
  // (a client whose session ended learns that first, not about a field it can no longer change). A route that checks
  // the session in its own statement (route.ts, routeCheckingSession) takes no input, so the same holds there.
  const database = await db();
  let session = null;
  if (call.auth && !r.checksSession) {
    session = await findSession(database, bearerOf(request), call.auth === "registration" ? "registration" : "session");
    if (!session) throw unauthenticated();
    logAsMember(session.memberId);
  }
  const params = call.params ? parse(call.params, rawParams) : undefined;
  const query = call.query ? parse(call.query, textChecked(Object.fromEntries(url.searchParams))) : undefined;
  const body = call.body ? parse(call.body, noBypass(textChecked(await readJson(request), call.freeText))) : undefined;
  const answer = await r.handle(
    { params, query, body } as never,
    { db: database, request, ip: clientIpOf(request), session } as never,
  );
  const shape = call.backendResponse ?? call.response;
  const checked = shape.safeParse(answer);
  if (!checked.success) {
    log.error({ call: `${call.method} ${call.path}`, issues: checked.error.issues }, "api: an answer outside its contract");
    return Response.json({ message: th.api.unexpected }, { status: 500 });
  }
  // The session's last activity (GET /api/customers/sessions), after a success only: a refusal writes nothing.
  if (session) await touchSession(database, session.id);
  // On the wire as the handler wrote it; the site's pages get the contract's reading of it (./reading.ts).
  return withReading(Response.json(answer), checked.data);
}

function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = parseInput(schema, value);
  if (!parsed.success) throw new HttpError(422, toValidationBody(parsed.error));
  return parsed.data;
}

/** A body field asking to skip a check (the family's OTP bypass flag: `otp_bypass`, `bypass`, `skip_otp` …). */
const BYPASS_FIELD = /bypass|skip_?otp/i;

/**
 * Unknown body fields are dropped by the schemas (a family client sends a few we do not read), but one that asks to
 * skip a check is refused with a 422 naming it, never silently dropped (no OTP bypass: docs/product.md).
 */
function noBypass(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const asked = Object.keys(body).filter((k) => BYPASS_FIELD.test(k));
  if (asked.length === 0) return body;
  const errors: Record<string, string[]> = Object.create(null);
  for (const k of asked) errors[k] = [th.validation.bypassRefused];
  throw new HttpError(422, { message: th.validation.bypassRefused, errors });
}

/** Every string a call receives passes here before its schema: NUL and lone surrogates are refused (server/http/text.ts). */
function textChecked(value: unknown, freeText?: readonly string[]): unknown {
  const checked = checkText(value, freeText);
  if ("refused" in checked) throw new HttpError(422, checked.refused);
  return checked.value;
}
