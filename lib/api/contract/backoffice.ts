/**
 * The back office's calls (docs/backoffice.md): the operator's staff, signed in with a password and a TOTP code, in
 * their own HttpOnly cookie. Not part of the member API: served by server/api/backoffice.ts only, on the embedded API.
 */
import * as z from "zod/mini";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { defineCall } from "./define";
import { MAX_AMOUNT_BAHT, money, phone, rowIdParam } from "./fields";

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
  payout: z.nullable(z.object({ status: z.enum(["sending", "held"]), reason: z.nullable(z.string()) })),
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

const staffRow = z.object({
  id: z.number(),
  username: z.string(),
  role,
  state: z.enum(["active", "setup", "disabled"]),
  created_at: z.string(),
  last_seen_at: z.nullable(z.string()),
});

export const backofficeStaff = defineCall({
  method: "GET",
  path: "/api/backoffice/staff",
  summary: "Every staff account, owners first, with its state (active, awaiting setup, disabled) and last use",
  auth: "staff",
  response: z.object({ data: z.array(staffRow) }),
  errors: { 401: "No live staff session.", 403: "Only owners manage staff." },
});

const username = z.string({ error: b.usernameRequired }).check(z.trim(), z.regex(/^[A-Za-z0-9._-]{3,32}$/, { error: b.usernameFormat }));

export const backofficeCreateStaff = defineCall({
  method: "POST",
  path: "/api/backoffice/staff",
  summary: "Create a staff account in a role; answers the one-time setup link's code (24 hours) for its person",
  auth: "staff",
  body: z.object({ username, role }),
  response: z.object({ id: z.number(), setup_code: z.string() }),
  errors: { 403: "Only owners manage staff.", 422: "{ errors: { username | role } } (a taken username too)" },
});

export const backofficeChangeStaff = defineCall({
  method: "POST",
  path: "/api/backoffice/staff/{id}/change",
  summary: "Disable, enable or reset (new password and TOTP through a new setup link) another staff account, with a reason",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ action: z.enum(["disable", "enable", "reset"]), reason }),
  response: z.object({ state: z.enum(["active", "setup", "disabled"]), setup_code: z.nullable(z.string()) }),
  errors: { 403: "Only owners manage staff.", 404: "No such account.", 409: "One's own account, or already in that state." },
});

const setupCode = z.string({ error: b.setupInvalid }).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: b.setupInvalid }));

export const backofficeSetupInspect = defineCall({
  method: "POST",
  path: "/api/backoffice/setup/inspect",
  summary: "What a live setup link is for: the account, its role and the TOTP secret to scan (posted: the code is never in a URL the server sees)",
  auth: false,
  body: z.object({ code: setupCode }),
  response: z.object({ username: z.string(), role, secret: z.string(), otpauth_url: z.string() }),
  errors: { 404: "Used, expired or unknown link.", 429: "Too many attempts from this address." },
});

export const backofficeSetup = defineCall({
  method: "POST",
  path: "/api/backoffice/setup",
  summary: "Finish a setup link: the person's password and a current code from the authenticator; signs them in",
  auth: false,
  body: z.object({
    code: setupCode,
    password: z.string({ error: b.staffPasswordLength }).check(z.minLength(12, { error: b.staffPasswordLength }), z.maxLength(200)),
    totp_code: z.string({ error: b.codeFormat }).check(z.trim(), z.regex(/^\d{6}$/, { error: b.codeFormat })),
  }),
  response: z.object({ username: z.string(), role }),
  errors: { 404: "Used, expired or unknown link.", 422: "{ errors: { password | totp_code } }", 429: "Too many attempts from this address." },
});

const baht = z.number({ error: b.payouts.amountFormat }).check(z.minimum(0, { error: b.payouts.amountFormat }), z.maximum(100_000, { error: b.payouts.amountFormat }));
const payoutRulesShape = { auto: z.boolean(), max: baht, daily_max: z.number({ error: b.payouts.amountFormat }).check(z.minimum(0, { error: b.payouts.amountFormat }), z.maximum(100_000_000, { error: b.payouts.amountFormat })) };

export const backofficePayoutRules = defineCall({
  method: "GET",
  path: "/api/backoffice/payout-rules",
  summary: "The owner's automatic-payout rules (amounts in baht) and the connected payout provider, if any",
  auth: "staff",
  response: z.object({ ...payoutRulesShape, provider: z.nullable(z.string()) }),
  errors: { 403: "Only owners set the rules." },
});

