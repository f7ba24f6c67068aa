/**
 * Player protection (docs/product.md): deposit limits, time-out and self-exclusion, the member's sessions and
 * login history, the reality-check interval and opt-in two-factor codes. The embedded API enforces them.
 */
import * as z from "zod/mini";
import { protectionText as p } from "@/lib/i18n/th/protection";
import { defineCall } from "./define";
import { money, passwordEntered, rowIdParam } from "./fields";
import { secondFactorCode } from "./second-factor";
import { EXCLUSION_PERIOD_KEYS } from "./constants";

/** The largest deposit limit a member may set, in baht (a month of deposits). */
export const MAX_LIMIT_BAHT = 10_000_000;
const DECIMAL = /^\d+(\.\d+)?$/;

/** A limit in baht (a number or a decimal string, more than 0, 2 decimals at most), or null to remove it. */
export const limitAmount = z
  .pipe(
    z
      .union([z.number(), z.string(), z.null()], { error: p.limitFormat })
      .check(z.refine((x) => x === null || typeof x === "number" || DECIMAL.test(x), { message: p.limitFormat, abort: true })),
    z.transform((x: number | string | null) => (x === null ? null : Number(x))),
  )
  .check(
    z.refine((n) => n === null || (Number.isFinite(n) && n > 0 && n <= MAX_LIMIT_BAHT && Math.round(n * 100) / 100 === n), {
      message: p.limitFormat,
    }),
  );

const limitView = z.object({
  /** The limit in force (baht); null = none. */
  amount: z.nullable(money),
  /** A raise or removal waiting 24 hours: its amount (null = removal) and when it takes effect. */
  pending: z.nullable(z.object({ amount: z.nullable(money), applies_at: z.string() })),
  /** Open and completed deposits asked in this period. */
  used: money,
  remaining: z.nullable(money),
  /** The next period's start (00:00 Asia/Bangkok; Monday for the week, the 1st for the month). */
  resets_at: z.string(),
});
const limits = z.object({ daily: limitView, weekly: limitView, monthly: limitView });

export const customersLimits = defineCall({
  method: "GET",
  path: "/api/customers/limits",
  summary: "The member's deposit limits (daily, weekly, monthly in Asia/Bangkok): in force, waiting, used, left, reset",
  auth: true,
  response: z.object({ success: z.boolean(), data: limits }),
  errors: { 401: "Unauthenticated." },
});

export const customersSetLimits = defineCall({
  method: "PUT",
  path: "/api/customers/limits",
  summary: "Set deposit limits (baht, null removes): a decrease applies at once, a raise or removal after 24 hours",
  auth: true,
  body: z.object({ daily: z.optional(limitAmount), weekly: z.optional(limitAmount), monthly: z.optional(limitAmount) }),
  response: z.object({ success: z.boolean(), msg: z.string(), data: limits }),
  errors: { 401: "Unauthenticated.", 422: "{ errors: { daily | weekly | monthly } }" },
});

export { EXCLUSION_PERIOD_KEYS, REALITY_CHECK_CHOICES } from "./constants";
const exclusionView = z.object({ kind: z.enum(["timeout", "self_exclusion"]), ends_at: z.nullable(z.string()) });

export const customersExclusion = defineCall({
  method: "GET",
  path: "/api/customers/self-exclusion",
  summary: "The time-out or self-exclusion in force (null when none), with its Thai message",
  auth: true,
  response: z.object({ success: z.boolean(), data: z.nullable(z.extend(exclusionView, { msg: z.string() })) }),
  errors: { 401: "Unauthenticated." },
});

export const customersSelfExclude = defineCall({
  method: "POST",
  path: "/api/customers/self-exclusion",
  summary:
    "Time-out (24h, 7d, 30d) or self-exclusion (6m, 1y, 5y, permanent): from now deposits, game launches, bonus claims and spins are refused until it ends; every other session and the game sessions end. Not undone by any call",
  auth: true,
  body: z.object({ period: z.enum(EXCLUSION_PERIOD_KEYS, { error: p.periodChoice }), password: passwordEntered }),
  response: z.object({ success: z.boolean(), msg: z.string(), data: exclusionView }),
  errors: { 401: "Unauthenticated.", 422: "{ errors: { period | password } }", 429: "Too Many Attempts." },
});

const device = z.object({ label: z.string(), type: z.string(), os: z.nullable(z.string()), browser: z.nullable(z.string()) });

