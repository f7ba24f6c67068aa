import { http, HttpResponse, type HttpHandler, type JsonBodyType } from "msw";
import type * as z from "zod/mini";
import { authenticate, demoOutbox } from "@/lib/api/contract/auth";
import { BONUS_PAGE_SIZE, customersBonuses, customersGetBonus, customersUpdatePassword, type Bonus } from "@/lib/api/contract/customers";
import { customersHistory } from "@/lib/api/contract/member-data";
import { depositPrepare, withdraw } from "@/lib/api/contract/requests";
import { activityTicket, gameLaunch, type Game } from "@/lib/api/contract/games";
import { activityPageUrl } from "@/lib/activity";
import { registerBankAccount, registerOtp, registerPassword, registerPhone } from "@/lib/api/contract/register";
import { resetPasswordConfirmOtp, resetPasswordConfirmPassword, resetPasswordStart } from "@/lib/api/contract/reset-password";
import { parseInput, toValidationBody } from "@/lib/api/validation";
import { bankOf } from "@/lib/banks/banks";
import { gameUsername } from "@/lib/format";
import { th } from "@/lib/i18n/th";
import {
  fixtureBanners,
  fixtureBonuses,
  fixtureFailingDeposit,
  fixtureFamilyCompleted,
  fixtureFamilyMembers,
  fixtureHistory,
  fixturePromotions,
  fixtureGameHosts,
  fixtureGames,
  fixtureLoginCode,
  fixtureMember,
  fixtureOtp,
  fixtureOtpSent,
  fixtureProfile,
  fixtureRefusedWithdrawal,
  fixtureSiteInfo,
  fixtureWalletMembers,
} from "./fixtures";
import { referralHandlers, resetReferral } from "./referral";
import { resetSpinWheel, spinWheelHandlers } from "./spin-wheel";
import { messageHandlers, notificationEventsOf, resetMessages } from "./messages";
import { exclusionRefusal, limitRefusal, protectionHandlers, resetProtection, totpRefusal } from "./protection";
import { qrPngBase64 } from "./qr-png";
import { historyCsvResponse, longGames, longPromotions, longRecords, pagedJson } from "./lists";
import { mixByCategory, SLOT_CATEGORIES } from "@/lib/games/categories";
import { netDeposit } from "@/lib/wallet/history";

/**
 * A small stand-in for the member API, answering in Laravel's shapes. Paths start with `*` so the same handlers
 * serve vitest (jsdom's origin) and QA mode (the made-up backend origin the site forwards to).
 * Tokens are "mock-token-<n>-…" (sessions, valid until logout or a password change) and "mock-register-<n>-…"
 * (registration, from the OTP step to the bank account). Every OTP is fixtureOtp ("123456"); one may be sent per
 * phone every fixtureOtpSent.resend_in seconds, else 429 with Retry-After.
 */
interface MockMember {
  phone: string;
  password: string;
  name: string;
  bank: string;
  account_number: string;
}
interface SentOtp {
  sentAt: number;
  attempts: number;
  used: boolean;
}
interface ResetAttempt {
  phone: string;
  username: string;
  known: boolean;
  otpChecked: boolean;
}

const OTP_TTL_MS = fixtureOtpSent.expires_in * 1000;
const RESEND_MS = fixtureOtpSent.resend_in * 1000;
const MAX_OTP_ATTEMPTS = 5;

const members = new Map<string, MockMember>();
/** token → phone */
const sessions = new Map<string, string>();
const registrations = new Map<string, { phone: string; password?: string }>();
/** "register:0812…" / "reset:0812…" → the code's state */
const otps = new Map<string, SentOtp>();
/** phone → when the last code went to it */
const lastSend = new Map<string, number>();
const resets = new Map<string, ResetAttempt>();
const usedLoginCodes = new Set<string>();
/** Money state per phone (deposits and withdrawals), the stand-in for the wallet API. */
interface MockRecord {
  id: number;
  type: "deposit" | "withdraw";
  status: string;
  amount: number;
  created_at: string;
  note: string | null;
}
interface OpenDeposit {
  id: number;
  amount: number;
  /** A gateway deposit's QR: its PromptPay text, and the PNG (base64) the family's gateway answers. */
  qr: { payload: string; png: string } | null;
  expiresAt: number;
  /**
   * When it opened: the first profile read 5 s or more later settles it (the 10 s poll, not the refetch right after the
   * call), unless the wallet's deposits only expire (MockWallet.settles).
   */
  openedAt: number;
}
interface MockWallet {
  credit: number;
  deposited: boolean;
  open: OpenDeposit | null;
  /**
   * Whether an open deposit settles on a profile read MOCK_SETTLE_MS after it opened; false for the family members,
   * whose deposits stay open until cancelled or expired: their spec (e2e/family-qa.spec.ts) opens one, reads it back in
   * a second tab and cancels it, and on a loaded machine those steps outlast MOCK_SETTLE_MS.
   */
  settles: boolean;
  /** The family's completed_requests, newest first. */
  completed: FamilyRecord[];
  records: MockRecord[];
  /** The withdrawal waiting for the operator (it never settles here): the family's pending_request while no deposit is open. */
  withdrawing: { id: number; amount: number; created_at: string } | null;
  /** The member's bonuses, newest first, amounts in baht (the demo member's from fixtureBonuses). */
  bonuses: MockBonus[];
  /** Idempotency-Key → the first answer's body. */
  replies: Map<string, JsonBodyType>;
}
interface FamilyRecord {
  id: number;
  type: string;
  status: string;
  amount: number;
  bonus: number;
  created_at: string;
  deleted_at: string | null;
  deleted_cause: string | null;
}
type MockBonus = Omit<Bonus, "amount" | "turnover_amount"> & { amount: number; turnover_amount: number };
const wallets = new Map<string, MockWallet>();
/** See actAsMember. */
let ambientPhone: string | null = null;
/** How long a deposit stays open (the countdown). */
const MOCK_DEPOSIT_TTL_MS = 15 * 60_000;
/** An open deposit settles on the first profile read this long after it opened (MockWallet.settles), or once expired. */
const MOCK_SETTLE_MS = 5_000;
let outbox: { phone: string; text: string; code: string | null; created_at: string }[] = [];
let counter = 0;