export const backofficeChangePayoutRules = defineCall({
  method: "POST",
  path: "/api/backoffice/payout-rules",
  summary: "Set the automatic-payout rules: on or off, the most per withdrawal and per Bangkok day (baht)",
  auth: "staff",
  body: z.object(payoutRulesShape),
  response: z.object(payoutRulesShape),
  errors: { 403: "Only owners set the rules.", 409: "No payout provider connected (turning on).", 422: "{ errors: { max | daily_max } }" },
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

// --- Content: promotions, banners, pictures, popup news, the maintenance notice (content.read / content.manage) ---

const promotion = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  terms: z.string(),
  note: z.string(),
  bonus_percent: z.number(),
  max_bonus: money,
  min_deposit: money,
  turnover: z.number(),
  first_deposit_only: z.boolean(),
  active: z.boolean(),
  chosen: z.number(),
});

const text = (max: number) => z.string().check(z.maxLength(max));
const figure = z.number({ error: b.promotionErrors.baht });
const promotionNote = z.optional(z.string({ error: b.promotionErrors.note }).check(z.maxLength(500, { error: b.promotionErrors.note })));

export const backofficePromotions = defineCall({
  method: "GET",
  path: "/api/backoffice/promotions",
  summary: "Every promotion, active first in the site's order, with its figures (baht), the terms members read and how many deposits chose it",
  auth: "staff",
  response: z.object({ data: z.array(promotion) }),
  errors: { 401: "No live staff session.", 403: "The role may not read content." },
});

export const backofficeCreatePromotion = defineCall({
  method: "POST",
  path: "/api/backoffice/promotions",
  summary: "A new active promotion; its description is the terms written from its figures (turnover at most 10×), then the note",
  auth: "staff",
  body: z.object({
    name: z.string({ error: b.promotionErrors.name }).check(z.maxLength(120, { error: b.promotionErrors.name })),
    bonus_percent: z.number({ error: b.promotionErrors.percent }),
    max_bonus: figure,
    min_deposit: figure,
    turnover: z.number({ error: b.promotionErrors.turnover }),
    first_deposit_only: z._default(z.boolean(), false),
    note: promotionNote,
  }),
  response: z.object({ id: z.number(), description: z.string() }),
  errors: { 403: "The role may not change content.", 422: "{ errors: { name, bonus_percent, max_bonus, min_deposit, turnover, note } }" },
});

export const backofficeEditPromotion = defineCall({
  method: "PATCH",
  path: "/api/backoffice/promotions/{id}",
  summary: "Rename a promotion or change its note; its figures never change (members opted in to them)",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ name: z.string({ error: b.promotionErrors.name }).check(z.maxLength(120, { error: b.promotionErrors.name })), note: promotionNote }),
  response: z.object({ description: z.string() }),
  errors: { 403: "The role may not change content.", 404: "No such promotion.", 422: "{ errors: { name, note } }" },
});

const activeBody = z.object({ active: z.boolean() });

export const backofficePromotionActive = defineCall({
  method: "POST",
  path: "/api/backoffice/promotions/{id}/active",
  summary: "Take a promotion off the site (open deposits keep its terms) or put it back",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: activeBody,
  response: activeBody,
  errors: { 403: "The role may not change content.", 404: "No such promotion." },
});

const banner = z.object({ id: z.number(), title: z.string(), image: z.string(), link: z.nullable(z.string()), sort: z.number(), active: z.boolean() });
const bannerBody = z.object({
  title: z.string({ error: b.bannerTitle }).check(z.maxLength(120, { error: b.bannerTitle })),
  image: z.string({ error: b.bannerImage }).check(z.maxLength(300, { error: b.bannerImage })),
  link: z.optional(z.nullable(z.string({ error: b.linkRule }).check(z.maxLength(500, { error: b.linkRule })))),
});

export const backofficeBanners = defineCall({
  method: "GET",
  path: "/api/backoffice/banners",
  summary: "Every banner in the landing's order, the disabled ones too",
  auth: "staff",
  response: z.object({ data: z.array(banner) }),
  errors: { 401: "No live staff session.", 403: "The role may not read content." },
});

export const backofficeCreateBanner = defineCall({
  method: "POST",
  path: "/api/backoffice/banners",
  summary: "A new banner, last in the order: a title (the picture's text), a picture on this site (an upload's path), a link by the site's URL rule",
  auth: "staff",
  body: bannerBody,
  response: z.object({ id: z.number() }),
  errors: { 403: "The role may not change content.", 422: "{ errors: { title, image, link } }" },
});