export const customersSessions = defineCall({
  method: "GET",
  path: "/api/customers/sessions",
  summary: "The member's live sessions: device (from the user agent), IP, first seen, last active, this device",
  auth: true,
  response: z.object({
    success: z.boolean(),
    data: z.array(
      z.object({ id: z.int(), device, ip: z.string(), first_seen: z.string(), last_active: z.string(), current: z.boolean() }),
    ),
  }),
  errors: { 401: "Unauthenticated." },
});

export const customersEndSession = defineCall({
  method: "DELETE",
  path: "/api/customers/sessions/{id}",
  summary: "End one of the member's sessions; its next call gets 401",
  auth: true,
  params: z.object({ id: rowIdParam }),
  response: z.object({ success: z.boolean() }),
  errors: { 401: "Unauthenticated.", 404: "{ success: false, msg } not a live session of this member" },
});

export const customersEndOtherSessions = defineCall({
  method: "DELETE",
  path: "/api/customers/sessions",
  summary: "End every session of the member except this one",
  auth: true,
  response: z.object({ success: z.boolean() }),
  errors: { 401: "Unauthenticated." },
});

export const customersLoginHistory = defineCall({
  method: "GET",
  path: "/api/customers/login-history",
  summary: "The last 30 login attempts on the member's phone, failed ones included: device, IP, time",
  auth: true,
  response: z.object({
    success: z.boolean(),
    data: z.array(z.object({ ok: z.boolean(), ip: z.string(), device, at: z.string() })),
  }),
  errors: { 401: "Unauthenticated." },
});

const realityCheck = z.object({
  /** 0 = off. */
  interval_minutes: z.int(),
  /** When this session began, by the server's clock. */
  session_started_at: z.string(),
  server_time: z.string(),
  /**
   * This session so far, in baht: deposits completed and withdrawals asked (not cancelled or rejected) since it began,
   * and the stakes placed and wins paid at the game provider (null when the provider does not report them). Optional:
   * a backend without the figures still answers the reminder's times.
   */
  session: z.optional(
    z.object({ deposits: money, withdrawals: money, stakes: z.nullable(money), wins: z.nullable(money) }),
  ),
});

export const customersRealityCheck = defineCall({
  method: "GET",
  path: "/api/customers/reality-check",
  summary: "The reality-check reminder interval (stored server-side) and this session's start by the server's clock",
  auth: true,
  response: z.object({ success: z.boolean(), data: realityCheck }),
  errors: { 401: "Unauthenticated." },
});

export const customersSetRealityCheck = defineCall({
  method: "PUT",
  path: "/api/customers/reality-check",
  summary: "Set the reality-check reminder interval: 0 (off), 15, 30 or 60 minutes",
  auth: true,
  body: z.object({
    interval_minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)], { error: p.realityChoice }),
  }),
  response: z.object({ success: z.boolean(), data: realityCheck }),
  errors: { 401: "Unauthenticated.", 422: "{ errors: { interval_minutes } }" },
});

// The code's rule and whether two-factor is on: what the withdraw form needs, in a module of their own (second-factor.ts).
export { customersSecondFactor, secondFactorCode } from "./second-factor";

export const customersSecondFactorSetup = defineCall({
  method: "POST",
  path: "/api/customers/2fa/setup",
  summary: "Start two-factor: a new TOTP secret (base32) and its otpauth:// URL for an authenticator app; not on until enabled",
  auth: true,
  response: z.object({ success: z.boolean(), data: z.object({ secret: z.string(), otpauth_url: z.string() }) }),
  errors: { 400: "{ success: false, msg } already on", 401: "Unauthenticated." },
});

export const customersSecondFactorEnable = defineCall({
  method: "POST",
  path: "/api/customers/2fa/enable",
  summary: "Turn two-factor on with the app's current code; answers 10 single-use recovery codes, shown once",
  auth: true,
  body: z.object({ code: secondFactorCode }),
  response: z.object({ success: z.boolean(), data: z.object({ recovery_codes: z.array(z.string()) }) }),
  errors: { 400: "{ success: false, msg } wrong or used code, locked after 5, not set up, already on", 401: "Unauthenticated." },
});

export const customersSecondFactorDisable = defineCall({
  method: "POST",
  path: "/api/customers/2fa/disable",
  summary: "Turn two-factor off: the member's password and a current code or a recovery code, both",
  auth: true,
  body: z.object({ password: passwordEntered, code: secondFactorCode }),
  response: z.object({ success: z.boolean() }),
  errors: {
    400: "{ success: false, msg } wrong or used code, locked after 5, not on",
    401: "Unauthenticated.",
    422: "{ errors: { password | code } } (a wrong password counts like a failed login)",
    429: "Too Many Attempts.",
  },
});
