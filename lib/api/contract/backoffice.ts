/**
 * The back office's calls (docs/backoffice.md): the operator's staff, signed in with a password and a TOTP code, in
 * their own HttpOnly cookie. Not part of the member API: served by server/api/backoffice.ts only, on the embedded API.
 */
import * as z from "zod/mini";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { defineCall } from "./define";
import { money, rowIdParam } from "./fields";

const role = z.enum(["owner", "finance", "support", "marketing", "risk"]);
const reason = z.string({ error: b.reasonRequired }).check(z.trim(), z.minLength(1, { error: b.reasonRequired }), z.maxLength(500));

export const backofficeSignIn = defineCall({
  method: "POST",
  path: "/api/backoffice/sign-in",
  summary: "A staff sign-in: username, password and the authenticator's current code; the session goes into an HttpOnly cookie",
  auth: false,
  body: z.object({
    username: z.string({ error: b.signInFailed }).check(z.trim(), z.minLength(1, { error: b.usernameRequired }), z.maxLength(64)),
    password: z.string({ error: b.signInFailed }).check(z.minLength(1, { error: b.passwordRequired }), z.maxLength(200)),
    code: z.string({ error: b.codeFormat }).check(z.trim(), z.regex(/^\d{6}$/, { error: b.codeFormat })),
  }),
  response: z.object({ username: z.string(), role }),
  errors: { 401: "Wrong username, password or code (one answer for all).", 429: "Too many failed sign-ins." },
});

export const backofficeSignOut = defineCall({
  method: "POST",
  path: "/api/backoffice/sign-out",
  summary: "Ends the staff member's session",
  auth: "staff",
  response: z.object({ success: z.boolean() }),
});

export const backofficeMe = defineCall({
  method: "GET",
  path: "/api/backoffice/me",
  summary: "Who is signed in, in which role, and what that role may do",
  auth: "staff",
  response: z.object({ username: z.string(), role, permissions: z.array(z.string()) }),
  errors: { 401: "No live staff session (15 idle minutes end it)." },
});

const queued = z.object({
  id: z.number(),
  member_id: z.number(),
  phone: z.string(),
  name: z.nullable(z.string()),
  bank: z.nullable(z.string()),
  account_number: z.nullable(z.string()),
  amount: money,
  credit: money,
  created_at: z.string(),
  approved_by: z.array(z.string()),
  needs_two: z.boolean(),
});

export const backofficeWithdrawals = defineCall({
  method: "GET",
  path: "/api/backoffice/withdrawals",
  summary: "The pending withdrawals, oldest first, with each member's context and four-eyes state",
  auth: "staff",
  response: z.object({ data: z.array(queued) }),
  errors: { 401: "No live staff session.", 403: "The role may not read the queue." },
});

const decided = z.object({ status: z.enum(["completed", "awaiting_second", "rejected"]) });

export const backofficeApproveWithdrawal = defineCall({
  method: "POST",
  path: "/api/backoffice/withdrawals/{id}/approve",
  summary: "Approve (pay) a pending withdrawal; above the four-eyes threshold the first approval waits for a second person",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ reference: z.optional(z.string().check(z.trim(), z.maxLength(100))) }),
  response: decided,
  errors: { 403: "The role may not decide.", 404: "No such withdrawal.", 409: "Already decided, or already approved by this person." },
});

export const backofficeRejectWithdrawal = defineCall({
  method: "POST",
  path: "/api/backoffice/withdrawals/{id}/reject",
  summary: "Reject a pending withdrawal with a reason the member reads; the held credit goes back",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ reason }),
  response: decided,
  errors: { 403: "The role may not decide.", 404: "No such withdrawal.", 409: "Already decided.", 422: "{ errors: { reason } }" },
});

const review = z.object({
  id: z.number(),
  source: z.string(),
  event_id: z.string(),
  amount: z.nullable(money),
  reason: z.string(),
  created_at: z.string(),
  candidates: z.array(z.object({ id: z.number(), member_id: z.number(), phone: z.string(), status: z.string(), created_at: z.string() })),
});

export const backofficeReviews = defineCall({
  method: "GET",
  path: "/api/backoffice/reviews",
  summary: "Bank lines and gateway events no deposit took, oldest first, each with the uncredited deposits of its amount",
  auth: "staff",
  response: z.object({ data: z.array(review) }),
  errors: { 401: "No live staff session.", 403: "The role may not read them." },
});

export const backofficeMatchReview = defineCall({
  method: "POST",
  path: "/api/backoffice/reviews/{id}/match",
  summary: "Credit an unmatched line to the deposit it belongs to (same amount; pending, expired or cancelled), once",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ deposit_id: rowIdParam }),
  response: z.object({ status: z.literal("matched") }),
  errors: { 404: "No such review.", 409: "Already resolved, or the deposit was already credited.", 422: "{ errors: { deposit_id } }" },
});