export const backofficeEditBanner = defineCall({
  method: "PATCH",
  path: "/api/backoffice/banners/{id}",
  summary: "Change a banner's title, picture or link",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: bannerBody,
  response: z.object({ id: z.number() }),
  errors: { 403: "The role may not change content.", 404: "No such banner.", 422: "{ errors: { title, image, link } }" },
});

export const backofficeMoveBanner = defineCall({
  method: "POST",
  path: "/api/backoffice/banners/{id}/move",
  summary: "Swap a banner with its neighbour above or below; answers the new order of ids",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ direction: z.enum(["up", "down"]) }),
  response: z.object({ order: z.array(z.number()) }),
  errors: { 403: "The role may not change content.", 404: "No such banner." },
});

export const backofficeBannerActive = defineCall({
  method: "POST",
  path: "/api/backoffice/banners/{id}/active",
  summary: "Show a banner on the landing or take it off",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: activeBody,
  response: activeBody,
  errors: { 403: "The role may not change content.", 404: "No such banner." },
});

/** The picture's raw bytes are the body (not JSON): server/api/backoffice.ts reads them, capped at 1 MB. */
export const backofficeUploadMedia = defineCall({
  method: "POST",
  path: "/api/backoffice/media",
  summary: "Upload a picture (the body is the file's bytes): PNG, JPEG or WebP by its first bytes, at most 1 MB; answers its public path",
  auth: "staff",
  response: z.object({ path: z.string(), content_type: z.enum(["image/png", "image/jpeg", "image/webp"]), size: z.number() }),
  errors: { 403: "The role may not change content.", 413: "Over 1 MB.", 422: "{ errors: { file } }: not a PNG, JPEG or WebP." },
});

const newsItem = z.object({ id: z.number(), title: z.string(), content: z.string() });
const maintenance = z.object({ id: z.number(), content: z.string(), img: z.nullable(z.string()), img_url: z.nullable(z.string()) });
const html = z.string({ error: b.htmlEmpty }).check(z.maxLength(5_000, { error: b.htmlTooLong }));

export const backofficeNotices = defineCall({
  method: "GET",
  path: "/api/backoffice/notices",
  summary: "The popup news (oldest first) and the maintenance notice (null when none), as stored",
  auth: "staff",
  response: z.object({ news: z.array(newsItem), maintenance: z.nullable(maintenance) }),
  errors: { 401: "No live staff session.", 403: "The role may not read content." },
});

export const backofficePreviewHtml = defineCall({
  method: "POST",
  path: "/api/backoffice/notices/preview",
  summary: "What the sanitiser keeps of some HTML: exactly what members would get; changes nothing",
  auth: "staff",
  body: z.object({ html }),
  response: z.object({ content: z.string() }),
  errors: { 403: "The role may not read content." },
});

export const backofficeAddNews = defineCall({
  method: "POST",
  path: "/api/backoffice/news",
  summary: "Add a popup news item (sanitised HTML); members see it once per browser",
  auth: "staff",
  body: z.object({ title: z.string({ error: b.newsTitle }).check(z.maxLength(120, { error: b.newsTitle })), html }),
  response: newsItem,
  errors: { 403: "The role may not change content.", 422: "{ errors: { title, html } }" },
});

export const backofficeRemoveNews = defineCall({
  method: "DELETE",
  path: "/api/backoffice/news/{id}",
  summary: "Remove a popup news item",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  response: z.object({ success: z.literal(true) }),
  errors: { 403: "The role may not change content.", 404: "No such item." },
});

export const backofficeSetMaintenance = defineCall({
  method: "PUT",
  path: "/api/backoffice/maintenance",
  summary: "Set the maintenance notice (sanitised HTML, an optional picture and link by the URL rule); it opens for everyone again",
  auth: "staff",
  body: z.object({ html, image: z.optional(text(500)), link: z.optional(text(500)) }),
  response: maintenance,
  errors: { 403: "The role may not change content.", 422: "{ errors: { html, image, link } }" },
});

export const backofficeClearMaintenance = defineCall({
  method: "DELETE",
  path: "/api/backoffice/maintenance",
  summary: "Clear the maintenance notice",
  auth: "staff",
  response: z.object({ cleared: z.boolean() }),
  errors: { 403: "The role may not change content." },
});

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

// --- Credit adjustments (adjustments.read / adjustments.request / adjustments.decide) ---

const ad = b.adjustments.errors;
const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An adjustment's amount in baht: a JSON number or a decimal string, signed ("-150.50" takes credit back), never 0, at
 * most 2 decimals, at most MAX_AMOUNT_BAHT either way.
 */
