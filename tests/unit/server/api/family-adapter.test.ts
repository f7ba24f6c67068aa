// @vitest-environment node
import { describe, expect, it } from "vitest";
import { customersProfile } from "@/lib/api/contract/customers";
import { customersProduct, gameLaunch, hotGames, slotRtp, type Game } from "@/lib/api/contract/games";
import { encodeCursor } from "@/lib/api/contract/paging";
import { mixByCategory } from "@/lib/games/categories";
import { customersHistory, promotions } from "@/lib/api/contract/member-data";
import { depositPaymentGateway, depositPrepare, withdraw } from "@/lib/api/contract/requests";
import { banners, siteInfoCall } from "@/lib/api/contract/site";
import { login } from "@/lib/api/contract/auth";
import { th } from "@/lib/i18n/th";
import { adaptFamilyAnswer, adaptFamilyRequest, type Send } from "@/server/api/family/adapter";
import { dateOf, lifetimeSeconds, qrBase64Of } from "@/server/api/family/normalise";
import { captureLogs } from "@/server/observability/log";
import { SITE_INFO } from "@/server/db/seed-data";

/** The operator-mode adapter (server/api/family/adapter.ts): a call and a backend answer in, the contract's shape out. */
const BASE = "http://operator.test";
const NOW = Date.parse("2026-11-21T03:00:00.000Z");
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==";