/**
 * QA scenarios (docs/testing.md): edge cases the real API rarely produces, chosen per session so parallel tests do
 * not meet. A test logs in, then `POST /api/qa/scenario {name}` with that session (the site forwards it here);
 * QA mode only — neither the embedded API nor an operator's backend knows the path.
 * - credit-check-timeout: after check-credit, the profile's credit_checking never returns to 0 (the third poll fails).
 * - unauthenticated-mid-poll: check-credit answers, then the session ends, so the first profile poll is 401.
 * - bonus-claim-fails: get-bonus refuses a claimable bonus, 400 {success: false, msg} with the turnover message the
 *   real API gives when an earlier turnover is not met (the server msg in a dialog); nothing changes.
 * - maintenance-on: GET /api/maintenance answers a maintenance record (tests/msw/messages.ts) for this session.
 * - referral-family: GET /api/customers/referral answers in the family backend's shape (whole mlm_referrals_lvN
 *   lists, no mlm_counts, rates or overview), tests/msw/referral.ts.
 * - family-only: only the family's calls answer; our designed calls it lacks — site info, banners,
 *   game lists and hosts, promotions, the history lists, the game launch — are 404, as an operator's backend
 *   answers them, so the site's fallbacks (server/api/family/adapter.ts) are what the member sees.
 * - long-lists: long lists from a backend that ignores limit and cursor: the member's profile holds 120 settled
 *   requests in completed_requests and the history calls are 404 (the family's way); a category answers 120 more
 *   games, whole; 5 active promotions. The adapter pages both lists, /promotion its cards (bounded lists).
 * - off-contract: POST /api/requests/withdraw answers 200 in a shape outside the contract (`success: "done"`), as a
 *   misbehaving backend might: the site's forwarder answers its Thai 502 instead (server/api/forward.ts).
 */
const qaScenarios = [
  "credit-check-timeout",
  "unauthenticated-mid-poll",
  "bonus-claim-fails",
  "referral-family",
  "maintenance-on",
  "family-only",
  "long-lists",
  "off-contract",
] as const;
type QaScenario = (typeof qaScenarios)[number];
/** token → its scenario */
const scenarios = new Map<string, QaScenario>();
/** tokens whose credit check is under way (credit-check-timeout) */
const checking = new Set<string>();

export function resetMockBackend(): void {
  members.clear();
  members.set(fixtureMember.phone, {
    ...fixtureMember,
    name: fixtureProfile.name,
    bank: fixtureProfile.bank,
    account_number: fixtureProfile.account_number,
  });
  for (const [i, m] of fixtureWalletMembers.entries()) {
    members.set(m.phone, { ...m, name: `สมาชิก กระเป๋าเงิน ${i + 1}`, bank: "bbl", account_number: `11122233${30 + i}` });
  }
  for (const [i, m] of fixtureFamilyMembers.entries()) {
    members.set(m.phone, { ...m, name: `สมาชิก แฟมิลี ${i + 1}`, bank: "kbank", account_number: `44455566${70 + i}` });
  }
  sessions.clear();
  registrations.clear();
  otps.clear();
  lastSend.clear();
  resets.clear();
  usedLoginCodes.clear();
  outbox = [];
  counter = 0;
  scenarios.clear();
  checking.clear();
  wallets.clear();
  ambientPhone = null;
  resetSpinWheel();
  resetReferral();
  resetMessages();
  resetProtection();
}
resetMockBackend();

function walletOf(phone: string): MockWallet {
  let w = wallets.get(phone);
  if (!w) {
    const demo = phone === fixtureMember.phone;
    const family = fixtureFamilyMembers.some((m) => m.phone === phone);
    const seeded = demo || family || fixtureWalletMembers.some((m) => m.phone === phone);
    const familyRecords = fixtureFamilyCompleted.map((r) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      amount: Number(r.amount),
      bonus: Number(r.bonus),
      created_at: r.created_at,
      deleted_at: r.deleted_at,
      deleted_cause: r.deleted_cause,
    }));
    w = {
      credit: demo ? Number(fixtureProfile.ufabet_credit) : seeded ? 1000 : 0,
      deposited: seeded,
      open: null,
      settles: !family,
      completed: family ? familyRecords : [],
      records: demo
        ? fixtureHistory.map((r) => ({ ...r, type: r.type as "deposit" | "withdraw", amount: Number(r.amount) }))
        : family
          ? familyRecords.map((r) => ({ id: r.id, type: r.type as "deposit" | "withdraw", status: r.status, amount: r.amount, created_at: r.created_at, note: r.deleted_cause }))
          : [],
      withdrawing: null,
      // The claimable one stays claimable for 7 days from the backend's start, whatever day the tests run.
      bonuses: demo
        ? fixtureBonuses.map((b) => ({
            ...b,
            amount: Number(b.amount),
            turnover_amount: Number(b.turnover_amount),
            claim_deadline: b.status === "claimable" ? new Date(Date.now() + 7 * 86_400_000).toISOString() : b.claim_deadline,
          }))
        : [],
      replies: new Map(),
    };
    wallets.set(phone, w);
  }
  return w;
}