const signedBaht = z
  .pipe(
    z.union([z.number(), z.string()], { error: ad.amount }).check(
      z.refine((x) => typeof x === "number" || SIGNED_DECIMAL.test(x.trim()), { message: ad.amount, abort: true }),
    ),
    z.transform((x: number | string) => Number(typeof x === "string" ? x.trim() : x)),
  )
  .check(
    z.refine((n) => Number.isFinite(n) && n !== 0 && Math.abs(n) <= MAX_AMOUNT_BAHT, { message: ad.amount, abort: true }),
    z.refine((n) => Math.round(n * 100) / 100 === n, { message: ad.amount, abort: true }),
  );

const adjustment = z.object({
  id: z.number(),
  member_id: z.number(),
  phone: z.string(),
  name: z.nullable(z.string()),
  type: z.enum(["goodwill", "correction"]),
  /** Signed baht: negative takes credit back. */
  amount: money,
  reason: z.string(),
  status: z.enum(["pending", "posted", "rejected"]),
  requested_by: z.string(),
  decided_by: z.nullable(z.string()),
  reject_reason: z.nullable(z.string()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});

export const backofficeAdjustments = defineCall({
  method: "GET",
  path: "/api/backoffice/adjustments",
  summary: "Credit adjustments: the pending ones (oldest first), then the latest decided; with the four-eyes threshold (baht)",
  auth: "staff",
  response: z.object({ data: z.array(adjustment), four_eyes: money }),
  errors: { 401: "No live staff session.", 403: "The role may not read adjustments." },
});

export const backofficeRequestAdjustment = defineCall({
  method: "POST",
  path: "/api/backoffice/adjustments",
  summary: "Adjust a member's credit (by phone) with a reason: a ledger posting, at once up to the four-eyes threshold, else pending a second person",
  auth: "staff",
  body: z
    .object({
      phone,
      type: z.enum(["goodwill", "correction"], { error: ad.type }),
      amount: signedBaht,
      reason: z.string({ error: ad.reason }).check(z.trim(), z.minLength(3, { error: ad.reason }), z.maxLength(500, { error: ad.reason })),
    })
    .check(z.refine((v) => v.type !== "goodwill" || v.amount > 0, { error: ad.goodwillPositive, path: ["amount"] })),
  response: z.object({ id: z.number(), status: z.enum(["posted", "pending"]) }),
  errors: {
    403: "The role may not adjust credit.",
    422: "{ errors: { phone | type | amount | reason } }: no such member, goodwill not above 0, or more taken back than the member's credit.",
  },
});

export const backofficeApproveAdjustment = defineCall({
  method: "POST",
  path: "/api/backoffice/adjustments/{id}/approve",
  summary: "Approve a pending adjustment (someone other than its requester): it is posted and the member told",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  response: z.object({ status: z.literal("posted") }),
  errors: {
    403: "The role may not decide, or the approver asked for it.",
    404: "No such adjustment.",
    409: "Already decided, or the member's credit is now less than the correction takes.",
  },
});

export const backofficeRejectAdjustment = defineCall({
  method: "POST",
  path: "/api/backoffice/adjustments/{id}/reject",
  summary: "Reject a pending adjustment with a reason; nothing is posted",
  auth: "staff",
  params: z.object({ id: rowIdParam }),
  body: z.object({ reason }),
  response: z.object({ status: z.literal("rejected") }),
  errors: { 403: "The role may not decide.", 404: "No such adjustment.", 409: "Already decided.", 422: "{ errors: { reason } }" },
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
  backofficeStaff,
  backofficeCreateStaff,
  backofficeChangeStaff,
  backofficeSetupInspect,
  backofficeSetup,
  backofficePayoutRules,
  backofficeChangePayoutRules,
  backofficePromotions,
  backofficeCreatePromotion,
  backofficeEditPromotion,
  backofficePromotionActive,
  backofficeBanners,
  backofficeCreateBanner,
  backofficeEditBanner,
  backofficeMoveBanner,
  backofficeBannerActive,
  backofficeUploadMedia,
  backofficeNotices,
  backofficePreviewHtml,
  backofficeAddNews,
  backofficeRemoveNews,
  backofficeSetMaintenance,
  backofficeClearMaintenance,
  backofficeReport,
  backofficeRiskFlags,
  backofficeCloseRiskFlag,
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
  backofficeAdjustments,
  backofficeRequestAdjustment,
  backofficeApproveAdjustment,
  backofficeRejectAdjustment,
];
