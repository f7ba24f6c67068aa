import type * as z from "zod/mini";
import { categoryKeys, customersProduct, gameLaunch, hotGames, slotRtp, type Game } from "@/lib/api/contract/games";
import { pageLimit, pageOfList } from "@/lib/api/contract/paging";
import { HISTORY_EXPORT_PATH } from "@/lib/api/contract/member-data";
import { mixByCategory, SLOT_CATEGORIES } from "@/lib/games/categories";
import { historyCsv, historyCsvLabels, netDeposit } from "@/lib/wallet/history";
import { banners, gameHosts, siteInfoCall } from "@/lib/api/contract/site";
import { BONUS_PAGE_SIZE } from "@/lib/api/contract/customers";
import { th } from "@/lib/i18n/th";
import { defaultBanners, defaultGameHosts, defaultGames, defaultSiteInfo } from "./defaults";
import {
  isObj,
  isWithdrawal,
  lifetimeSeconds,
  moneyOf,
  pendingRequestOf,
  profileEnvelopeOf,
  qrBase64Of,
  profileOf,
  refusalOf,
  type Json,
} from "./normalise";
import { log } from "@/server/observability/log";

/**
 * Operator mode's one adapter (docs/api.md): what an operator's backend answers — the family's shapes or ours —
 * becomes the site's contract (lib/api/contract/) here, so the BFF, the server components and the browser see one
 * shape. `adaptFamilyRequest` adjusts what goes out; `adaptFamilyAnswer` what comes back, given the call and the
 * backend's Response. `send` reaches the same backend (the profile re-read after a deposit, the family's game
 * launch); nothing else is touched, so both are unit-tested with plain Requests and Responses.
 */
export type Send = (request: Request) => Promise<Response>;

/** A designed call the backend does not know: the family's backends answer these for paths they lack. */
const MISSING = new Set([404, 405, 501]);
const CATEGORIES = new Set<string>(categoryKeys);
const PASSED = ["retry-after", "cache-control", "allow"];

type Route =
  | "profile"
  | "prepare"
  | "gateway"
  | "cancel"
  | "withdraw"
  | "history"
  | "export"
  | "promotions"
  | "bonuses"
  | "siteInfo"
  | "banners"
  | "hotGames"
  | "category"
  | "rtp"
  | "gameHosts"
  | "popupNews"
  | "maintenance"
  | "launch"
  | "tokenGrant";

function routeOf(method: string, path: string): Route | null {
  if (method === "GET") {
    if (path === "/api/customers/profile") return "profile";
    if (path === "/api/customers/history") return "history";
    if (path === HISTORY_EXPORT_PATH) return "export";
    if (path === "/api/customers/bonuses") return "bonuses";
    if (path === "/api/promotions") return "promotions";
    if (path === "/api/site-info") return "siteInfo";
    if (path === "/api/banners") return "banners";
    if (path === "/api/games/hot") return "hotGames";
    if (path === "/api/games/rtp") return "rtp";
    if (path === "/api/game-hosts") return "gameHosts";
    if (path === "/api/news/popup") return "popupNews";
    if (path === "/api/maintenance") return "maintenance";
    const product = /^\/api\/customers\/([a-z-]+)$/.exec(path)?.[1];
    if (product && CATEGORIES.has(product)) return "category";
  }
  if (method === "POST") {
    if (path === "/api/requests/deposit/prepare") return "prepare";
    if (path === "/api/requests/deposit/payment-gateway") return "gateway";
    if (/^\/api\/requests\/deposit\/[^/]+\/cancel$/.test(path)) return "cancel";
    if (path === "/api/requests/withdraw") return "withdraw";
    if (path === "/api/games/launch") return "launch";
    if (["/api/login", "/api/authenticate", "/api/register/otp", "/api/register/bank-account"].includes(path)) return "tokenGrant";
  }
  return null;
}

/**
 * What goes out: a deposit's `promotion_id` as the family's string key of `promotion_ids`, "0" for none (the
 * reference API reads both). Other requests pass untouched.
 */
export async function adaptFamilyRequest(request: Request): Promise<Request> {
  const route = routeOf(request.method, new URL(request.url).pathname);
  if (route !== "prepare" && route !== "gateway") return request;
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Request(request, { body: text });
  }
  if (!isObj(body)) return new Request(request, { body: text });
  const p = body.promotion_id;
  const promotion_id = p === null || p === undefined || p === "" || Number(p) === 0 ? "0" : String(p);
  return new Request(request, { body: JSON.stringify({ ...body, promotion_id }) });
}