export const backofficeCloseReview = defineCall({
  method: "POST",
  path: "/api/backoffice/reviews/{id}/close",
  summary: "Close an unmatched line without crediting anyone: refunded to its sender, or not the operator's money",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ resolution: z.enum(["refunded", "not_ours"]), reason }),
  response: z.object({ status: z.enum(["refunded", "not_ours"]) }),
  errors: { 404: "No such review.", 409: "Already resolved.", 422: "{ errors: { reason } }" },
});

const auditRecord = z.object({
  id: z.number(),
  at: z.string(),
  staff: z.nullable(z.string()),
  role: z.nullable(z.string()),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});

const auditFilter = {
  /** An action or the start of one (`withdrawal.`). */
  action: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** A staff member's username. */
  staff: z.optional(z.string().check(z.trim(), z.maxLength(64))),
};

export const backofficeAudit = defineCall({
  method: "GET",
  path: "/api/backoffice/audit",
  summary: "The audit log, newest first, 50 a page: every staff action with who, what, before and after, reason and address",
  auth: "staff",
  query: z.object({ ...auditFilter, cursor: z.optional(rowIdParam) }),
  response: z.object({ data: z.array(auditRecord), next_cursor: z.nullable(z.number()) }),
  errors: { 401: "No live staff session.", 403: "The role may not read the audit log." },
});

/** The audit log as a CSV file, with the same filter (outside the JSON calls: server/api/backoffice.ts answers it). */
export const AUDIT_EXPORT_PATH = "/api/backoffice/audit/export";
export const auditExportQuery = z.object(auditFilter);

/** A period of Asia/Bangkok days, both ends included; both optional (today). */
const reportPeriod = {
  from: z.optional(z.string().check(z.trim(), z.regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: b.periodDay }))),
  to: z.optional(z.string().check(z.trim(), z.regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: b.periodDay }))),
};
const queue = z.object({ count: z.number(), oldest_seconds: z.nullable(z.number()) });

export const backofficeReport = defineCall({
  method: "GET",
  path: "/api/backoffice/reports",
  summary: "The dashboard: a period's deposits, withdrawals, net, bonuses (from the ledger), registrations, first deposits, active members, per day; the queues now",
  auth: "staff",
  query: z.object(reportPeriod),
  response: z.object({
    from: z.string(),
    to: z.string(),
    deposits: money,
    deposits_count: z.number(),
    withdrawals: money,
    withdrawals_count: z.number(),
    net: money,
    bonuses: money,
    bonuses_count: z.number(),
    registrations: z.number(),
    first_deposits: z.number(),
    first_deposits_amount: money,
    active_members: z.number(),
    queues: z.object({ deposits: queue, withdrawals: queue, reviews: queue }),
    days: z.array(z.object({ day: z.string(), deposits: money, withdrawals: money, net: money, bonuses: money })),
  }),
  errors: { 401: "No live staff session.", 403: "The role may not read reports.", 422: "{ errors: { from | to } }: not a day, in the wrong order, or longer than 366 days." },
});

/** The report's days as a CSV file (outside the JSON calls: server/api/backoffice.ts answers it). */
export const REPORT_EXPORT_PATH = "/api/backoffice/reports/export";
export const reportExportQuery = z.object(reportPeriod);

const riskFlag = z.object({
  id: z.number(),
  kind: z.enum(["shared_device", "shared_bank_name", "shared_ip", "deposit_withdraw_no_play", "bonus_turnover_minimum"]),
  members: z.array(z.object({ id: z.number(), phone: z.string() })),
  /** What the rule found (amounts in baht). */
  evidence: z.unknown(),
  opened_at: z.string(),
  updated_at: z.string(),
  closed_at: z.nullable(z.string()),
  closed_by: z.nullable(z.string()),
  close_reason: z.nullable(z.string()),
});

export const backofficeRiskFlags = defineCall({
  method: "GET",
  path: "/api/backoffice/risk-flags",
  summary: "Risk flags for review, newest first: the open ones, or (status=closed) the latest closed ones; never a block",
  auth: "staff",
  query: z.object({ status: z.optional(z.enum(["open", "closed"])) }),
  response: z.object({ data: z.array(riskFlag) }),
  errors: { 401: "No live staff session.", 403: "The role may not read risk flags." },
});

export const backofficeCloseRiskFlag = defineCall({
  method: "POST",
  path: "/api/backoffice/risk-flags/{id}/close",
  summary: "Close a risk flag with the reviewer's reason (audited); nobody is blocked or unblocked",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ reason }),
  response: z.object({ status: z.literal("closed") }),
  errors: { 403: "The role may not close flags.", 404: "No such flag.", 409: "Already closed.", 422: "{ errors: { reason } }" },
});

export const backofficeCalls = [
  backofficeSignIn,
  backofficeSignOut,
  backofficeMe,
  backofficeWithdrawals,
  backofficeApproveWithdrawal,
  backofficeRejectWithdrawal,
  backofficeAudit,
  backofficeReviews,
  backofficeMatchReview,
  backofficeCloseReview,
  backofficeReport,
  backofficeRiskFlags,
  backofficeCloseRiskFlag,
];
