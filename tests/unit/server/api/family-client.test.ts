// @vitest-environment node
/**
 * The reference API serves the API family's existing clients (docs/api.md#bearer-clients-and-the-api-family).
 * Each test replays what such a client sends — exact paths, bodies and headers: no Origin (a
 * server, an app) or an Origin listed in API_CLIENT_ORIGINS, `Authorization: Bearer`, no cookie — through the BFF
 * (`handleApi`) over the embedded PGlite, and checks the answer has the family's shape. The site's own pages keep
 * the HttpOnly cookie and never see a token.
 */
import "../memory-db";
// Read by server/env.ts on first use, after this module's imports are set up.
process.env.API_CLIENT_ORIGINS = "https://partner.example, http://localhost:3001/";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { inflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { handleApi, handleSiteApi } from "@/server/api/bff";
import { decideWithdrawal } from "@/server/wallet/withdrawals";
import { runDueJobs } from "@/server/wallet/jobs";
import { moneyMsg } from "@/server/wallet/messages";
import { rowsOf } from "@/server/db/rows";
import { depositWatchReducer, idleWatch } from "@/lib/wallet/deposit-watch";
import { profile as profileSchema } from "@/lib/api/contract/customers";
import { th } from "@/lib/i18n/th";
import { lastCode, quietSms } from "../accounts/helpers";

const SITE = "http://127.0.0.1:3000";
const PARTNER = "https://partner.example";
let database: DB;
setupDatabase((d) => {
  database = d;
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let ipSeq = 0;

/** A request as a family client sends it: JSON, its own headers only (no Origin unless given, no cookie). */
function send(path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; base?: string } = {}) {
  const { body, token, headers = {}, base = SITE } = init;
  const h: Record<string, string> = { host: new URL(base).host, "x-forwarded-for": `203.0.113.${(++ipSeq % 200) + 1}`, accept: "application/json" };
  if (body !== undefined) h["content-type"] = "application/json";
  if (token) h.authorization = `Bearer ${token}`;
  return handleApi(
    new Request(`${base}${path}`, {
      method: init.method ?? (body === undefined ? "GET" : "POST"),
      headers: { ...h, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
const json = async (res: Response) => (await res.json()) as Json;

/** scb's login: `{phone, password}` and nothing else, no Origin (its server, or the app). */
async function familyLogin(headers: Record<string, string> = {}, base?: string): Promise<string> {
  const res = await send("/api/login", { body: { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password }, headers, base });
  expect(res.status).toBe(200);
  const grant = await json(res);
  expect(grant).toMatchObject({ success: true, token_type: "bearer", expires_in: 86400 });
  expect(typeof grant.access_token).toBe("string");
  return grant.access_token as string;
}

/**
 * scb's withdraw page (app/pages/withdraw.vue) once pending_request has cleared: `completed_requests[0].status ==
 * "cancalled"` shows its deleted_cause as an error; any other word shows success.
 */
function withdrawPageSees(profile: Json): string {
  const comp = profile.completed_requests[0] as Json;
  return comp.status == "cancalled" ? `error: ${comp.deleted_cause}` : "success";
}

async function familyProfile(token: string) {
  const res = await send("/api/customers/profile", { token });
  expect(res.status).toBe(200);
  const body = await json(res);
  expect(body.success).toBe(true);
  return body.data as Json;
}

describe("a family client without Origin (a server, an app)", () => {
  it("logs in with {phone, password}: the token in the body, as the family answers", async () => {
    const res = await send("/api/login", { body: { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password } });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["access_token", "token_type", "expires_in", "success"]));
    expect(body.token_type).toBe("bearer");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("reads the profile with the bearer alone: {success: true, data} with the family's fields, filled honestly", async () => {
    const token = await familyLogin();
    const data = await familyProfile(token);
    expect(data.phone).toBe(DEMO_MEMBER.phone);
    expect(data.ufabet_username).toBe(DEMO_MEMBER.username);
    expect(data.turnover_needed).toBe("0.00");
    expect(data.settings).toEqual({ deposit_min: "1.00", withdraw_min: "0.01" });
    expect(data.request_lifetime).toBe("900");
    expect(Number(data.success_deposit_count)).toBeGreaterThanOrEqual(0);
    // The demo member has deposited: the first-deposit promotion is not offered, the others are, as {id: name}.
    const promos = rowsOf<{ id: number; name: string; first_deposit_only: boolean }>(
      await database.execute(sql`SELECT id, name, first_deposit_only FROM promotions WHERE active ORDER BY id`),
    );
    expect(data.promotion_ids).toEqual(Object.fromEntries(promos.filter((p) => !p.first_deposit_only).map((p) => [String(p.id), p.name])));
    expect(JSON.stringify(data)).not.toContain(DEMO_MEMBER.password);
    // Our own site parses the same answer.
    expect(profileSchema.safeParse(data).success).toBe(true);
  });

  it("opens a payment-gateway deposit with promotion_id \"0\" (none); the profile's pending_request carries the QR as a PNG", async () => {
    const token = await familyLogin();
    const res = await send("/api/requests/deposit/payment-gateway", { token, body: { amount: "150", promotion_id: "0" } });
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer.success).toBe(true);
    const id = answer.data.id as number;
    const [row] = rowsOf<{ promotion_id: number | null }>(await database.execute(sql`SELECT promotion_id FROM money_requests WHERE id = ${id}`));
    expect(row!.promotion_id).toBeNull();

    const profile = await familyProfile(token);
    const pending = profile.pending_request as Json;
    expect(pending).toMatchObject({ id, type: "deposit", method: "gateway", status: "pending", amount: 150, qr_payload: answer.data.qr_payload });
    expect(pending.expires_at).toBe(answer.data.expires_at);
    expect(pending.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The payee printed under the QR (QRPayment.vue): the operator's name, as for a transfer.
    expect(pending.name).toBe(profile.to_name);
    expect(pending.name).toEqual(expect.stringMatching(/\S/));
    // Bare base64: the client writes `:src="data:image/png;base64,${qr_code}"` itself.
    expect(pending.qr_code).toMatch(/^iVBORw0KGgo[A-Za-z0-9+/]+=*$/);
    const src = `data:image/png;base64,${pending.qr_code}`;
    const png = Buffer.from(src.slice(src.indexOf(",") + 1), "base64");
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const size = png.readUInt32BE(16);
    expect(size).toBe(png.readUInt32BE(20));
    // One IDAT of 8-bit greyscale rows: dark and light pixels both there, the quiet zone white.
    const idat = png.indexOf("IDAT");
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(pixels.length).toBe((size + 1) * size);
    expect(pixels.includes(0x00)).toBe(true);
    expect(pixels[1]).toBe(0xff);

    const cancel = await send(`/api/requests/deposit/${id}/cancel`, { token, method: "POST" });
    expect(await json(cancel)).toEqual({ success: true });
    expect((await familyProfile(token)).pending_request).toBeNull();
  });

  it.each([["0"], [0], [""], [null]])("takes promotion_id %j as no promotion on deposit/prepare", async (promotion_id) => {
    const token = await familyLogin();
    const res = await send("/api/requests/deposit/prepare", { token, body: { amount: 200, promotion_id } });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    const [row] = rowsOf<{ promotion_id: number | null }>(await database.execute(sql`SELECT promotion_id FROM money_requests WHERE id = ${data.id}`));
    expect(row!.promotion_id).toBeNull();
    const pending = (await familyProfile(token)).pending_request as Json;
    // A bank transfer's pending_request: the operator's receiving account, the exact amount, no QR.
    expect(pending).toMatchObject({ id: data.id, type: "deposit", method: "bank", bank: data.to_bank, account_number: data.to_account_number, name: data.to_name, qr_code: null });
    expect((await send(`/api/requests/deposit/${data.id}/cancel`, { token, method: "POST" })).status).toBe(200);
  });

  it("takes a promotion by its string key of promotion_ids, end to end", async () => {
    const token = await familyLogin();
    const ids = (await familyProfile(token)).promotion_ids as Record<string, string>;
    const key = Object.keys(ids)[0]!;
    const res = await send("/api/requests/deposit/prepare", { token, body: { amount: "1000", promotion_id: key } });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    const [row] = rowsOf<{ promotion_id: number | null }>(await database.execute(sql`SELECT promotion_id FROM money_requests WHERE id = ${data.id}`));
    expect(row!.promotion_id).toBe(Number(key));
    expect((await send(`/api/requests/deposit/${data.id}/cancel`, { token, method: "POST" })).status).toBe(200);
    // A key that is not a promotion: a Thai 422 on promotion_id, never a 500.
    const unknown = await send("/api/requests/deposit/prepare", { token, body: { amount: "1000", promotion_id: "999999" } });
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).errors.promotion_id).toEqual([th.deposit.promotionNotFound]);
  });

  it("withdraws with {phone, amount}: {success: true, id} and no data; the pending withdrawal shows as the family shows it", async () => {
    const token = await familyLogin();
    const res = await send("/api/requests/withdraw", { token, body: { phone: DEMO_MEMBER.phone, amount: "100" } });
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer).toEqual({ success: true, id: expect.any(Number) });
    expect(answer).not.toHaveProperty("data");

    const p = await familyProfile(token);
    // No deposit open: the withdrawal sits in pending_request, paid to the member's own account.
    expect(p.pending_request).toMatchObject({
      id: answer.id,
      type: "withdraw",
      status: "pending",
      amount: 100,
      bank: DEMO_MEMBER.bank,
      account_number: DEMO_MEMBER.accountNumber,
      name: DEMO_MEMBER.name,
      qr_code: null,
    });
    // …and first in completed_requests, newest first, with its date.
    expect(p.completed_requests[0]).toMatchObject({ id: answer.id, type: "withdraw", status: "pending", amount: 100, bonus: 0, total: 100, deleted_at: null });
    expect(p.completed_requests[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Our site's deposit watch does not take it for a deposit.
    const parsed = profileSchema.parse(p);
    expect(depositWatchReducer(idleWatch, { type: "profile", profile: parsed })).toEqual(idleWatch);

    // The phone may be left out: the session decides the account.
    const again = await send("/api/requests/withdraw", { token, body: { amount: 1 } });
    expect(await json(again)).toEqual({ success: false, msg: expect.any(String) }); // one pending at a time

    await decideWithdrawal(database, answer.id, "approve");
    const after = await familyProfile(token);
    expect(after.pending_request).toBeNull();
    expect(after.completed_requests[0]).toMatchObject({ id: answer.id, status: "completed", deleted_at: null });
    expect(withdrawPageSees(after)).toBe("success");
  });

  it.each([
    ["null", { phone: null }],
    ["left out", {}],
    ["empty", { phone: "" }],
    ["well-formed", { phone: DEMO_MEMBER.phone }],
    ["malformed", { phone: "+66 8x-123" }],
  ])("withdraws with the phone %s: it is never read, so it never refuses a withdrawal", async (_, phone) => {
    const token = await familyLogin();
    const res = await send("/api/requests/withdraw", { token, body: { ...phone, amount: "50" } });
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer).toEqual({ success: true, id: expect.any(Number) });
    const [row] = rowsOf<{ account_number: string }>(
      await database.execute(sql`SELECT m.account_number FROM money_requests r JOIN members m ON m.id = r.member_id WHERE r.id = ${answer.id}`),
    );
    expect(row!.account_number).toBe(DEMO_MEMBER.accountNumber);
    await decideWithdrawal(database, answer.id, "reject");
  });

  it("a refused withdrawal reads as refused: `cancalled` with its cause, so the family's withdraw page shows the error, not success", async () => {
    const token = await familyLogin();
    // scb's withdraw page: `{phone: register_phone (null), amount}`, then it polls the profile until pending_request clears.
    const res = await send("/api/requests/withdraw", { token, body: { phone: null, amount: 100 } });
    expect(res.status).toBe(200);
    const { id } = await json(res);
    expect((await familyProfile(token)).pending_request).toMatchObject({ id, type: "withdraw" });
    await decideWithdrawal(database, id, "reject");
    const after = await familyProfile(token);
    expect(after.pending_request).toBeNull();
    expect(after.completed_requests[0]).toMatchObject({ id, type: "withdraw", status: "cancalled", deleted_cause: moneyMsg.withdrawRejected });
    expect(after.completed_requests[0].deleted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(withdrawPageSees(after)).toBe(`error: ${moneyMsg.withdrawRejected}`);
    // Our own site's history keeps the precise word.
    const history = await json(await send("/api/customers/history?type=deposit-withdraw", { token }));
    expect(history.data.find((r: Json) => r.id === id)).toMatchObject({ status: "rejected", note: moneyMsg.withdrawRejected });
  });

  it("a cancelled or expired deposit is `cancalled` too, each with its cause; only a paid one says completed", async () => {
    const token = await familyLogin();
    const open = async () => (await json(await send("/api/requests/deposit/prepare", { token, body: { amount: 120, promotion_id: "0" } }))).data.id as number;
    const cancelled = await open();
    expect((await send(`/api/requests/deposit/${cancelled}/cancel`, { token, method: "POST" })).status).toBe(200);
    const expired = await open();
    await database.execute(sql`UPDATE money_requests SET expires_at = now() - interval '1 second' WHERE id = ${expired}`);
    await database.execute(sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE request_id = ${expired}`);
    await runDueJobs(database); // the scheduler's tick
    const p = await familyProfile(token);
    const byId = (id: number) => (p.completed_requests as Json[]).find((r) => r.id === id);
    expect(byId(cancelled)).toMatchObject({ status: "cancalled", deleted_cause: moneyMsg.depositCancelled });
    expect(byId(expired)).toMatchObject({ status: "cancalled", deleted_cause: "deposit time ended" });
    // No word but completed, pending and the family's own: a client that shows success for any other cannot misread.
    for (const r of p.completed_requests as Json[]) expect(["completed", "pending", "cancalled"]).toContain(r.status);
    for (const r of (p.completed_requests as Json[]).filter((x) => x.status === "cancalled")) expect(r.deleted_cause).toEqual(expect.stringMatching(/\S/));
    const history = await json(await send("/api/customers/history?type=deposit-withdraw", { token }));
    const words = new Map((history.data as Json[]).map((r) => [r.id, r.status]));
    expect([words.get(cancelled), words.get(expired)]).toEqual(["cancelled", "expired"]);
  });

  it("registers: the OTP the member typed, a password with the phone beside it, the bank upper-case; tokens in the body", async () => {
    quietSms();
    const phone = "0631400001";
    // The family's register/phone body alone is refused in Thai: the 20+ check asks for a birth date.
    const bare = await send("/api/register/phone", { body: { phone, ip: "" } });
    expect(bare.status).toBe(422);
    expect(Object.keys((await json(bare)).errors)).toEqual(expect.arrayContaining(["birth_date", "age_confirmed"]));
    const start = await send("/api/register/phone", { body: { phone, ip: "", birth_date: "1990-01-15", age_confirmed: true } });
    expect(start.status).toBe(200);
    expect((await json(start)).success).toBe(true);
    // A bypass flag with a placeholder code is refused, never honoured (no OTP bypass).
    const bypass = await send("/api/register/otp", { body: { phone, otp: "123456", bypass: true } });
    expect(bypass.status).toBe(422);
    expect(await json(bypass)).not.toHaveProperty("access_token");

    const otp = await send("/api/register/otp", { body: { phone, otp: await lastCode(database, phone) } });
    expect(otp.status).toBe(200);
    const registration = await json(otp);
    expect(registration).toMatchObject({ success: true, token_type: "bearer" });
    const password = await send("/api/register/password", {
      token: registration.access_token,
      body: { phone, password: "Family123", password_confirmation: "Family123" },
    });
    expect(password.status).toBe(200);
    expect(await json(password)).toEqual({ success: true });
    const bank = await send("/api/register/bank-account", {
      token: registration.access_token,
      body: { phone, bank: "KBANK", account_number: "1231400001", name: "ครอบครัว ทดสอบ", line: "" },
    });
    expect(bank.status).toBe(200);
    const session = await json(bank);
    expect(session).toMatchObject({ success: true, token_type: "bearer" });
    const p = await familyProfile(session.access_token);
    expect(p).toMatchObject({ phone, bank: "kbank", pending_request: null, success_deposit_count: "0" });
  });

  it("launches a game with GET /api/customers/login-game: {success: true, url} on a random host, no password or session in it", async () => {
    const token = await familyLogin();
    const hosts = rowsOf<{ url: string }>(await database.execute(sql`SELECT url FROM game_hosts`)).map((h) => h.url);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await send("/api/customers/login-game", { token });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toEqual({ success: true, url: expect.any(String) });
      // Absolute, on this site: the family's client opens it on its own origin.
      const url = new URL(body.url);
      expect(url.origin).toBe(new URL(SITE).origin);
      expect(hosts).toContain(url.pathname);
      expect(body.url).not.toContain(token);
      expect(body.url).not.toContain(DEMO_MEMBER.password);
      expect(body.url).not.toContain(DEMO_MEMBER.phone);
      expect([...url.searchParams.keys()]).toEqual(["token"]); // the single-use, 60-second launch token only
      seen.add(url.pathname);
    }
    expect(seen.size).toBeGreaterThan(1);
    // A visitor: 401, as every member call.
    expect((await send("/api/customers/login-game")).status).toBe(401);
  });

  it("gets 401 before its body is read when the session is missing or over (not a 422 about a field)", async () => {
    const bad = { phone: "x", amount: "abc" };
    const none = await send("/api/requests/withdraw", { body: bad });
    expect(none.status).toBe(401);
    expect(await none.text()).toBe('{"message":"Unauthenticated."}');
    const token = await familyLogin();
    expect((await send("/api/logout", { token, method: "POST" })).status).toBe(200);
    const ended = await send("/api/requests/withdraw", { token, body: bad });
    expect(ended.status).toBe(401);
    expect((await send("/api/requests/deposit/prepare", { token: "expired-token-0123456789", body: { amount: -1 } })).status).toBe(401);
    expect((await send("/api/register/password", { token: "expired-token-0123456789", body: { password: "x" } })).status).toBe(401);
    // With a session, the same body is a Thai 422.
    const live = await familyLogin();
    const invalid = await send("/api/requests/withdraw", { token: live, body: bad });
    expect(invalid.status).toBe(422);
    expect((await json(invalid)).errors.amount).toBeDefined();
  });
});

describe("a family client on a listed origin (API_CLIENT_ORIGINS)", () => {
  it("logs in through a proxy that rewrites Host: the token in the body, CORS for exactly that origin, no cookie", async () => {
    const token = await familyLogin({ origin: PARTNER, host: "api.internal:8080" }, "http://api.internal:8080");
    expect(token.length).toBeGreaterThan(16);
    const res = await send("/api/login", {
      base: "http://api.internal:8080",
      headers: { origin: PARTNER, host: "api.internal:8080", "x-forwarded-host": "partner.example" },
      body: { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/\bOrigin\b/);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await json(res)).toHaveProperty("access_token");
  });

  it("is the listed origin even when the proxy keeps the partner's own Host", async () => {
    const res = await send("/api/login", {
      base: PARTNER,
      headers: { origin: PARTNER },
      body: { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toHaveProperty("access_token");
    expect(res.headers.get("access-control-allow-origin")).toBe(PARTNER);
  });

  it("reads the profile and withdraws with its bearer; every answer, refusals too, carries its CORS", async () => {
    const token = await familyLogin({ origin: "http://localhost:3001" });
    const profile = await send("/api/customers/profile", { token, headers: { origin: "http://localhost:3001" } });
    expect(profile.status).toBe(200);
    expect(profile.headers.get("access-control-allow-origin")).toBe("http://localhost:3001");
    const refused = await send("/api/requests/withdraw", { token, headers: { origin: "http://localhost:3001" }, body: { amount: 1e9 } });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("access-control-allow-origin")).toBe("http://localhost:3001");
    const visitor = await send("/api/customers/profile", { headers: { origin: "http://localhost:3001" } });
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("access-control-allow-origin")).toBe("http://localhost:3001");
  });

  it("answers its preflight: 204, the path's methods, the bearer client's headers, no credentials", async () => {
    const res = await send("/api/requests/withdraw", {
      method: "OPTIONS",
      headers: { origin: PARTNER, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(res.headers.get("access-control-allow-methods")).toBe("POST");
    expect(res.headers.get("access-control-allow-headers")).toBe("authorization, content-type, idempotency-key");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/\bOrigin\b/);
  });

  it("never acts with the member's cookie: a cookie request from a listed origin is refused like any other", async () => {
    const token = await familyLogin();
    const res = await send("/api/logout", { method: "POST", headers: { origin: PARTNER, cookie: `jwt=${token}` } });
    expect(res.status).toBe(403);
    expect((await send("/api/customers/profile", { token })).status).toBe(200);
  });
});

describe("any other origin, and the site's own pages", () => {
  it("gives an unlisted origin no CORS header, and refuses its cookie state changes with 403", async () => {
    const token = await familyLogin();
    const read = await send("/api/customers/profile", { token, headers: { origin: "https://evil.example" } });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await send("/api/requests/withdraw", { method: "OPTIONS", headers: { origin: "https://evil.example", "access-control-request-method": "POST" } });
    expect(preflight.status).not.toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const cookie = await send("/api/requests/withdraw", { headers: { origin: "https://evil.example", cookie: `jwt=${token}` }, body: { amount: 1 } });
    expect(cookie.status).toBe(403);
    expect(cookie.headers.get("access-control-allow-origin")).toBeNull();
    const login = await send("/api/login", { headers: { origin: "https://evil.example" }, body: { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password } });
    expect(login.status).toBe(403);
    // A bearer alone cannot be forged cross-site: it skips the Origin check (and still gets no CORS to read the answer).
    const bearer = await send("/api/logout", { token, method: "POST", headers: { origin: "https://evil.example" } });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("never puts a token in a body for the site's own origin: the login form's fetch, a same-origin fetch without Origin, the no-JS form", async () => {
    const credentials = { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password, ip: "" };
    const answers = [
      await send("/api/login", { headers: { origin: SITE }, body: credentials }),
      await send("/api/login", { headers: { "sec-fetch-site": "same-origin" }, body: credentials }),
      await handleSiteApi(
        new Request(`${SITE}/api/login`, { method: "POST", headers: { host: "127.0.0.1:3000", "content-type": "application/json" }, body: JSON.stringify(credentials) }),
      ),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain("access_token");
      expect(JSON.parse(text)).toEqual({ success: true, expires_in: 86400 });
      const jwt = res.headers.getSetCookie().find((c) => c.startsWith("jwt="));
      expect(jwt).toMatch(/HttpOnly/);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });
});