/** What comes back, in the contract's shape. `request` is the call as sent (its body is not read again). */
export async function adaptFamilyAnswer(request: Request, res: Response, send: Send, now: () => number = Date.now): Promise<Response> {
  const url = new URL(request.url);
  const route = routeOf(request.method, url.pathname);
  const ctx: Ctx = { request, res, send, now };

  if (MISSING.has(res.status)) {
    switch (route) {
      case "history":
        return historyFromProfile(ctx, url.searchParams.get("type") === "bonus");
      case "export":
        return exportFromProfile(ctx);
      case "promotions":
        return promotionsFromProfile(ctx);
      case "bonuses":
        return json({ data: [], page: 1, per_page: BONUS_PAGE_SIZE, has_more: false }, 200, res);
      case "siteInfo":
      case "banners":
      case "gameHosts":
        return json(defaultsOf(route, url.pathname), 200, res);
      case "hotGames":
      case "category":
        return listAnswer(route, defaultsOf(route, url.pathname), ctx);
      case "rtp":
        return listAnswer(route, await rtpFromCategories(ctx), ctx);
      case "popupNews":
        return json({ data: [] }, 200, res);
      case "maintenance":
        return json({}, 200, res);
      case "launch":
        return familyLaunch(ctx);
      default:
        break;
    }
  }

  const raw = await bodyOf(res);
  if (res.ok && (route === "hotGames" || route === "category" || route === "rtp")) {
    // The family's `GET /customers/{product}` answers a list of its own (the site does not use it).
    if (fits(route, raw)) return listAnswer(route, raw as Json, ctx);
    return listAnswer(route, route === "rtp" ? await rtpFromCategories(ctx) : defaultsOf(route, url.pathname), ctx);
  }
  if (res.ok && (route === "siteInfo" || route === "banners" || route === "gameHosts")) {
    return fits(route, raw) ? res : json(defaultsOf(route, url.pathname), 200, res);
  }
  if (raw === undefined) return res;
  if (!res.ok || !isObj(raw)) return isObj(raw) && raw.success === false ? json(refusalOf(raw), res.status, res) : res;
  if (raw.success === false) return json(refusalOf(raw), res.status, res);

  switch (route) {
    case "profile": {
      const envelope = profileEnvelopeOf(raw);
      return envelope ? json(envelope, res.status, res) : res;
    }
    case "prepare":
    case "gateway":
      return depositAnswer(ctx, route, raw);
    case "cancel":
      return json({ success: raw.success !== false, ...(typeof raw.msg === "string" ? { msg: raw.msg } : {}) }, res.status, res);
    case "withdraw":
      return json(withdrawAnswer(raw), res.status, res);
    case "history":
      return url.searchParams.get("type") === "bonus" ? res : moneyHistory(raw, ctx);
    case "tokenGrant": {
      const seconds = typeof raw.expires_in === "string" && /^\d+$/.test(raw.expires_in) ? Number(raw.expires_in) : raw.expires_in;
      return seconds === raw.expires_in ? res : json({ ...raw, expires_in: seconds }, res.status, res);
    }
    default:
      return res;
  }
}

interface Ctx {
  request: Request;
  res: Response;
  send: Send;
  now: () => number;
}

async function bodyOf(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  try {
    return await res.clone().json();
  } catch {
    return undefined;
  }
}

function json(body: unknown, status: number, like: Response): Response {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of PASSED) {
    const value = like.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(JSON.stringify(body), { status, headers });
}

const unexpected = (like: Response) => json({ message: th.api.unexpected }, 502, like);

const schemaOf: Record<"siteInfo" | "banners" | "hotGames" | "category" | "rtp" | "gameHosts", z.ZodMiniType> = {
  siteInfo: siteInfoCall.response,
  banners: banners.response,
  hotGames: hotGames.response,
  category: customersProduct.response,
  rtp: slotRtp.response,
  gameHosts: gameHosts.response,
};
const fits = (route: keyof typeof schemaOf, raw: unknown) => schemaOf[route].safeParse(raw).success;

function defaultsOf(route: Exclude<keyof typeof schemaOf, "rtp">, path: string): Json {
  switch (route) {
    case "siteInfo":
      return { data: defaultSiteInfo };
    case "banners":
      return { data: defaultBanners };
    case "hotGames":
      return { data: defaultGames.filter((g) => g.is_hot) };
    case "gameHosts":
      return { data: defaultGameHosts };
    case "category": {
      const product = path.split("/").pop();
      return { data: defaultGames.filter((g) => g.category === product) };
    }
  }
}

