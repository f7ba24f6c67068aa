import { http, HttpResponse, type HttpHandler, type JsonBodyType } from "msw";
import type * as z from "zod/mini";
import {
  customersEndSession,
  customersSecondFactorDisable,
  customersSecondFactorEnable,
  customersSelfExclude,
  customersSetLimits,
  customersSetRealityCheck,
} from "@/lib/api/contract/protection";
import { parseInput, toValidationBody } from "@/lib/api/validation";
import { formatDateTime } from "@/lib/format";
import { th } from "@/lib/i18n/th";
import { periodEnd, periodStart, type Period } from "@/server/protection/periods";
import { fixtureMember } from "./fixtures";

/**
 * Player protection's stand-in, answering as the contract says, per phone: deposit limits (a decrease at
 * once, a raise or removal after 24 hours), time-out and self-exclusion (the password checked, the member's other
 * sessions ended, deposits and launches refused by the wallet handlers through exclusionRefusal), the sessions (the
 * mock's own tokens of the phone, and for the fixture member one other device, "Chrome 120 · Android 14", that can be ended), the login
 * history (fixed), the reality check (interval kept; the session's start is when the mock first saw its token) and
 * two-factor: setup gives MOCK_TOTP_SECRET, the right code is always MOCK_TOTP_CODE (the mock does not run the clock),
 * the recovery codes are MOCK_RECOVERY_CODES, and with it on a withdrawal needs one of them (totpRefusal).
 */
