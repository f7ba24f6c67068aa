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

const foundMember = z.object({
  id: z.number(),
  phone: z.string(),
  name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  bank: z.nullable(z.string()),
  account_number: z.nullable(z.string()),
  status: z.string(),
  suspended: z.boolean(),
  created_at: z.string(),
});

export const backofficeMemberSearch = defineCall({
  method: "GET",
  path: "/api/backoffice/members",
  summary: "Members whose phone, bank account number or game username is the words, or whose name starts with them; 20 at most",
  auth: "staff",
  query: z.object({ q: z.string({ error: b.searchEmpty }).check(z.trim(), z.minLength(1, { error: b.searchEmpty }), z.maxLength(100)) }),
  response: z.object({ data: z.array(foundMember) }),
  errors: { 401: "No live staff session.", 403: "The role may not read members.", 422: "{ errors: { q } }" },
});

const requestLine = z.object({
  id: z.number(),
  type: z.string(),
  method: z.nullable(z.string()),
  status: z.string(),
  amount: money,
  note: z.nullable(z.string()),
  created_at: z.string(),
});
const ledgerLine = z.object({ id: z.number(), account: z.enum(["wallet", "hold"]), kind: z.string(), amount: money, memo: z.nullable(z.string()), created_at: z.string() });
const limitView = z.object({
  amount: z.nullable(money),
  pending: z.nullable(z.object({ amount: z.nullable(money), applies_at: z.string() })),
  used: money,
  remaining: z.nullable(money),
  resets_at: z.string(),
});

export const backofficeMember = defineCall({
  method: "GET",
  path: "/api/backoffice/members/{id}",
  summary: "One member as support reads them: profile, credit, requests and ledger (first page), bonuses, turnover, referrals, sessions, logins, limits, exclusion, notes",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  response: z.object({
    profile: z.object({
      id: z.number(),
      phone: z.string(),
      name: z.nullable(z.string()),
      username: z.nullable(z.string()),
      bank: z.nullable(z.string()),
      account_number: z.nullable(z.string()),
      line: z.nullable(z.string()),
      birth_date: z.nullable(z.string()),
      status: z.string(),
      suspended_at: z.nullable(z.string()),
      created_at: z.string(),
      first_deposit_at: z.nullable(z.string()),
    }),
    /** The game provider's last known balance; the ledger's wallet and hold (a withdrawal waiting). */
    credit: money,
    wallet: money,
    hold: money,
    requests: z.object({ data: z.array(requestLine), next_cursor: z.nullable(z.number()) }),
    ledger: z.object({ data: z.array(ledgerLine), next_cursor: z.nullable(z.number()) }),
    bonuses: z.array(z.object({ id: z.number(), type: z.string(), status: z.string(), amount: money, turnover: money, created_at: z.string() })),
    turnover: z.object({ target: money, required: money, left: money }),
    referral: z.object({ referrer_phone: z.nullable(z.string()), key: z.nullable(z.string()), counts: z.object({ lv1: z.number(), lv2: z.number(), lv3: z.number() }) }),
    sessions: z.array(z.object({ id: z.number(), ip: z.string(), device: z.string(), created_at: z.string(), last_seen_at: z.string() })),
    logins: z.array(z.object({ ok: z.boolean(), ip: z.string(), device: z.string(), at: z.string() })),
    limits: z.object({ daily: limitView, weekly: limitView, monthly: limitView }),
    exclusion: z.nullable(z.object({ kind: z.enum(["timeout", "self_exclusion"]), ends_at: z.nullable(z.string()), msg: z.string() })),
    two_factor: z.boolean(),
    notes: z.array(z.object({ id: z.number(), staff: z.string(), body: z.string(), created_at: z.string() })),
  }),
  errors: { 401: "No live staff session.", 403: "The role may not read members.", 404: "No such member." },
});

export const backofficeMemberHistory = defineCall({
  method: "GET",
  path: "/api/backoffice/members/{id}/history",
  summary: "The next page (20, newest first) of a member's requests or ledger lines, after the cursor the previous page gave",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  query: z.object({ kind: z.enum(["requests", "ledger"]), cursor: z.optional(rowIdParam) }),
  response: z.object({ data: z.array(z.union([requestLine, ledgerLine])), next_cursor: z.nullable(z.number()) }),
  errors: { 403: "The role may not read members.", 404: "No such member." },
});