/** The member's profile, read again from the same backend with the same Authorization. */
async function readProfile(ctx: Ctx): Promise<{ profile: Json } | { answer: Response }> {
  // Without a bearer the backend answers 401, which reaches the site as it is (a test's ambient session has none).
  const headers = new Headers({ accept: "application/json" });
  const auth = ctx.request.headers.get("authorization");
  if (auth) headers.set("authorization", auth);
  const forwarded = ctx.request.headers.get("x-forwarded-for");
  if (forwarded) headers.set("x-forwarded-for", forwarded);
  let res: Response;
  try {
    res = await ctx.send(new Request(new URL("/api/customers/profile", ctx.request.url), { headers }));
  } catch {
    return { answer: unexpected(ctx.res) };
  }
  // 401 Unauthenticated. reaches the site as it is: the session has ended.
  if (!res.ok) return { answer: res.status === 401 ? res : unexpected(ctx.res) };
  const envelope = profileEnvelopeOf(await bodyOf(res));
  return envelope ? { profile: envelope.data } : { answer: unexpected(ctx.res) };
}

/**
 * A deposit just opened. Ours answers `{success, data: {id, amount, …}}`; the family's transfer answers
 * `{success: true}` alone (then the profile is re-read) and its gateway `{success, data: PaymentInfo}`;
 * either way the open deposit is the `pending_request`, and the answer is built from it in our shape.
 */
async function depositAnswer(ctx: Ctx, kind: "prepare" | "gateway", raw: Json): Promise<Response> {
  const now = ctx.now();
  const data = isObj(raw.data) ? raw.data : null;
  const ours = data && typeof data.id === "number" && typeof data.expires_at === "string" && moneyOf(data.amount) !== undefined;
  if (ours && (kind === "prepare" ? typeof data.to_account_number === "string" : Boolean(data.qr_payload || data.qr_code))) {
    // The QR image bare, whether the backend prefixed it or not; one that is no image is dropped (undefined).
    const qr = kind === "gateway" ? (qrBase64Of(data.qr_code) ?? undefined) : undefined;
    return json({ ...raw, data: { ...data, amount: moneyOf(data.amount), qr_code: qr } }, ctx.res.status, ctx.res);
  }

  // The family's PaymentInfo carries the pending request; otherwise (or when it lacks what the box shows) re-read.
  let info: Json | null = data && "pending_request" in data ? data : null;
  let pending = info ? pendingRequestOf(info.pending_request, lifetimeSeconds(info.request_lifetime), now) : null;
  const lacking = (p: Json | null) =>
    !p || isWithdrawal(p) || p.amount === null || (kind === "prepare" ? !p.account_number && !info?.to_account_number : !p.qr_code && !p.qr_payload);
  if (lacking(pending)) {
    const read = await readProfile(ctx);
    if ("answer" in read) return read.answer;
    info = profileOf(read.profile, now);
    pending = info.pending_request as Json | null;
  }
  if (!pending || isWithdrawal(pending) || pending.amount === null) {
    log.error({ kind }, "family: a deposit answered success but the profile holds no open deposit");
    return unexpected(ctx.res);
  }
  const base = { id: pending.id, amount: pending.amount, expires_at: (pending.expires_at as string | null) ?? "" };
  if (kind === "gateway") {
    if (!pending.qr_code && !pending.qr_payload) {
      log.error("family: a payment-gateway deposit without a QR");
      return unexpected(ctx.res);
    }
    const qr = { ...(pending.qr_payload ? { qr_payload: pending.qr_payload } : {}), ...(pending.qr_code ? { qr_code: pending.qr_code } : {}) };
    return json({ success: true, data: { ...base, ...qr } }, 200, ctx.res);
  }
  const account = pending.account_number ?? info?.to_account_number;
  if (typeof account !== "string" || !account) {
    log.error("family: a bank deposit without a receiving account");
    return unexpected(ctx.res);
  }
  // The family's pending deposit names the account to pay; ours leaves it to the profile's to_* fields.
  const fromPending = Boolean(pending.account_number);
  const bank = (fromPending ? pending.bank : info?.to_bank) ?? info?.to_bank ?? "";
  const name = (fromPending ? pending.name : info?.to_name) ?? info?.to_name ?? "";
  return json({ success: true, data: { ...base, to_bank: bank, to_account_number: account, to_name: name } }, 200, ctx.res);
}