const satang = (baht: number) => Math.round(baht * 100);
const money2 = (baht: number) => (satang(baht) / 100).toFixed(2);
/** "1,250.00", as the API's messages write amounts. */
const money2Text = (baht: number) => (satang(baht) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Settles an open deposit: credited, or failed with its cause (a deposit of fixtureFailingDeposit.amount always fails). */
function settle(w: MockWallet, now: number) {
  const open = w.open;
  if (!open) return;
  const expired = now >= open.expiresAt;
  const fails = expired || Math.floor(open.amount) === fixtureFailingDeposit.amount;
  const record = w.records.find((r) => r.id === open.id);
  const created_at = new Date(open.openedAt).toISOString();
  if (fails) {
    const cause = expired ? "deposit time ended" : fixtureFailingDeposit.cause;
    // The family spells a refused request `cancalled` (sic), with its cause.
    w.completed.unshift({ id: open.id, type: "deposit", status: "cancalled", amount: open.amount, bonus: 0, created_at, deleted_at: new Date(now).toISOString(), deleted_cause: cause });
    if (record) Object.assign(record, { status: "expired", note: cause });
  } else {
    w.completed.unshift({ id: open.id, type: "deposit", status: "completed", amount: open.amount, bonus: 0, created_at, deleted_at: null, deleted_cause: null });
    w.credit = satang(w.credit + open.amount) / 100;
    w.deposited = true;
    if (record) record.status = "completed";
  }
  w.open = null;
}

/**
 * The family's open request: the open deposit — the account to pay, or the gateway's QR as a base64
 * PNG — else the withdrawal waiting for the operator; amounts as strings, no deadline (request_lifetime says it).
 */
function pendingRequestOf(phone: string, w: MockWallet) {
  const member = members.get(phone);
  if (w.open) {
    const common = { id: w.open.id, type: "deposit", amount: money2(w.open.amount), status: "pending", proofed_at: null, created_at: new Date(w.open.openedAt).toISOString() };
    if (!w.open.qr) return { ...common, bank: fixtureProfile.to_bank.toUpperCase(), account_number: fixtureProfile.to_account_number, name: fixtureProfile.to_name };
    // The PNG bare, as the family writes it, or prefixed, as some backends send it; the payee's name goes under it.
    const prefix = fixtureFamilyMembers.some((m) => m.phone === phone && m.qrPrefixed) ? "data:image/png;base64," : "";
    return { ...common, bank: null, account_number: null, name: fixtureProfile.to_name, qr_code: `${prefix}${w.open.qr.png}`, qr_code_name: `qr-${w.open.id}.png`, ref: `GW${w.open.id}` };
  }
  if (w.withdrawing) {
    const { id, amount, created_at } = w.withdrawing;
    return { id, type: "withdraw", bank: member?.bank.toUpperCase() ?? null, account_number: member?.account_number ?? null, name: member?.name ?? null, amount: money2(amount), status: "pending", proofed_at: null, created_at };
  }
  return null;
}

/**
 * The operator refuses a withdrawal of fixtureRefusedWithdrawal.amount: the credit comes back and the family writes it
 * `cancalled` (sic) with its cause — the word its clients' withdraw page tells from success. Others never settle here.
 */
function refuseWithdrawal(w: MockWallet, now: number) {
  const open = w.withdrawing;
  if (!open || satang(open.amount) !== satang(fixtureRefusedWithdrawal.amount)) return;
  const cause = fixtureRefusedWithdrawal.cause;
  w.completed.unshift({ id: open.id, type: "withdraw", status: "cancalled", amount: open.amount, bonus: 0, created_at: open.created_at, deleted_at: new Date(now).toISOString(), deleted_cause: cause });
  const record = w.records.find((r) => r.id === open.id);
  if (record) Object.assign(record, { status: "rejected", note: cause });
  w.credit = (satang(w.credit) + satang(open.amount)) / 100;
  w.withdrawing = null;
}

/**
 * The profile's money fields, as the family sends them; a read counts toward settling an open deposit
 * (MockWallet.settles) and refuses a withdrawal of fixtureRefusedWithdrawal.amount.
 */
function walletFields(phone: string) {
  const w = walletOf(phone);
  const now = Date.now();
  if (w.open && (now >= w.open.expiresAt || (w.settles && now - w.open.openedAt >= MOCK_SETTLE_MS))) settle(w, now);
  refuseWithdrawal(w, now);
  return {
    ufabet_credit: money2(w.credit),
    games: [{ credit: money2(w.credit) }],
    pending_request: pendingRequestOf(phone, w),
    completed_requests: w.completed.map((r) => ({ ...r, amount: money2(r.amount), bonus: money2(r.bonus), total: money2(r.amount + r.bonus) })),
    success_deposit_count: String(w.completed.filter((r) => r.type === "deposit" && r.status === "completed").length + (w.deposited ? 1 : 0)),
    bonus_total: money2(w.bonuses.filter((b) => b.status === "claimed").reduce((t, b) => t + b.amount, 0)),
    bonus_pending: money2(w.bonuses.filter((b) => claimable(b)).reduce((t, b) => t + b.amount, 0)),
    payment_gateway_status: phone === fixtureMember.phone || [...fixtureWalletMembers, ...fixtureFamilyMembers].some((m) => m.phone === phone),
  };
}

/** The family's PaymentInfo: what its deposit calls answer as `data`. */
function paymentInfo(phone: string) {
  const f = walletFields(phone);
  return {
    pending_request: f.pending_request,
    completed_requests: f.completed_requests,
    request_lifetime: fixtureProfile.request_lifetime,
    settings: fixtureProfile.settings,
    success_deposit_count: f.success_deposit_count,
    payment_gateway_status: f.payment_gateway_status,
  };
}

/** Claimable now: not claimed, cancelled or past its deadline. */
const claimable = (b: MockBonus) => b.status === "claimable" && Date.parse(b.claim_deadline) > Date.now();
/** A bonus as the API shows it: a claimable one past its deadline as expired, amounts as "0.00". */
const bonusOut = (b: MockBonus) => ({
  ...b,
  status: b.status === "claimable" && !claimable(b) ? "expired" : b.status,
  amount: money2(b.amount),
  turnover_amount: money2(b.turnover_amount),
});
const bonusNote = (b: MockBonus) => (b.source.startsWith("deposit:") ? `จากรายการฝาก #${b.source.slice(8)}` : b.source === "2026-W47" ? "ยอดเสียวันที่ 16/11/26 - 22/11/26" : null);

/** A PromptPay-style EMVCo payload (tag-length-value, CRC-16/CCITT-FALSE), enough for the QR box. */
function promptPayPayload(target: string, amount: number): string {
  const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, "0")}${value}`;
  const account = tlv("00", "A000000677010111") + tlv("01", `0066${target.slice(1)}`);
  const body = tlv("00", "01") + tlv("01", "12") + tlv("29", account) + tlv("53", "764") + tlv("54", money2(amount)) + tlv("58", "TH") + "6304";
  let crc = 0xffff;
  for (const ch of body) {
    crc ^= ch.charCodeAt(0) << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return body + crc.toString(16).toUpperCase().padStart(4, "0");
}

const refuse = (msg: string, status = 400) => HttpResponse.json({ success: false, msg }, { status });
/** The family's refusal: `message`, not `msg`, and a 200 (its client reads `success`). */
const refuseFamily = (message: string) => HttpResponse.json({ success: false, message });

/** The same Idempotency-Key gets the first answer again (and moves nothing). */
function replayOr(w: MockWallet, request: Request, run: () => JsonBodyType | Response): Response {
  const key = request.headers.get("idempotency-key");
  if (key && w.replies.has(key)) return HttpResponse.json(w.replies.get(key));
  const body = run();
  if (body instanceof Response) return body;
  if (key) w.replies.set(key, body);
  return HttpResponse.json(body);
}

const bearer = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
/**
 * vitest has no BFF to turn the HttpOnly cookie into a bearer: a component test says whose session the browser
 * holds with actAsMember(phone). QA mode never sets it (the BFF sends the bearer).
 */
export function actAsMember(phone: string | null = fixtureMember.phone): void {
  ambientPhone = phone;
}
const sessionPhone = (request: Request) => sessions.get(bearer(request) ?? "") ?? (bearer(request) ? undefined : (ambientPhone ?? undefined));
const unauthenticated = () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 });
const invalid = (field: string, message: string) => HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 });
const tooMany = (seconds: number) =>
  HttpResponse.json({ message: th.api.tooManyAttempts }, { status: 429, headers: { "Retry-After": String(seconds) } });

/** The body parsed with the contract, or the 422 Laravel would answer. */
async function bodyOf<S extends z.core.$ZodType>(request: Request, schema: S): Promise<{ data: z.output<S> } | { error: Response }> {
  const parsed = parseInput(schema, await request.json().catch(() => null));
  if (parsed.success) return { data: parsed.data };
  return { error: HttpResponse.json(toValidationBody(parsed.error), { status: 422 }) };
}

function grant(prefix: "token" | "register", expiresIn: number) {
  const token = `mock-${prefix}-${++counter}-abcdefghijklmnop`;
  return { token, body: { access_token: token, token_type: "bearer", expires_in: expiresIn } };
}

function startSession(phone: string) {
  const g = grant("token", 3600);
  sessions.set(g.token, phone);
  return HttpResponse.json(g.body);
}

/**
 * Sends the code (to the outbox) unless any code went to this phone less than resend_in ago, whatever it was for:
 * then the seconds to wait.
 */
function sendOtp(key: string, phone: string, deliver: boolean): number | null {
  const now = Date.now();
  const last = lastSend.get(phone);
  if (last !== undefined && now - last < RESEND_MS) return Math.ceil((last + RESEND_MS - now) / 1000);
  lastSend.set(phone, now);
  if (deliver) {
    otps.set(key, { sentAt: now, attempts: 0, used: false });
    const text = th.accounts.smsText(fixtureOtp, fixtureOtpSent.expires_in / 60);
    outbox.push({ phone, text, code: fixtureOtp, created_at: new Date(now).toISOString() });
  }
  return null;
}

/** Checks a typed code: null when right, else the 422 to answer. */
function checkOtp(key: string, code: string, consume: boolean): Response | null {
  const sent = otps.get(key);
  if (!sent || sent.used || Date.now() - sent.sentAt > OTP_TTL_MS) return invalid("otp", th.accounts.otpExpired);
  if (sent.attempts >= MAX_OTP_ATTEMPTS) return invalid("otp", th.accounts.otpAttempts);
  if (code !== fixtureOtp) {
    sent.attempts += 1;
    return invalid("otp", sent.attempts >= MAX_OTP_ATTEMPTS ? th.accounts.otpAttempts : th.accounts.otpInvalid);
  }
  if (consume) sent.used = true;
  return null;
}

function endSessionsOf(phone: string) {
  for (const [token, owner] of sessions) if (owner === phone) sessions.delete(token);
}

function profileOf(phone: string) {
  const member = members.get(phone);
  if (!member || phone === fixtureMember.phone) return fixtureProfile;
  return {
    ...fixtureProfile,
    phone,
    name: member.name,
    bank: member.bank,
    account_number: member.account_number,
    ufabet_credit: "0.00",
    games: [{ credit: "0.00" }],
  };
}

/** Our designed calls a family backend lacks, answered 404 under the family-only scenario. */
const NOT_IN_FAMILY = [
  /^GET \/api\/(site-info|banners|game-hosts|games\/hot|games\/rtp|promotions|customers\/history|customers\/history\/export)$/,
  /^GET \/api\/customers\/(sports|casino|card|slot|hack-slot|slot-itp|fish|lotto|esports|skill)$/,
  /^POST \/api\/games\/launch$/,
  // Player protection: the site must carry on without it (no limits, no exclusion, no second factor).
  /^(GET|PUT|POST|DELETE) \/api\/customers\/(limits|self-exclusion|sessions(\/\d+)?|login-history|reality-check|2fa(\/\w+)?)$/,
];

export const handlers: HttpHandler[] = [
  // First: under family-only, the designed calls the family lacks are 404 (a resolver answering nothing falls through).
  http.all("*/api/*", ({ request }) => {
    const scenario = scenarios.get(bearer(request) ?? "");
    const call = `${request.method} ${new URL(request.url).pathname}`;
    const missing = scenario === "family-only" ? NOT_IN_FAMILY : scenario === "long-lists" ? [/^GET \/api\/customers\/history(\/export)?$/] : [];
    return missing.some((re) => re.test(call)) ? HttpResponse.json({ message: "Not Found" }, { status: 404 }) : undefined;
  }),
  http.get("*/api/ip", () => HttpResponse.json({ ip: "203.0.113.7" })),
  http.post("*/api/login", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { phone?: string; password?: string };
    const member = members.get(body.phone ?? "");
    if (!member || body.password !== member.password) {
      return HttpResponse.json({ message: "เบอร์โทร, รหัสผ่านไม่ถูกต้อง" }, { status: 401 });
    }
    return startSession(member.phone);
  }),
  http.post("*/api/logout", ({ request }) => {
    const token = bearer(request);
    if (token) sessions.delete(token);
    return HttpResponse.json({ success: true });
  }),
  http.get("*/api/customers/profile", ({ request }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    const base = { ...profileOf(phone), ...walletFields(phone) };
    const data = { ...base, events: [...((base as { events?: unknown[] }).events ?? []), ...notificationEventsOf(phone)] };
    // The family's envelope: `{success: true, data}`.
    return HttpResponse.json({ success: true, data: checking.has(bearer(request)!) ? { ...data, ufabet_credit_checking: 1 } : data });
  }),
  http.post("*/api/qa/scenario", async ({ request }) => {
    const token = bearer(request);
    if (!token || !sessions.has(token)) return unauthenticated();
    const { name } = ((await request.json().catch(() => ({}))) ?? {}) as { name?: string };
    if (!qaScenarios.includes(name as QaScenario)) return invalid("name", `unknown scenario: ${String(name)}`);
    scenarios.set(token, name as QaScenario);
    if (name === "long-lists") walletOf(sessions.get(token)!).completed = longRecords(new Date().toISOString());
    return HttpResponse.json({ success: true });
  }),
  http.get("*/api/site-info", () => HttpResponse.json({ data: fixtureSiteInfo })),
  http.get("*/api/banners", () => HttpResponse.json({ data: fixtureBanners })),
  ...messageHandlers(sessionPhone, (request) => scenarios.get(bearer(request) ?? "")),
  http.get("*/api/game-hosts", () => HttpResponse.json({ data: fixtureGameHosts })),
  http.get("*/api/games/hot", ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get("limit") ?? 0);
    return HttpResponse.json({ data: limit > 0 ? mixByCategory(fixtureGames as Game[], limit) : fixtureGames });
  }),
  http.get("*/api/games/rtp", ({ request }) => {
    const slots = fixtureGames.filter((g) => (SLOT_CATEGORIES as readonly string[]).includes(g.category) && g.rtp !== null);
    return pagedJson([...slots].sort((a, b) => (b.rtp ?? 0) - (a.rtp ?? 0) || a.id - b.id), request);
  }),

  // Registration: phone (+ birth date, 20+) → OTP → password → bank account, which logs the new member in.
  http.post("*/api/register/phone", async ({ request }) => {
    const parsed = await bodyOf(request, registerPhone.body!);
    if ("error" in parsed) return parsed.error;
    const { phone } = parsed.data;
    if (members.has(phone)) return invalid("phone", th.accounts.phoneTaken);
    const wait = sendOtp(`register:${phone}`, phone, true);
    return wait === null ? HttpResponse.json(fixtureOtpSent) : tooMany(wait);
  }),
  http.post("*/api/register/otp", async ({ request }) => {
    const parsed = await bodyOf(request, registerOtp.body!);
    if ("error" in parsed) return parsed.error;
    const { phone, otp } = parsed.data;
    const refused = checkOtp(`register:${phone}`, otp, true);
    if (refused) return refused;
    const g = grant("register", 1800);
    registrations.set(g.token, { phone });
    return HttpResponse.json(g.body);
  }),
  http.post("*/api/register/password", async ({ request }) => {
    const registration = registrations.get(bearer(request) ?? "");
    if (!registration) return unauthenticated();
    const parsed = await bodyOf(request, registerPassword.body!);
    if ("error" in parsed) return parsed.error;
    registration.password = parsed.data.password;
    return HttpResponse.json({ success: true });
  }),
  http.post("*/api/register/bank-account", async ({ request }) => {
    const token = bearer(request) ?? "";
    const registration = registrations.get(token);
    if (!registration) return unauthenticated();
    const parsed = await bodyOf(request, registerBankAccount.body!);
    if ("error" in parsed) return parsed.error;
    const body = parsed.data;
    if (body.phone !== registration.phone) return invalid("phone", th.accounts.phoneMismatch);
    if (!registration.password) return invalid("password", th.accounts.passwordNotSet);
    if (!bankOf(body.bank)) return invalid("bank", th.accounts.bankUnknown);
    if ([...members.values()].some((m) => m.account_number === body.account_number)) {
      return invalid("account_number", th.accounts.accountTaken);
    }
    members.set(body.phone, { phone: body.phone, password: registration.password, name: body.name, bank: body.bank, account_number: body.account_number });
    registrations.delete(token);
    return startSession(body.phone);
  }),

  // Forgot password: the same answer for known and unknown members; only a known one gets a code.
  http.post("*/api/reset-password/start", async ({ request }) => {
    const parsed = await bodyOf(request, resetPasswordStart.body!);
    if ("error" in parsed) return parsed.error;
    const { phone, ufabet_username } = parsed.data;
    const known = members.has(phone) && ufabet_username.toLowerCase() === gameUsername(phone);
    const wait = sendOtp(`reset:${phone}`, phone, known);
    if (wait !== null) return tooMany(wait);
    const token = `mock-reset-${++counter}-abcdefghijklmnop`;
    resets.set(token, { phone, username: ufabet_username, known, otpChecked: false });
    return HttpResponse.json({ success: true, token, resend_in: fixtureOtpSent.resend_in });
  }),
  http.post("*/api/reset-password/confirm-otp", async ({ request }) => {
    const parsed = await bodyOf(request, resetPasswordConfirmOtp.body!);
    if ("error" in parsed) return parsed.error;
    const { phone, ufabet_username, token, otp } = parsed.data;
    const attempt = resets.get(token);
    if (!attempt || attempt.phone !== phone || attempt.username !== ufabet_username) return invalid("error", th.accounts.resetInvalid);
    if (!attempt.known) return invalid("otp", th.accounts.otpInvalid);
    const refused = checkOtp(`reset:${phone}`, otp, false);
    if (refused) return refused;
    attempt.otpChecked = true;
    return HttpResponse.json({ success: true });
  }),
  http.post("*/api/reset-password/confirm-password", async ({ request }) => {
    const parsed = await bodyOf(request, resetPasswordConfirmPassword.body!);
    if ("error" in parsed) return parsed.error;
    const { phone, token, otp, password } = parsed.data;
    const attempt = resets.get(token);
    const member = members.get(phone);
    if (!attempt || !attempt.otpChecked || attempt.phone !== phone || !member) return invalid("error", th.accounts.resetInvalid);
    const refused = checkOtp(`reset:${phone}`, otp, true);
    if (refused) return refused;
    member.password = password;
    resets.delete(token);
    endSessionsOf(phone);
    return HttpResponse.json({ success: true });
  }),

  http.post("*/api/customers/update-password", async ({ request }) => {
    const phone = sessionPhone(request);
    const member = phone ? members.get(phone) : undefined;
    if (!member) return unauthenticated();
    const parsed = await bodyOf(request, customersUpdatePassword.body!);
    if ("error" in parsed) return parsed.error;
    if (parsed.data.old_password !== member.password) return invalid("old_password", th.accounts.oldPasswordWrong);
    if (parsed.data.password === member.password) return invalid("password", th.accounts.samePassword);
    member.password = parsed.data.password;
    endSessionsOf(member.phone);
    return HttpResponse.json({ success: true });
  }),

  http.post("*/api/authenticate", async ({ request }) => {
    const parsed = await bodyOf(request, authenticate.body!);
    if ("error" in parsed) return parsed.error;
    const { code } = parsed.data;
    if (code !== fixtureLoginCode || usedLoginCodes.has(code)) return invalid("code", th.accounts.loginCodeInvalid);
    usedLoginCodes.add(code);
    return startSession(fixtureMember.phone);
  }),

  // Games: the fixture member has deposited before; anyone registered here has not (the first-deposit refusal).
  // Credit: the balance "lands" at once (credit_checking 0), unless the session's scenario says otherwise.
  http.get("*/api/customers/check-credit", ({ request }) => {
    const token = bearer(request) ?? "";
    if (!sessionPhone(request)) return unauthenticated();
    const scenario = scenarios.get(token);
    if (scenario === "credit-check-timeout") checking.add(token);
    if (scenario === "unauthenticated-mid-poll") sessions.delete(token);
    return HttpResponse.json({ credit_success: true });
  }),
  // No bonus turnover here: nothing to re-read.
  http.get("*/api/customers/check-turnover", ({ request }) =>
    sessionPhone(request) ? HttpResponse.json({ credit_success: false, success: true }) : unauthenticated(),
  ),
  http.post("*/api/games/launch", async ({ request }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    const parsed = await bodyOf(request, gameLaunch.body!);
    if ("error" in parsed) return parsed.error;
    const excluded = exclusionRefusal(phone);
    if (excluded) return refuse(excluded);
    if (phone !== fixtureMember.phone) return HttpResponse.json({ success: false, msg: th.game.firstDeposit }, { status: 400 });
    const host = fixtureGameHosts.find((h) => h.id === parsed.data.host)!;
    return HttpResponse.json(gameLaunch.response.parse({ url: `${host.url}?token=mock-launch-${++counter}` }));
  }),
  http.post("*/api/activity/ticket", async ({ request }) => {
    if (!sessionPhone(request)) return unauthenticated();
    const parsed = await bodyOf(request, activityTicket.body!);
    if ("error" in parsed) return parsed.error;
    const url = `${activityPageUrl(fixtureSiteInfo.activity, parsed.data.target)}?access_token=mock-ticket-${++counter}`;
    return HttpResponse.json(activityTicket.response.parse({ url }));
  }),

  // Wallet: promotions, deposit by transfer or QR (settles on the first profile read 5 s after opening; the family
  // members' only on expiry), cancel, withdraw (refusals as the API words them) and the history lists.
  http.get("*/api/promotions", ({ request }) =>
    HttpResponse.json({ data: scenarios.get(bearer(request) ?? "") === "long-lists" ? longPromotions(fixturePromotions) : fixturePromotions }),
  ),
  ...(["prepare", "payment-gateway"] as const).map((kind) =>
    http.post(`*/api/requests/deposit/${kind}`, async ({ request }) => {
      const phone = sessionPhone(request);
      if (!phone) return unauthenticated();
      const parsed = await bodyOf(request, depositPrepare.body!);
      if ("error" in parsed) return parsed.error;
      const w = walletOf(phone);
      return replayOr(w, request, () => {
        if (w.open) return refuse("a deposit is already pending");
        const excluded = exclusionRefusal(phone);
        if (excluded) return refuse(excluded);
        const { amount, promotion_id } = parsed.data;
        if (amount < 1) return invalid("amount", "จำนวนเงินต้องไม่น้อยกว่า 1 บาท");
        const promo = fixturePromotions.find((p) => p.id === promotion_id);
        if (promotion_id !== null && !promo) return invalid("promotion_id", "ไม่พบโปรโมชั่นนี้");
        if (promo && amount < Number(promo.min_deposit)) return invalid("amount", `ยอดฝากขั้นต่ำสำหรับโปรโมชั่นนี้คือ ${promo.min_deposit} บาท`);
        const overLimit = limitRefusal(phone, amount);
        if (overLimit) return refuse(overLimit);
        const id = 1000 + ++counter;
        // Unique satang: the exact amount identifies the transfer on the bank statement.
        const exact = (satang(amount) + (kind === "prepare" ? ((id * 37) % 99) + 1 : 0)) / 100;
        const payload = kind === "prepare" ? null : promptPayPayload("0812345678", exact);
        const qr = payload ? { payload, png: qrPngBase64(payload) } : null;
        w.open = { id, amount: exact, qr, expiresAt: Date.now() + MOCK_DEPOSIT_TTL_MS, openedAt: Date.now() };
        w.records.unshift({ id, type: "deposit", status: "pending", amount: exact, created_at: new Date().toISOString(), note: null });
        // The family's answers: prepare says `success` only (the site re-reads the profile), the gateway
        // its PaymentInfo, the QR as a base64 PNG in pending_request.qr_code.
        return kind === "prepare" ? { success: true } : { success: true, data: paymentInfo(phone) };
      });
    }),
  ),
  http.post("*/api/requests/deposit/:id/cancel", ({ request, params }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    const w = walletOf(phone);
    if (!w.open || w.open.id !== Number(params.id) || Date.now() >= w.open.expiresAt) return HttpResponse.json({ success: false }, { status: 400 });
    const record = w.records.find((r) => r.id === w.open!.id);
    if (record) Object.assign(record, { status: "cancelled", note: "สมาชิกยกเลิกรายการเอง" });
    const now = new Date().toISOString();
    w.completed.unshift({ id: w.open.id, type: "deposit", status: "cancalled", amount: w.open.amount, bonus: 0, created_at: new Date(w.open.openedAt).toISOString(), deleted_at: now, deleted_cause: "สมาชิกยกเลิกรายการเอง" });
    w.open = null;
    // The family may send its PaymentInfo beside success (its client reads `data.data || data`).
    return HttpResponse.json({ success: true, data: paymentInfo(phone) });
  }),
  http.post("*/api/requests/withdraw", async ({ request }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    if (scenarios.get(bearer(request) ?? "") === "off-contract") return HttpResponse.json({ success: "done", msg: 1 });
    const parsed = await bodyOf(request, withdraw.body!);
    if ("error" in parsed) return parsed.error;
    const w = walletOf(phone);
    return replayOr(w, request, () => {
      const { amount } = parsed.data;
      if (!w.deposited) return refuseFamily("customer has not deposited yet, try later");
      const secondFactor = totpRefusal(phone, parsed.data.totp);
      if (secondFactor) return refuseFamily(secondFactor);
      if (w.withdrawing) return refuseFamily("a withdrawal is already pending");
      if (satang(amount) > satang(w.credit)) return refuseFamily("insufficient credit");
      const id = 2000 + ++counter;
      const created_at = new Date().toISOString();
      w.credit = (satang(w.credit) - satang(amount)) / 100;
      // The family keeps it in pending_request until it settles (here it never does).
      w.withdrawing = { id, amount, created_at };
      w.records.unshift({ id, type: "withdraw", status: "pending", amount, created_at, note: null });
      return { success: true, message: "ส่งคำขอถอนเงินแล้ว" };
    });
  }),
  http.get("*/api/customers/history", ({ request }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    const parsed = parseInput(customersHistory.query!, Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return HttpResponse.json(toValidationBody(parsed.error), { status: 422 });
    if (parsed.data.type === "bonus") {
      const all = walletOf(phone).bonuses.map((b) => {
        const o = bonusOut(b);
        return { id: o.id, type: o.type, status: o.status, amount: o.amount, created_at: o.created_at, note: bonusNote(b), turnover: o.turnover, turnover_amount: o.turnover_amount };
      });
      const page = parsed.data.page ?? 1;
      const from = (page - 1) * BONUS_PAGE_SIZE;
      return HttpResponse.json({
        data: all.slice(from, from + BONUS_PAGE_SIZE),
        page,
        per_page: BONUS_PAGE_SIZE,
        has_more: all.length > from + BONUS_PAGE_SIZE,
      });
    }
    const rows = walletOf(phone).records;
    return pagedJson(
      rows.map((r) => ({ ...r, amount: money2(r.amount) })),
      request,
      { net_deposit: money2(netDeposit(rows)) },
    );
  }),
  http.get("*/api/customers/history/export", ({ request }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    return historyCsvResponse(walletOf(phone).records);
  }),

  // Bonuses: the list (paged) and the claim, worded as the embedded API words them (server/wallet/bonuses.ts).
  http.get("*/api/customers/bonuses", ({ request }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    const parsed = parseInput(customersBonuses.query!, Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return HttpResponse.json(toValidationBody(parsed.error), { status: 422 });
    const { page } = parsed.data;
    const all = walletOf(phone).bonuses;
    const from = (page - 1) * BONUS_PAGE_SIZE;
    return HttpResponse.json({ data: all.slice(from, from + BONUS_PAGE_SIZE).map(bonusOut), page, per_page: BONUS_PAGE_SIZE, has_more: all.length > from + BONUS_PAGE_SIZE });
  }),
  // Before the bonus list's get-bonus: a spin prize the wheel's mock granted is claimed there, any other id falls through.
  ...spinWheelHandlers(sessionPhone),
  // The referral calls; a commission day is claimed there (credited here, and listed in history tab 1 as claimed).
  ...referralHandlers(sessionPhone, (request) => scenarios.get(bearer(request) ?? ""), (phone, day) => {
    const w = walletOf(phone);
    w.credit = satang(w.credit + day.amount) / 100;
    const now = new Date().toISOString();
    w.bonuses.unshift({ id: day.id, type: "commission", amount: day.amount, status: "claimed", source: day.day, turnover: day.turnover, turnover_amount: day.amount * day.turnover, claim_deadline: now, created_at: now, claimed_at: now });
  }),
  http.post("*/api/customers/get-bonus/:id", ({ request, params }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    const parsed = parseInput(customersGetBonus.params!, params);
    if (!parsed.success) return HttpResponse.json(toValidationBody(parsed.error), { status: 422 });
    const w = walletOf(phone);
    const b = w.bonuses.find((x) => x.id === parsed.data.id);
    if (!b) return refuse(th.bonus.notFound);
    if (b.status === "claimed") return refuse(th.bonus.alreadyClaimed);
    if (b.status === "cancelled") return refuse(th.bonus.cancelled);
    if (b.status === "expired" || !claimable(b)) {
      b.status = "expired";
      return refuse(th.bonus.expired);
    }
    if (scenarios.get(bearer(request)!) === "bonus-claim-fails") return refuse(th.bonus.turnoverNotMet("1,200.00", "5,000.00", "3,800.00"));
    b.status = "claimed";
    b.claimed_at = new Date().toISOString();
    w.credit = satang(w.credit + b.amount) / 100;
    const msg =
      b.turnover_amount > 0 ? th.bonus.claimedWithTurnover(money2Text(b.amount), money2Text(b.turnover_amount)) : th.bonus.claimed(money2Text(b.amount));
    return HttpResponse.json({ success: true, msg });
  }),

  http.get("*/api/demo/outbox", ({ request }) => {
    const parsed = parseInput(demoOutbox.query!, Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return HttpResponse.json(toValidationBody(parsed.error), { status: 422 });
    return HttpResponse.json({ data: outbox.filter((m) => m.phone === parsed.data.phone).reverse() });
  }),

  // The family's game launch: one provider, `{success, url}`; the same first-deposit refusal.
  http.get("*/api/customers/login-game", ({ request }) => {
    const phone = sessionPhone(request);
    if (!phone) return unauthenticated();
    const excluded = exclusionRefusal(phone);
    if (excluded) return refuseFamily(excluded);
    if (!walletOf(phone).deposited) return refuseFamily(th.game.firstDeposit);
    return HttpResponse.json({ success: true, url: `${fixtureGameHosts[0]!.url}?token=mock-family-launch-${++counter}` });
  }),

  // Player protection (tests/msw/protection.ts): before the category lists' pattern below, which would match its GETs.
  ...protectionHandlers({
    sessionPhone,
    tokenOf: bearer,
    tokensOf: (phone) => [...sessions].filter(([, owner]) => owner === phone).map(([token]) => token),
    endToken: (token) => void sessions.delete(token),
    passwordOf: (phone) => members.get(phone)?.password,
  }),

  // Last: its pattern would also match /api/customers/profile and the other customers calls above.
  http.get("*/api/customers/:product", ({ params, request }) => {
    const product = String(params.product);
    const games = fixtureGames.filter((g) => g.category === product);
    // long-lists: the whole list, longer than two pages, whatever limit and cursor ask.
    if (scenarios.get(bearer(request) ?? "") === "long-lists") return HttpResponse.json({ data: [...games, ...longGames(product)] });
    return pagedJson(games, request);
  }),
];