const call = (method: string, path: string, body?: unknown, auth = "Bearer t-1") =>
  new Request(`${BASE}${path}`, {
    method,
    headers: { authorization: auth, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const answer = (body: unknown, status = 200) => Response.json(body, { status });
const notFound = () => answer({ message: "Not Found" }, 404);

/** A backend that answers the profile re-read (and the family's launch) with these bodies; records what it was sent. */
function backend(routes: Record<string, () => Response>) {
  const sent: Request[] = [];
  const send: Send = async (r) => {
    sent.push(r);
    const route = routes[`${r.method} ${new URL(r.url).pathname}`];
    return route ? route() : notFound();
  };
  return { send, sent };
}
const adapt = (req: Request, res: Response, send: Send = backend({}).send) => adaptFamilyAnswer(req, res, send, () => NOW);
const body = async (res: Response) => (await res.json()) as Record<string, unknown>;

const familyProfile = (extra: Record<string, unknown> = {}) => ({
  phone: "0898765434",
  name: "สมาชิก แฟมิลี",
  bank: "KBANK",
  account_number: "4445556670",
  ufabet_username: "gm898765434",
  ufabet_credit: "1,250.50",
  ufabet_credit_checking: 0,
  turnover_needed: "0.00",
  payment_gateway_status: true,
  promotion_ids: { "1": "สมาชิกใหม่ รับโบนัส 100%", "2": "ฝากทั้งวัน รับ 10%" },
  settings: { deposit_min: "1.00", withdraw_min: "100.00" },
  request_lifetime: "900",
  success_deposit_count: "3",
  pending_request: null,
  completed_requests: [
    { id: 952, type: "deposit", status: "cancalled", amount: "300.00", bonus: "0.00", total: "300.00", created_at: "2026-11-20T11:00:00.000000Z", deleted_at: "2026-11-20T11:20:00.000000Z", deleted_cause: "สลิปไม่ถูกต้อง" },
    { id: 953, type: "withdraw", status: "wait-for-approval", amount: "500.00", bonus: "0.00", total: "500.00", created_at: "2026-11-21T09:15:00.000000Z", deleted_at: null, deleted_cause: null },
    { id: 951, type: "deposit", status: "completed", amount: "1000.00", bonus: "100.00", total: "1100.00", created_at: "2026-11-19 20:30:00", deleted_at: null, deleted_cause: null },
  ],
  ...extra,
});
const bankPending = { id: 1201, type: "deposit", bank: "SCB", account_number: "4071234567", name: "บจก. โกลด์มูน", amount: "250.37", status: "pending", proofed_at: null, created_at: "2026-11-21T02:58:00.000000Z" };
const qrPending = { id: 1202, type: "deposit", bank: null, account_number: null, name: "บจก. โกลด์มูน", amount: "300.00", status: "pending", created_at: "2026-11-21T02:59:00.000000Z", qr_code: PNG, qr_code_name: "qr.png", ref: "GW1202" };
const withdrawPending = { id: 2101, type: "withdraw", bank: "KBANK", account_number: "4445556670", name: "สมาชิก แฟมิลี", amount: "500.00", status: "pending", created_at: "2026-11-21T02:00:00.000000Z" };

describe("profile", () => {
  it("with or without `success`, the family's fields, string amounts and bank keys in capitals, parse with the contract", async () => {
    for (const raw of [{ success: true, data: familyProfile() }, { data: familyProfile() }, familyProfile()]) {
      const res = await adapt(call("GET", "/api/customers/profile"), answer(raw));
      const parsed = customersProfile.response.parse(await body(res));
      expect(parsed.success).toBe(true);
      expect(parsed.data).toMatchObject({ bank: "kbank", ufabet_credit: 1250.5, credit_checking: 0, payment_gateway_status: true, request_lifetime: 900 });
      expect(parsed.data.promotion_ids).toEqual({ "1": "สมาชิกใหม่ รับโบนัส 100%", "2": "ฝากทั้งวัน รับ 10%" });
      expect(parsed.data.completed_requests.map((r) => r.status)).toEqual(["cancalled", "wait-for-approval", "completed"]);
      // A date without a zone is the operator's clock (Bangkok).
      expect(parsed.data.completed_requests[2]!.created_at).toBe("2026-11-19T13:30:00.000Z");
    }
  });

  it("a QR deposit's pending_request hands on its PNG bare, prefixed by the backend or not, and gets a deadline from created_at + request_lifetime", async () => {
    for (const qr_code of [PNG, `data:image/png;base64,${PNG}`, `  data:image/png;base64,${PNG.slice(0, 40)}\n${PNG.slice(40)}`]) {
      const res = await adapt(call("GET", "/api/customers/profile"), answer({ success: true, data: familyProfile({ pending_request: { ...qrPending, qr_code } }) }));
      const { data } = customersProfile.response.parse(await body(res));
      expect(data.pending_request).toMatchObject({ id: 1202, type: "deposit", amount: 300, name: "บจก. โกลด์มูน", qr_code: PNG, expires_at: "2026-11-21T03:14:00.000Z" });
    }
  });

  it("our older words for a request that ended unpaid become the family's `cancalled`, the reason kept or named", async () => {
    const ours = [
      { id: 3, type: "withdraw", status: "rejected", amount: 200, deleted_cause: "rejected by operator", created_at: "2026-11-20T11:00:00.000Z" },
      { id: 2, type: "deposit", status: "expired", amount: "100.00", deleted_cause: null, created_at: "2026-11-20T10:00:00.000Z" },
      { id: 1, type: "deposit", status: "Cancelled", amount: "50.00", deleted_cause: "", created_at: "2026-11-20T09:00:00.000Z" },
    ];
    const res = await adapt(call("GET", "/api/customers/profile"), answer({ success: true, data: familyProfile({ completed_requests: ours }) }));
    const { data } = customersProfile.response.parse(await body(res));
    expect(data.completed_requests.map((r) => [r.id, r.status, r.deleted_cause])).toEqual([
      [3, "cancalled", "rejected by operator"],
      [2, "cancalled", th.history.statuses.expired],
      [1, "cancalled", th.history.statuses.cancelled],
    ]);
  });

  it("a pending withdrawal stays a withdrawal (no deadline); PHP's [] for none becomes null", async () => {
    let res = await adapt(call("GET", "/api/customers/profile"), answer({ success: true, data: familyProfile({ pending_request: withdrawPending }) }));
    expect(customersProfile.response.parse(await body(res)).data.pending_request).toMatchObject({ type: "withdraw", amount: 500, expires_at: null });
    res = await adapt(call("GET", "/api/customers/profile"), answer({ success: true, data: familyProfile({ pending_request: [], promotion_ids: [], settings: [] }) }));
    const { data } = customersProfile.response.parse(await body(res));
    expect([data.pending_request, data.promotion_ids, data.settings]).toEqual([null, {}, null]);
  });

  it("401 Unauthenticated. passes as it is", async () => {
    const res = await adapt(call("GET", "/api/customers/profile"), answer({ message: "Unauthenticated." }, 401));
    expect([res.status, await body(res)]).toEqual([401, { message: "Unauthenticated." }]);
  });
});

describe("deposits", () => {
  it("sends the family's promotion_id: a string key, \"0\" for none", async () => {
    const none = await adaptFamilyRequest(call("POST", "/api/requests/deposit/prepare", { amount: 250, promotion_id: null, ip: "" }));
    expect(await none.json()).toEqual({ amount: 250, promotion_id: "0", ip: "" });
    const two = await adaptFamilyRequest(call("POST", "/api/requests/deposit/payment-gateway", { amount: 250, promotion_id: 2 }));
    expect(await two.json()).toMatchObject({ promotion_id: "2" });
    expect(depositPrepare.body!.parse({ amount: 250, promotion_id: "0" }).promotion_id).toBeNull();
  });

  it("prepare's `{success: true}` alone: the profile is re-read with the same Authorization and the box built from pending_request", async () => {
    const b = backend({ "GET /api/customers/profile": () => answer({ success: true, data: familyProfile({ pending_request: bankPending }) }) });
    const res = await adapt(call("POST", "/api/requests/deposit/prepare"), answer({ success: true }), b.send);
    expect(depositPrepare.response.parse(await body(res))).toEqual({
      success: true,
      data: { id: 1201, amount: 250.37, to_bank: "scb", to_account_number: "4071234567", to_name: "บจก. โกลด์มูน", expires_at: "2026-11-21T03:13:00.000Z" },
    });
    expect(b.sent.map((r) => [r.method, new URL(r.url).href, r.headers.get("authorization")])).toEqual([["GET", `${BASE}/api/customers/profile`, "Bearer t-1"]]);
  });

  it("prepare: a pending deposit without an account of its own is paid to the profile's to_* account", async () => {
    const profile = familyProfile({ to_bank: "BBL", to_account_number: "1112223334", to_name: "ผู้ประกอบการ", pending_request: { id: 7, amount: "100.45", created_at: "2026-11-21T03:00:00Z" } });
    const b = backend({ "GET /api/customers/profile": () => answer({ data: profile }) });
    const res = await adapt(call("POST", "/api/requests/deposit/prepare"), answer({ success: true }), b.send);
    expect(depositPrepare.response.parse(await body(res)).data).toEqual({ id: 7, amount: 100.45, to_bank: "bbl", to_account_number: "1112223334", to_name: "ผู้ประกอบการ", expires_at: "2026-11-21T03:15:00.000Z" });
  });

  it("the gateway's `{success, data: PaymentInfo}`: the QR from pending_request.qr_code, no re-read", async () => {
    const b = backend({});
    const info = { pending_request: qrPending, completed_requests: [], request_lifetime: "15", settings: { deposit_min: "1.00" }, success_deposit_count: "3", payment_gateway_status: true };
    const res = await adapt(call("POST", "/api/requests/deposit/payment-gateway"), answer({ success: true, data: info }), b.send);
    // "15" is minutes (no bank transfer waits 15 seconds).
    expect(depositPaymentGateway.response.parse(await body(res))).toEqual({
      success: true,
      data: { id: 1202, amount: 300, qr_code: PNG, expires_at: "2026-11-21T03:14:00.000Z" },
    });
    expect(b.sent).toEqual([]);
  });

  it("the gateway's `{success: true}` alone re-reads the profile; our own answer (qr_payload) passes as it is", async () => {
    const b = backend({ "GET /api/customers/profile": () => answer({ success: true, data: familyProfile({ pending_request: qrPending }) }) });
    const res = await adapt(call("POST", "/api/requests/deposit/payment-gateway"), answer({ success: true }), b.send);
    expect((await body(res)).data).toMatchObject({ id: 1202, qr_code: PNG });
    const ours = { success: true, data: { id: 9, amount: "300.00", qr_payload: "000201…6304ABCD", expires_at: "2026-11-21T03:15:00.000Z" } };
    const passed = depositPaymentGateway.response.parse(await body(await adapt(call("POST", "/api/requests/deposit/payment-gateway"), answer(ours))));
    expect(passed.data).toEqual({ id: 9, amount: 300, qr_payload: "000201…6304ABCD", expires_at: "2026-11-21T03:15:00.000Z" });
    // Ours with an image: bare whether it came prefixed or not; one that is no image is dropped.
    for (const [qr_code, out] of [[PNG, PNG], [`data:image/png;base64,${PNG}`, PNG], ["https://evil.example/qr.png", undefined]] as const) {
      const image = { success: true, data: { id: 9, amount: "300.00", qr_payload: "000201…6304ABCD", qr_code, expires_at: "2026-11-21T03:15:00.000Z" } };
      const adapted = depositPaymentGateway.response.parse(await body(await adapt(call("POST", "/api/requests/deposit/payment-gateway"), answer(image))));
      expect(adapted.data?.qr_code).toBe(out);
    }
  });

  it("success with no open deposit in the profile (or only a withdrawal) is a 502, never a box", async () => {
    const logs = captureLogs();
    const b = backend({ "GET /api/customers/profile": () => answer({ success: true, data: familyProfile({ pending_request: withdrawPending }) }) });
    const res = await adapt(call("POST", "/api/requests/deposit/prepare"), answer({ success: true }), b.send);
    logs.stop();
    expect([res.status, await body(res)]).toEqual([502, { message: th.api.unexpected }]);
    expect(logs.lines).toContainEqual(expect.objectContaining({ level: "error", msg: expect.stringContaining("no open deposit") }));
  });

  it("a refusal `{success: false, message}` also carries msg", async () => {
    const res = await adapt(call("POST", "/api/requests/deposit/prepare"), answer({ success: false, message: "มีรายการค้างอยู่" }, 200));
    expect(await body(res)).toEqual({ success: false, message: "มีรายการค้างอยู่", msg: "มีรายการค้างอยู่" });
  });

  it("cancel with PaymentInfo as data answers success only", async () => {
    const res = await adapt(call("POST", "/api/requests/deposit/1202/cancel"), answer({ success: true, data: { pending_request: null, completed_requests: [] } }));
    expect(await body(res)).toEqual({ success: true });
  });
});

describe("withdraw", () => {
  it("`{success, message}` (the family), `{success, data: {id}}` (ours) and `{success, data: PaymentInfo}` all fit the contract", async () => {
    const family = withdraw.response.parse(await body(await adapt(call("POST", "/api/requests/withdraw"), answer({ success: true, message: "ส่งคำขอแล้ว" }))));
    expect(family).toEqual({ success: true, message: "ส่งคำขอแล้ว" });
    const ours = withdraw.response.parse(await body(await adapt(call("POST", "/api/requests/withdraw"), answer({ success: true, data: { id: 31 } }))));
    expect(ours).toMatchObject({ success: true, id: 31, data: { id: 31 } });
    const info = withdraw.response.parse(await body(await adapt(call("POST", "/api/requests/withdraw"), answer({ success: true, data: { pending_request: withdrawPending } }))));
    expect(info).toMatchObject({ success: true, id: 2101 });
  });

  it("an answer without a boolean success, or with a text that is not one, stays off the contract (the forwarder's 502)", async () => {
    for (const raw of [{ success: "done", msg: 1 }, {}, { message: "ok" }, { success: true, msg: 1 }]) {
      const adapted = await body(await adapt(call("POST", "/api/requests/withdraw"), answer(raw)));
      expect(withdraw.response.safeParse(adapted).success, JSON.stringify(raw)).toBe(false);
    }
  });
});

describe("calls the family lacks (404)", () => {
  it("history tab 2 from the profile: the open request first, then completed_requests newest first, dates and causes", async () => {
    const b = backend({ "GET /api/customers/profile": () => answer({ success: true, data: familyProfile({ pending_request: withdrawPending }) }) });
    const res = await adapt(call("GET", "/api/customers/history?type=deposit-withdraw"), notFound(), b.send);
    const { data } = customersHistory.response.parse(await body(res));
    expect(data.map((r) => [r.id, r.type, r.status, r.amount, r.note])).toEqual([
      [2101, "withdraw", "pending", 500, null],
      [953, "withdraw", "wait-for-approval", 500, null],
      [952, "deposit", "cancalled", 300, "สลิปไม่ถูกต้อง"],
      [951, "deposit", "completed", 1000, null],
    ]);
    expect(data[1]!.created_at).toBe("2026-11-21T09:15:00.000Z");
  });

  it("history tab 1: the bonuses completed deposits carried; a profile 401 passes as it is", async () => {
    const b = backend({ "GET /api/customers/profile": () => answer({ success: true, data: familyProfile() }) });
    const res = await adapt(call("GET", "/api/customers/history?type=bonus"), notFound(), b.send);
    const parsed = customersHistory.response.parse(await body(res));
    expect(parsed.data).toEqual([expect.objectContaining({ id: 951, type: "deposit_bonus", status: "claimed", amount: 100, note: th.history.bonusNotes.deposit("951") })]);
    expect(parsed.has_more).toBe(false);
    const gone = backend({ "GET /api/customers/profile": () => answer({ message: "Unauthenticated." }, 401) });
    expect((await adapt(call("GET", "/api/customers/history"), notFound(), gone.send)).status).toBe(401);
  });

  it("promotions from the profile's promotion_ids (names only); a visitor gets none", async () => {
    const b = backend({ "GET /api/customers/profile": () => answer({ success: true, data: familyProfile({ promotion_ids: { "0": "ไม่รับโปร", "2": "ฝากทั้งวัน รับ 10%", "1": "สมาชิกใหม่" } }) }) });
    const { data } = promotions.response.parse(await body(await adapt(call("GET", "/api/promotions"), notFound(), b.send)));
    expect(data.map((p) => [p.id, p.name, p.terms_known])).toEqual([
      [1, "สมาชิกใหม่", false],
      [2, "ฝากทั้งวัน รับ 10%", false],
    ]);
    const visitor = new Request(`${BASE}/api/promotions`);
    expect(await body(await adapt(visitor, notFound(), b.send))).toEqual({ data: [] });
  });

  it("site info, banners and game lists from the site's defaults; a family's own list for a category is replaced too", async () => {
    const info = siteInfoCall.response.parse(await body(await adapt(call("GET", "/api/site-info"), notFound())));
    expect(info.data.name).toBe(SITE_INFO.name);
    expect(banners.response.parse(await body(await adapt(call("GET", "/api/banners"), notFound()))).data).toHaveLength(4);
    const hot = hotGames.response.parse(await body(await adapt(call("GET", "/api/games/hot"), notFound())));
    expect(hot.data.length).toBeGreaterThan(8);
    expect(hot.data.every((g) => g.is_hot)).toBe(true);
    const slots = customersProduct.response.parse(await body(await adapt(call("GET", "/api/customers/slot"), answer([{ product: "slot", name: "x" }]))));
    expect(slots.data.length).toBeGreaterThanOrEqual(8);
    expect(slots.data.every((g) => g.category === "slot" && g.image === `/art/games/${g.slug}.svg`)).toBe(true);
    const ours = { data: [slots.data[0]] };
    expect(await body(await adapt(call("GET", "/api/customers/slot"), answer(ours)))).toEqual(JSON.parse(JSON.stringify(ours)));
  });

  it("the game launch from GET /api/customers/login-game {success, url}; its refusal keeps the message", async () => {
    const b = backend({ "GET /api/customers/login-game": () => answer({ success: true, url: "https://games.example/play?t=abc" }) });
    const res = await adapt(call("POST", "/api/games/launch", { host: 3 }), notFound(), b.send);
    expect(gameLaunch.response.parse(await body(res))).toEqual({ url: "https://games.example/play?t=abc" });
    expect(b.sent[0]!.headers.get("authorization")).toBe("Bearer t-1");
    const refused = backend({ "GET /api/customers/login-game": () => answer({ success: false, message: th.game.firstDeposit }) });
    const r = await adapt(call("POST", "/api/games/launch", { host: 3 }), notFound(), refused.send);
    expect([r.status, await body(r)]).toEqual([400, { success: false, message: th.game.firstDeposit, msg: th.game.firstDeposit }]);
  });
});

describe("lists the site asks a page of, from a backend that ignores limit and cursor", () => {
  const game = (id: number, category: Game["category"] = "fish", rtp: number | null = null) => ({
    id,
    slug: `g-${id}`,
    name: `Game ${id}`,
    provider: "Operator Studio",
    category,
    image: `/art/games/g-${id}.svg`,
    is_new: false,
    is_hot: true,
    rtp,
    volatility: null,
  });
  const whole = Array.from({ length: 130 }, (_, i) => game(500 + i));

  /** Every page, following next_cursor, the backend answering `respond` each time (at most 20 pages). */
  async function follow(path: string, respond: () => Response, send: Send = backend({}).send) {
    const pages: Record<string, unknown>[] = [];
    let cursor: unknown = null;
    do {
      const url = `${path}${path.includes("?") ? "&" : "?"}limit=50${cursor ? `&cursor=${String(cursor)}` : ""}`;
      const res = await adapt(call("GET", url), respond(), send);
      expect(res.status).toBe(200);
      pages.push(await body(res));
      cursor = pages.at(-1)!.next_cursor;
    } while (cursor && pages.length < 20);
    return pages;
  }

  it("a category answered whole is cut into pages: in order, each game once, the last page without a cursor", async () => {
    const pages = await follow("/api/customers/fish", () => answer({ success: true, data: whole }));
    expect(pages.map((p) => (p.data as unknown[]).length)).toEqual([50, 50, 30]);
    expect(pages.flatMap((p) => (p.data as { id: number }[]).map((g) => g.id))).toEqual(whole.map((g) => g.id));
    expect(pages.at(-1)!.next_cursor).toBeNull();
    for (const p of pages) expect(customersProduct.response.parse(p).total).toBe(130);
    // The site's defaults (the family has no game lists) are paged the same way.
    const defaults = customersProduct.response.parse(await body(await adapt(call("GET", "/api/customers/slot?limit=5"), notFound())));
    expect(defaults.data).toHaveLength(5);
    expect(defaults.next_cursor).toEqual(expect.any(String));
  });

  it("a backend that pages itself passes as it is; a cursor that is none of ours for a whole list is a Thai 422", async () => {
    const paged = { success: true, data: whole.slice(0, 50), next_cursor: "theirs-2", total: 130 };
    expect(await body(await adapt(call("GET", "/api/customers/fish?limit=50"), answer(paged)))).toEqual(JSON.parse(JSON.stringify(paged)));
    const unpaged = { success: true, data: whole };
    expect(await body(await adapt(call("GET", "/api/customers/fish"), answer(unpaged)))).toEqual(JSON.parse(JSON.stringify(unpaged)));
    const res = await adapt(call("GET", `/api/customers/fish?limit=50&cursor=${encodeCursor([1, 2])}`), answer(unpaged));
    expect([res.status, await body(res)]).toEqual([422, { message: th.paging.cursorFormat, errors: { cursor: [th.paging.cursorFormat] } }]);
  });

  it("hot games with limit: that many, taken in turn from each category", async () => {
    const mixed = [...whole.slice(0, 20), game(900, "slot"), game(901, "casino")];
    const hot = hotGames.response.parse(await body(await adapt(call("GET", "/api/games/hot?limit=6"), answer({ data: mixed }))));
    expect(hot.data).toEqual(mixByCategory(hotGames.response.parse({ data: mixed }).data, 6));
    expect(hot.data.map((g) => g.id)).toEqual([500, 900, 901, 501, 502, 503]);
  });

  it("the RTP table without its call: the three slot categories' games with an RTP, highest first, paged", async () => {
    const b = backend({
      "GET /api/customers/slot": () => answer({ data: [game(1, "slot", 95), game(2, "slot", 97), game(3, "slot", null)] }),
      "GET /api/customers/slot-itp": () => answer({ data: [game(4, "slot-itp", 97), game(5, "slot-itp", 96)] }),
    });
    // hack-slot answers 404 there: the site's defaults for it.
    const res = slotRtp.response.parse(await body(await adapt(call("GET", "/api/games/rtp?limit=3"), notFound(), b.send)));
    expect(res.data.slice(0, 2).map((g) => g.id)).toEqual([2, 4]);
    expect(res.data.every((g) => g.rtp !== null)).toBe(true);
    expect(res.total).toBeGreaterThan(4);
    expect(res.next_cursor).toEqual(expect.any(String));
  });

  it("history tab 2 from a profile of 120 requests made at one instant: 50 a page, newest first, the net deposit of all", async () => {
    const at = "2026-11-20T10:00:00.000000Z";
    const completed = Array.from({ length: 120 }, (_, i) => ({
      id: 3120 - i,
      type: i % 3 === 0 ? "withdraw" : "deposit",
      status: "completed",
      amount: `${100 + i}.00`,
      bonus: "0.00",
      total: `${100 + i}.00`,
      created_at: at,
      deleted_at: null,
      deleted_cause: null,
    }));
    const b = backend({ "GET /api/customers/profile": () => answer({ success: true, data: familyProfile({ completed_requests: completed }) }) });
    const pages = await follow("/api/customers/history?type=deposit-withdraw", notFound, b.send);
    expect(pages.map((p) => (p.data as unknown[]).length)).toEqual([50, 50, 20]);
    expect(pages.flatMap((p) => (p.data as { id: number }[]).map((r) => r.id))).toEqual(completed.map((r) => r.id));
    let net = 0;
    for (let i = 0; i < 120; i++) net += (i % 3 === 0 ? -1 : 1) * (100 + i);
    for (const p of pages) expect(customersHistory.response.parse(p).net_deposit).toBe(net);
    expect(pages.at(-1)!.next_cursor).toBeNull();
  });

  it("history tab 2 answered whole in our shape is paged too; the CSV export is built from the profile", async () => {
    const rows = Array.from({ length: 70 }, (_, i) => ({ id: 700 - i, type: "deposit", status: "completed", amount: "10.00", created_at: "2026-11-20T10:00:00Z", note: null }));
    const pages = await follow("/api/customers/history?type=deposit-withdraw", () => answer({ data: rows }));
    expect(pages.map((p) => (p.data as unknown[]).length)).toEqual([50, 20]);
    expect(pages[0]!.net_deposit).toBe(700);

    const b = backend({ "GET /api/customers/profile": () => answer({ success: true, data: familyProfile() }) });
    const csv = await adapt(call("GET", "/api/customers/history/export"), notFound(), b.send);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("วันที่,ประเภท,จำนวนเงิน (บาท),สถานะ");
    expect(lines.slice(1).map((l) => l.split(",").slice(1))).toEqual([
      ["ถอน", "500.00", "รออนุมัติ"],
      ["ฝาก", "300.00", "ยกเลิก"],
      ["ฝาก", "1000.00", "สำเร็จ"],
    ]);
  });
});

describe("token grant and values", () => {
  it("the login's grant passes; a string expires_in becomes a number", async () => {
    const grant = { access_token: "eyJhbGciOiJIUzI1NiJ9.payload.sig", token_type: "bearer", expires_in: "31536000" };
    const out = await body(await adapt(call("POST", "/api/login", {}), answer(grant)));
    expect(login.backendResponse!.parse(out)).toMatchObject({ expires_in: 31_536_000 });
  });

  it("qr_code: a base64 image with or without its data: prefix → bare base64; anything else is dropped", () => {
    expect(qrBase64Of(PNG)).toBe(PNG);
    expect(qrBase64Of(`data:image/png;base64,${PNG}`)).toBe(PNG);
    expect(qrBase64Of(`data:image/jpeg;base64,/9j/4AAQ`)).toBe("/9j/4AAQ");
    expect(qrBase64Of("javascript:alert(1)")).toBeNull();
    expect(qrBase64Of("data:text/html;base64,PHNjcmlwdD4=")).toBeNull();
    expect(qrBase64Of("data:image/png;base64,data:image/png;base64,AAAA")).toBeNull();
    expect(qrBase64Of("https://evil.example/qr.png")).toBeNull();
    expect(qrBase64Of(null)).toBeNull();
  });

  it("dates and lifetimes", () => {
    expect(dateOf("2026-11-19 20:30:00")).toBe("2026-11-19T13:30:00.000Z");
    expect(dateOf("2026-11-19T13:30:00.000000Z")).toBe("2026-11-19T13:30:00.000Z");
    expect(dateOf("soon")).toBeNull();
    expect([lifetimeSeconds("900"), lifetimeSeconds("15"), lifetimeSeconds("0"), lifetimeSeconds(null)]).toEqual([900, 900, null, null]);
  });
});