export const backofficeEndMemberSession = defineCall({
  method: "POST",
  path: "/api/backoffice/members/{id}/sessions/{session_id}/end",
  summary: "End one of the member's sessions: its cookie stops working at its next call, the games it opened end",
  auth: "staff",
  params: z.object({ id: rowIdParam, session_id: rowIdParam }),
  response: z.object({ ended: z.number() }),
  errors: { 403: "The role may not act on members.", 404: "No such member or live session." },
});

export const backofficeEndMemberSessions = defineCall({
  method: "POST",
  path: "/api/backoffice/members/{id}/sessions/end",
  summary: "End every session of the member, and the games they opened",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  response: z.object({ ended: z.number() }),
  errors: { 403: "The role may not act on members.", 404: "No such member." },
});

export const backofficeAddMemberNote = defineCall({
  method: "POST",
  path: "/api/backoffice/members/{id}/notes",
  summary: "An internal note on the member (never shown to them; append-only)",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ body: z.string({ error: b.noteRequired }).check(z.trim(), z.minLength(1, { error: b.noteRequired }), z.maxLength(2000)) }),
  response: z.object({ id: z.number() }),
  errors: { 403: "The role may not act on members.", 404: "No such member.", 422: "{ errors: { body } }" },
});

export const backofficeSuspendMember = defineCall({
  method: "POST",
  path: "/api/backoffice/members/{id}/suspend",
  summary: "Suspend the member with a reason: login refused, every session ends",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ reason }),
  response: z.object({ suspended: z.boolean(), sessions_ended: z.number() }),
  errors: { 403: "The role may not act on members.", 404: "No such member.", 409: "Already suspended.", 422: "{ errors: { reason } }" },
});

export const backofficeUnsuspendMember = defineCall({
  method: "POST",
  path: "/api/backoffice/members/{id}/unsuspend",
  summary: "Lift the member's suspension, with a reason",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ reason }),
  response: z.object({ suspended: z.boolean(), sessions_ended: z.number() }),
  errors: { 403: "The role may not act on members.", 404: "No such member.", 409: "Not suspended.", 422: "{ errors: { reason } }" },
});

export const backofficeResetMemberTwoFactor = defineCall({
  method: "POST",
  path: "/api/backoffice/members/{id}/reset-2fa",
  summary: "Turn the member's two-factor off (a lost phone), with a reason; the member gets a security notice",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ reason }),
  response: z.object({ two_factor: z.literal(false) }),
  errors: { 403: "The role may not act on members.", 404: "No such member.", 409: "Two-factor is not on.", 422: "{ errors: { reason } }" },
});

export const backofficeNotifyMember = defineCall({
  method: "POST",
  path: "/api/backoffice/members/{id}/notify",
  summary: "A notification to the member, shown on the site (plain text)",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ message: z.string({ error: b.messageRequired }).check(z.trim(), z.minLength(1, { error: b.messageRequired }), z.maxLength(1000)) }),
  response: z.object({ id: z.number() }),
  errors: { 403: "The role may not act on members.", 404: "No such member.", 422: "{ errors: { message } }" },
});

export const backofficeLiftMemberTimeout = defineCall({
  method: "POST",
  path: "/api/backoffice/members/{id}/lift-timeout",
  summary: "Lift the member's time-out early: an owner, with a reason. A self-exclusion is never lifted (403 for every role)",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ reason }),
  response: z.object({ lifted: z.number() }),
  errors: { 403: "Not an owner, or the member excluded themself (never lifted).", 404: "No such member.", 409: "No time-out in force.", 422: "{ errors: { reason } }" },
});

/** The audit log as a CSV file, with the same filter (outside the JSON calls: server/api/backoffice.ts answers it). */
export const AUDIT_EXPORT_PATH = "/api/backoffice/audit/export";
export const auditExportQuery = z.object(auditFilter);

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
  backofficeMemberSearch,
  backofficeMember,
  backofficeMemberHistory,
  backofficeEndMemberSession,
  backofficeEndMemberSessions,
  backofficeAddMemberNote,
  backofficeSuspendMember,
  backofficeUnsuspendMember,
  backofficeResetMemberTwoFactor,
  backofficeNotifyMember,
  backofficeLiftMemberTimeout,
];