/**
 * `{success, message?}` (the family), `{success, data: {id}}` (ours) or `{success, data: PaymentInfo}`: the contract's.
 * `success` and the texts go on as sent: a withdrawal answer without a boolean `success` is off the contract (a 502),
 * never read as a request sent.
 */
function withdrawAnswer(raw: Json): Json {
  const out: Json = { success: raw.success };
  for (const k of ["msg", "message"] as const) if (k in raw) out[k] = raw[k];
  const data = isObj(raw.data) ? raw.data : null;
  const id = typeof raw.id === "number" ? raw.id : typeof data?.id === "number" ? data.id : undefined;
  const pending = data ? pendingRequestOf(data.pending_request, null) : null;
  const withdrawal = pending && isWithdrawal(pending) ? (pending.id as number) : undefined;
  const found = id ?? withdrawal;
  if (found !== undefined) {
    out.id = found;
    out.data = { id: found };
  }
  return out;
}

/**
 * History tab 2 from the profile (the family has no history call; its client lists `completed_requests`): the open
 * request first, then the settled ones, newest first. Tab 1: the bonuses the completed deposits carried.
 */
async function historyFromProfile(ctx: Ctx, bonus: boolean): Promise<Response> {
  const read = await readProfile(ctx);
  if ("answer" in read) return read.answer;
  const p = read.profile;
  const settled = p.completed_requests as Json[];
  const time = (r: Json) => (typeof r.created_at === "string" ? Date.parse(r.created_at) : 0);
  const byDate = (a: Json, b: Json) => time(b) - time(a);
  if (bonus) {
    const rows = settled
      .filter((r) => r.type === "deposit" && r.status === "completed" && Number(r.bonus ?? 0) > 0)
      .sort(byDate)
      .map((r) => ({
        id: r.id,
        type: "deposit_bonus",
        status: "claimed",
        amount: r.bonus,
        created_at: r.created_at ?? "",
        note: th.history.bonusNotes.deposit(String(r.id)),
        turnover: null,
        turnover_amount: null,
      }));
    return json({ data: rows, page: 1, per_page: BONUS_PAGE_SIZE, has_more: false }, 200, ctx.res);
  }
  return moneyHistory({ data: moneyRows(p) }, ctx);
}

/** Tab 2's rows from a family profile: the open request first, then the settled ones, newest first. */
function moneyRows(p: Json): Json[] {
  const time = (r: Json) => (typeof r.created_at === "string" ? Date.parse(r.created_at) : 0);
  const open = p.pending_request as Json | null;
  const settled = [...(p.completed_requests as Json[])].sort((a, b) => time(b) - time(a));
  const rows = [...(open && open.amount !== null ? [{ ...open, type: open.type ?? "deposit", status: open.status ?? "pending" }] : []), ...settled];
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    amount: r.amount,
    created_at: r.created_at ?? "",
    note: typeof r.deleted_cause === "string" && r.deleted_cause ? r.deleted_cause : null,
  }));
}

/**
 * Tab 2 as the site asked it: a backend that answered its whole list (no `next_cursor`: the family's profile, or a
 * backend ignoring limit) gets its net deposit counted here, over every row, and the page cut here (listPage).
 */
function moneyHistory(raw: Json, ctx: Ctx): Response {
  const rows = Array.isArray(raw.data) ? (raw.data as Json[]) : [];
  const whole = raw.next_cursor === undefined;
  const net = whole && raw.net_deposit === undefined ? { net_deposit: netDeposit(rows.map(historyRowOf)) } : {};
  return listPage({ ...raw, ...net }, ctx);
}

const historyRowOf = (r: Json) => ({
  id: Number(r.id),
  type: String(r.type ?? ""),
  status: String(r.status ?? ""),
  amount: Number(r.amount ?? 0),
  created_at: String(r.created_at ?? ""),
});

/** The history CSV (GET /api/customers/history/export) for a backend without it: tab 2's rows from the profile. */
async function exportFromProfile(ctx: Ctx): Promise<Response> {
  const read = await readProfile(ctx);
  if ("answer" in read) return read.answer;
  const text = historyCsv(moneyRows(read.profile).map(historyRowOf), historyCsvLabels());
  return new Response(text, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${th.history.fileName}"`, "cache-control": "no-store" },
  });
}

/**
 * A game list as the site asked it. Hot games with `limit`: that many, taken in turn from each category. A category
 * or the RTP table with `limit` and no `next_cursor` in the answer (a backend ignoring limit and cursor, or the
 * site's defaults): the page is cut here (listPage).
 */