export const MOCK_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const MOCK_TOTP_CODE = "123456";
export const MOCK_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${"ef2345gh6j"[i]}-klmn${"pq7rstuvwx"[i]}`);
export const MOCK_OTHER_DEVICE = "Chrome 120 · Android 14";

const KEYS = { day: "daily", week: "weekly", month: "monthly" } as const;
type LimitKey = (typeof KEYS)[Period];
interface Limit {
  amount: number | null;
  pending: { amount: number | null; at: number } | null;
}
interface State {
  limits: Record<LimitKey, Limit>;
  exclusion: { kind: "timeout" | "self_exclusion"; endsAt: number | null } | null;
  interval: number;
  totp: { setUp: boolean; enabled: boolean; usedRecovery: Set<string> };
  otherDeviceEnded: boolean;
  /** Deposits asked (amount, when), for what the limits have used. */
  deposits: { amount: number; at: number }[];
}
const states = new Map<string, State>();
/** token (or "ambient:<phone>" in vitest) → its session id and start */
const seen = new Map<string, { id: number; started: number }>();
let sessionIds = 100;
const OTHER_DEVICE_ID = 9001;

export function resetProtection(): void {
  states.clear();
  seen.clear();
  sessionIds = 100;
}

function stateOf(phone: string): State {
  let st = states.get(phone);
  if (!st) {
    const none = (): Limit => ({ amount: null, pending: null });
    st = {
      limits: { daily: none(), weekly: none(), monthly: none() },
      exclusion: null,
      interval: 0,
      totp: { setUp: false, enabled: false, usedRecovery: new Set() },
      // Only the fixture member has the other device ("Chrome 120 · Android 14"); a new member's devices are the mock's tokens.
      otherDeviceEnded: phone !== fixtureMember.phone,
      deposits: [],
    };
    states.set(phone, st);
  }
  return st;
}

/** Sets a phone's state directly (component tests start from a given one). */
export function setMockProtection(phone: string, patch: Partial<Omit<State, "limits">> & { limits?: Partial<Record<LimitKey, Limit>> }): void {
  const st = stateOf(phone);
  Object.assign(st, { ...patch, limits: { ...st.limits, ...patch.limits } });
}

const inForce = (l: Limit, now: number): Limit =>
  l.pending && l.pending.at <= now ? { amount: l.pending.amount, pending: null } : l;

function limitsView(st: State, now: number) {
  const out = {} as Record<LimitKey, unknown>;
  for (const period of ["day", "week", "month"] as const) {
    const key = KEYS[period];
    const l = inForce(st.limits[key], now);
    st.limits[key] = l;
    const from = periodStart(period, new Date(now)).getTime();
    const used = st.deposits.filter((d) => d.at >= from).reduce((t, d) => t + d.amount, 0);
    out[key] = {
      amount: l.amount,
      pending: l.pending && { amount: l.pending.amount, applies_at: new Date(l.pending.at).toISOString() },
      used,
      remaining: l.amount === null ? null : Math.max(0, Math.round((l.amount - used) * 100) / 100),
      resets_at: periodEnd(period, new Date(now)).toISOString(),
    };
  }
  return out;
}

const exclusionMsg = (e: NonNullable<State["exclusion"]>) =>
  e.endsAt === null
    ? th.protection.excludedForever
    : e.kind === "timeout"
      ? th.protection.timeoutUntil(formatDateTime(e.endsAt))
      : th.protection.excludedUntil(formatDateTime(e.endsAt));

function activeExclusion(st: State, now = Date.now()) {
  if (st.exclusion && st.exclusion.endsAt !== null && st.exclusion.endsAt <= now) st.exclusion = null;
  return st.exclusion;
}

/** For the wallet's and the games' handlers: the refusal an excluded member gets, else null. */
export function exclusionRefusal(phone: string): string | null {
  const e = activeExclusion(stateOf(phone));
  return e ? exclusionMsg(e) : null;
}

/** For the deposit handlers: the refusal of an amount over a limit in force (the tightest), else null; records it. */
export function limitRefusal(phone: string, amount: number, now = Date.now()): string | null {
  const st = stateOf(phone);
  const view = limitsView(st, now) as Record<LimitKey, { remaining: number | null; resets_at: string }>;
  let tightest: { period: Period; left: number; resets: string } | null = null;
  for (const period of ["day", "week", "month"] as const) {
    const v = view[KEYS[period]];
    if (v.remaining !== null && amount > v.remaining && (!tightest || v.remaining < tightest.left)) {
      tightest = { period, left: v.remaining, resets: v.resets_at };
    }
  }
  if (tightest) {
    const left = tightest.left.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return th.protection.limitReached(tightest.period, left, formatDateTime(tightest.resets));
  }
  st.deposits.push({ amount, at: now });
  return null;
}

/** For the withdraw handler: with two-factor on, a missing or wrong `totp` is refused (the message), else null. */
export function totpRefusal(phone: string, totp: string | undefined): string | null {
  const t = stateOf(phone).totp;
  if (!t.enabled) return null;
  if (!totp) return th.protection.totpRequired;
  return spendCode(t, totp) ? null : th.protection.totpWrong;
}

function spendCode(t: State["totp"], code: string): boolean {
  if (code === MOCK_TOTP_CODE) return true;
  const normal = code.toLowerCase().replace("-", "");
  const match = MOCK_RECOVERY_CODES.find((c) => c.replace("-", "") === normal);
  if (!match || t.usedRecovery.has(match)) return false;
  t.usedRecovery.add(match);
  return true;
}

const IPHONE_SAFARI = { label: "Mobile Safari 17 · iOS 17", type: "mobile", os: "iOS 17", browser: "Mobile Safari 17" };
const ANDROID_CHROME = { label: MOCK_OTHER_DEVICE, type: "mobile", os: "Android 14", browser: "Chrome 120" };

/** The login history every mock member has: newest first, one failed attempt among them. */
function mockLoginHistory(now = Date.now()) {
  return [
    { ok: true, ip: "203.0.113.7", device: IPHONE_SAFARI, at: new Date(now - 5 * 60_000).toISOString() },
    { ok: false, ip: "198.51.100.23", device: ANDROID_CHROME, at: new Date(now - 3 * 3_600_000).toISOString() },
    { ok: true, ip: "203.0.113.7", device: ANDROID_CHROME, at: new Date(now - 26 * 3_600_000).toISOString() },
  ];
}

interface Hooks {
  sessionPhone: (request: Request) => string | undefined;
  /** The bearer token a request carries, if any. */
  tokenOf: (request: Request) => string | undefined;
  /** The mock's live tokens of a phone. */
  tokensOf: (phone: string) => string[];
  endToken: (token: string) => void;
  passwordOf: (phone: string) => string | undefined;
}

async function parsed<S extends z.core.$ZodType>(request: Request, schema: S): Promise<{ data: z.output<S> } | { error: Response }> {
  const p = parseInput(schema, await request.json().catch(() => null));
  return p.success ? { data: p.data } : { error: HttpResponse.json(toValidationBody(p.error), { status: 422 }) };
}
const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
const unauthenticated = () => json({ message: "Unauthenticated." }, 401);
const refuse = (msg: string, status = 400) => json({ success: false, msg }, status);
const wrongPassword = () => json({ message: th.protection.passwordWrong, errors: { password: [th.protection.passwordWrong] } }, 422);

export function protectionHandlers(h: Hooks): HttpHandler[] {
  const sessionOf = (request: Request, phone: string) => {
    const key = h.tokenOf(request) ?? `ambient:${phone}`;
    let s = seen.get(key);
    if (!s) seen.set(key, (s = { id: ++sessionIds, started: Date.now() }));
    return { key, ...s };
  };
  const realityCheck = (request: Request, phone: string) => {
    const st = stateOf(phone);
    return {
      success: true,
      data: {
        interval_minutes: st.interval,
        session_started_at: new Date(sessionOf(request, phone).started).toISOString(),
        server_time: new Date().toISOString(),
        session: { deposits: 500, withdrawals: 0, stakes: 350, wins: 120 },
      },
    };
  };
  /** Every handler runs as the session's member, or answers 401. */
  const member = (run: (phone: string, request: Request, params: Record<string, unknown>) => Response | Promise<Response>) =>
    ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const phone = h.sessionPhone(request);
      return phone ? run(phone, request, params) : unauthenticated();
    };

  return [
    http.get("*/api/customers/limits", member((phone) => json({ success: true, data: limitsView(stateOf(phone), Date.now()) as JsonBodyType }))),
    http.put(
      "*/api/customers/limits",
      member(async (phone, request) => {
        const body = await parsed(request, customersSetLimits.body!);
        if ("error" in body) return body.error;
        const st = stateOf(phone);
        const now = Date.now();
        for (const key of ["daily", "weekly", "monthly"] as const) {
          const wanted = body.data[key];
          if (wanted === undefined) continue;
          const l = inForce(st.limits[key], now);
          if (wanted === l.amount) st.limits[key] = { amount: l.amount, pending: null };
          else if (wanted !== null && (l.amount === null || wanted < l.amount)) st.limits[key] = { amount: wanted, pending: null };
          else if (l.pending && l.pending.amount === wanted) st.limits[key] = l;
          else st.limits[key] = { amount: l.amount, pending: { amount: wanted, at: now + 24 * 3_600_000 } };
        }
        return json({ success: true, msg: th.protection.limitsSaved, data: limitsView(st, now) as JsonBodyType });
      }),
    ),
    http.get(
      "*/api/customers/self-exclusion",
      member((phone) => {
        const e = activeExclusion(stateOf(phone));
        return json({ success: true, data: e && { kind: e.kind, ends_at: e.endsAt === null ? null : new Date(e.endsAt).toISOString(), msg: exclusionMsg(e) } });
      }),
    ),
    http.post(
      "*/api/customers/self-exclusion",
      member(async (phone, request) => {
        const body = await parsed(request, customersSelfExclude.body!);
        if ("error" in body) return body.error;
        if (body.data.password !== h.passwordOf(phone)) return wrongPassword();
        const st = stateOf(phone);
        const now = Date.now();
        const { period } = body.data;
        const hours = { "24h": 24, "7d": 168, "30d": 720 }[period as string];
        const months = { "6m": 6, "1y": 12, "5y": 60 }[period as string];
        const end = hours ? now + hours * 3_600_000 : months ? new Date(new Date(now).setUTCMonth(new Date(now).getUTCMonth() + months)).getTime() : null;
        const kind = hours ? "timeout" : "self_exclusion";
        const current = activeExclusion(st, now);
        // The one ending last holds: a shorter period asked during a longer one changes nothing.
        if (!current || (current.endsAt !== null && (end === null || end > current.endsAt))) st.exclusion = { kind, endsAt: end };
        const mine = h.tokenOf(request);
        for (const t of h.tokensOf(phone)) if (t !== mine) h.endToken(t);
        st.otherDeviceEnded = true;
        const held = st.exclusion!;
        return json({
          success: true,
          msg: exclusionMsg(held),
          data: { kind: held.kind, ends_at: held.endsAt === null ? null : new Date(held.endsAt).toISOString() },
        });
      }),
    ),
    http.get(
      "*/api/customers/sessions",
      member((phone, request) => {
        const st = stateOf(phone);
        const mine = sessionOf(request, phone);
        const now = Date.now();
        const others = h.tokensOf(phone).filter((t) => t !== mine.key);
        const rows = [
          { id: mine.id, device: IPHONE_SAFARI, ip: "203.0.113.7", first_seen: new Date(mine.started).toISOString(), last_active: new Date(now).toISOString(), current: true },
          ...others.map((t) => {
            const s = sessionOf(new Request("http://x", { headers: { authorization: `Bearer ${t}` } }), phone);
            return { id: s.id, device: IPHONE_SAFARI, ip: "203.0.113.8", first_seen: new Date(s.started).toISOString(), last_active: new Date(s.started).toISOString(), current: false };
          }),
          ...(st.otherDeviceEnded
            ? []
            : [{ id: OTHER_DEVICE_ID, device: ANDROID_CHROME, ip: "198.51.100.23", first_seen: new Date(now - 26 * 3_600_000).toISOString(), last_active: new Date(now - 40 * 60_000).toISOString(), current: false }]),
        ];
        return json({ success: true, data: rows });
      }),
    ),
    http.delete(
      "*/api/customers/sessions/:id",
      member((phone, request, params) => {
        const p = parseInput(customersEndSession.params!, params);
        if (!p.success) return json(toValidationBody(p.error), 422);
        const st = stateOf(phone);
        if (p.data.id === OTHER_DEVICE_ID && !st.otherDeviceEnded) {
          st.otherDeviceEnded = true;
          return json({ success: true });
        }
        const token = h.tokensOf(phone).find((t) => seen.get(t)?.id === p.data.id);
        if (!token) return refuse(th.protection.sessionNotFound, 404);
        h.endToken(token);
        return json({ success: true });
      }),
    ),
    http.delete(
      "*/api/customers/sessions",
      member((phone, request) => {
        const mine = h.tokenOf(request);
        for (const t of h.tokensOf(phone)) if (t !== mine) h.endToken(t);
        stateOf(phone).otherDeviceEnded = true;
        return json({ success: true });
      }),
    ),
    http.get("*/api/customers/login-history", member(() => json({ success: true, data: mockLoginHistory() }))),
    http.get("*/api/customers/reality-check", member((phone, request) => json(realityCheck(request, phone)))),
    http.put(
      "*/api/customers/reality-check",
      member(async (phone, request) => {
        const body = await parsed(request, customersSetRealityCheck.body!);
        if ("error" in body) return body.error;
        stateOf(phone).interval = body.data.interval_minutes;
        return json(realityCheck(request, phone));
      }),
    ),
    http.get(
      "*/api/customers/2fa",
      member((phone) => {
        const t = stateOf(phone).totp;
        return json({ success: true, data: { enabled: t.enabled, recovery_codes_left: t.enabled ? 10 - t.usedRecovery.size : 0 } });
      }),
    ),
    http.post(
      "*/api/customers/2fa/setup",
      member((phone) => {
        const t = stateOf(phone).totp;
        if (t.enabled) return refuse(th.protection.totpAlreadyOn);
        t.setUp = true;
        const label = encodeURIComponent(`GOLDMOON:${phone}`);
        return json({
          success: true,
          data: { secret: MOCK_TOTP_SECRET, otpauth_url: `otpauth://totp/${label}?secret=${MOCK_TOTP_SECRET}&issuer=GOLDMOON&algorithm=SHA1&digits=6&period=30` },
        });
      }),
    ),
    http.post(
      "*/api/customers/2fa/enable",
      member(async (phone, request) => {
        const body = await parsed(request, customersSecondFactorEnable.body!);
        if ("error" in body) return body.error;
        const t = stateOf(phone).totp;
        if (!t.setUp) return refuse(th.protection.totpNotSetUp);
        if (t.enabled) return refuse(th.protection.totpAlreadyOn);
        if (body.data.code !== MOCK_TOTP_CODE) return refuse(th.protection.totpWrong);
        t.enabled = true;
        t.usedRecovery.clear();
        return json({ success: true, data: { recovery_codes: MOCK_RECOVERY_CODES } });
      }),
    ),
    http.post(
      "*/api/customers/2fa/disable",
      member(async (phone, request) => {
        const body = await parsed(request, customersSecondFactorDisable.body!);
        if ("error" in body) return body.error;
        if (body.data.password !== h.passwordOf(phone)) return wrongPassword();
        const t = stateOf(phone).totp;
        if (!t.enabled) return refuse(th.protection.totpOff);
        if (!spendCode(t, body.data.code)) return refuse(th.protection.totpWrong);
        Object.assign(t, { setUp: false, enabled: false });
        t.usedRecovery.clear();
        return json({ success: true });
      }),
    ),
  ];
}