function listAnswer(route: "hotGames" | "category" | "rtp", body: Json, ctx: Ctx): Response {
  if (route !== "hotGames") return listPage(body, ctx);
  const limit = limitOf(ctx);
  const data = body.data as Game[];
  return json(limit !== undefined && data.length > limit ? { ...body, data: mixByCategory(data, limit) } : body, 200, ctx.res);
}

const limitOf = (ctx: Ctx) => {
  const raw = new URL(ctx.request.url).searchParams.get("limit");
  const parsed = pageLimit.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

/**
 * `limit` rows after `cursor` when the site asked a page and the answer is the whole list (no `next_cursor`):
 * pageOfList's cursors, so the next call (which such a backend answers whole again) continues after the last row
 * shown — no row twice, always forward. A cursor that is not one of these → the API's Thai 422.
 */
function listPage(body: Json, ctx: Ctx): Response {
  const limit = limitOf(ctx);
  if (limit === undefined || body.next_cursor !== undefined || !Array.isArray(body.data)) return json(body, 200, ctx.res);
  const page = pageOfList(body.data as { id: unknown }[], limit, new URL(ctx.request.url).searchParams.get("cursor"));
  if (!page) return json({ message: th.paging.cursorFormat, errors: { cursor: [th.paging.cursorFormat] } }, 422, ctx.res);
  return json({ ...body, ...page }, 200, ctx.res);
}

/**
 * The RTP table for a backend without `GET /api/games/rtp`: its three slot categories (each as the site reads it:
 * the backend's list or the defaults), every game with an RTP once, highest first.
 */
async function rtpFromCategories(ctx: Ctx): Promise<Json> {
  const lists = await Promise.all(
    SLOT_CATEGORIES.map(async (c) => {
      const req = new Request(new URL(`/api/customers/${c}`, ctx.request.url), { headers: { accept: "application/json" } });
      let res: Response;
      try {
        res = await adaptFamilyAnswer(req, await ctx.send(req), ctx.send, ctx.now);
      } catch {
        return [];
      }
      const parsed = customersProduct.response.safeParse(await bodyOf(res));
      return parsed.success ? parsed.data.data : [];
    }),
  );
  const games = [...new Map(lists.flat().map((g) => [g.id, g])).values()].filter((g) => g.rtp !== null);
  return { data: games.sort((a, b) => (b.rtp ?? 0) - (a.rtp ?? 0) || a.id - b.id) };
}

/**
 * The promotions a member may choose, from the profile's `promotion_ids` `{id: name}` (the family has no list call);
 * only the names are known. A visitor (no session) gets none.
 */
async function promotionsFromProfile(ctx: Ctx): Promise<Response> {
  if (!ctx.request.headers.get("authorization")) return json({ data: [] }, 200, ctx.res);
  const read = await readProfile(ctx);
  if ("answer" in read) return read.answer.status === 401 ? json({ data: [] }, 200, ctx.res) : read.answer;
  const ids = read.profile.promotion_ids;
  const data = Object.entries(isObj(ids) ? ids : {})
    .filter(([id]) => /^\d{1,9}$/.test(id) && Number(id) > 0)
    .map(([id, name]) => ({
      id: Number(id),
      name: String(name),
      description: "",
      image: null,
      bonus_percent: 0,
      max_bonus: 0,
      min_deposit: 0,
      turnover: 0,
      first_deposit_only: false,
      terms_known: false,
    }))
    .sort((a, b) => a.id - b.id);
  return json({ data }, 200, ctx.res);
}

/** The family's game launch: `GET /api/customers/login-game` → `{success, url}` (one provider, no host or game). */
async function familyLaunch(ctx: Ctx): Promise<Response> {
  const headers = new Headers({ accept: "application/json" });
  const auth = ctx.request.headers.get("authorization");
  if (auth) headers.set("authorization", auth);
  let res: Response;
  try {
    res = await ctx.send(new Request(new URL("/api/customers/login-game", ctx.request.url), { headers }));
  } catch {
    return unexpected(ctx.res);
  }
  if (!res.ok) return res;
  const raw = await bodyOf(res);
  if (!isObj(raw)) return unexpected(ctx.res);
  if (raw.success === false) return json(refusalOf(raw), 400, res);
  const parsed = gameLaunch.response.safeParse(raw);
  return parsed.success ? json({ url: parsed.data.url }, 200, res) : unexpected(ctx.res);
}
