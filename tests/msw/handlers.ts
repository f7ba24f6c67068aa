import { http, HttpResponse, type HttpHandler } from "msw";
import type { z } from "zod";
import { authenticate, demoOutbox } from "@/lib/api/contract/auth";
import { customersUpdatePassword } from "@/lib/api/contract/customers";
import { activityTicket, gameLaunch } from "@/lib/api/contract/games";
import { activityPageUrl } from "@/lib/activity";
import { registerBankAccount, registerOtp, registerPassword, registerPhone } from "@/lib/api/contract/register";
import { resetPasswordConfirmOtp, resetPasswordConfirmPassword, resetPasswordStart } from "@/lib/api/contract/reset-password";
import { toValidationBody } from "@/lib/api/validation";
import { bankOf } from "@/lib/banks/banks";
import { gameUsername } from "@/lib/format";
import { th } from "@/lib/i18n/th";
import {
  fixtureBanners,
  fixtureGameHosts,
  fixtureGames,
  fixtureLoginCode,
  fixtureMember,
  fixtureOtp,
  fixtureOtpSent,
  fixtureProfile,
  fixtureSiteInfo,
} from "./fixtures";

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
let outbox: { phone: string; text: string; code: string | null; created_at: string }[] = [];
let counter = 0;

/**
 * QA scenarios (DESIGN.md §9): edge cases the real API rarely produces, chosen per session so parallel tests do
 * not meet. A test logs in, then `POST /api/qa/scenario {name}` with that session (the site forwards it here);
 * QA mode only — neither the embedded API nor an operator's backend knows the path.
 * - credit-check-timeout: after check-credit, the profile's credit_checking never returns to 0 (the third poll fails).
 * - unauthenticated-mid-poll: check-credit answers, then the session ends, so the first profile poll is 401.
 */
export const qaScenarios = ["credit-check-timeout", "unauthenticated-mid-poll"] as const;
export type QaScenario = (typeof qaScenarios)[number];
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
}
resetMockBackend();

const bearer = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
const sessionPhone = (request: Request) => sessions.get(bearer(request) ?? "");
const unauthenticated = () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 });
const invalid = (field: string, message: string) => HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 });
const tooMany = (seconds: number) =>
  HttpResponse.json({ message: th.api.tooManyAttempts }, { status: 429, headers: { "Retry-After": String(seconds) } });

/** The body parsed with the contract, or the 422 Laravel would answer. */
async function bodyOf<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.output<S> } | { error: Response }> {
  const parsed = schema.safeParse(await request.json().catch(() => null));
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

export const handlers: HttpHandler[] = [
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
    const data = profileOf(phone);
    return HttpResponse.json({ data: checking.has(bearer(request)!) ? { ...data, credit_checking: 1 } : data });
  }),
  http.post("*/api/qa/scenario", async ({ request }) => {
    const token = bearer(request);
    if (!token || !sessions.has(token)) return unauthenticated();
    const { name } = ((await request.json().catch(() => ({}))) ?? {}) as { name?: string };
    if (!qaScenarios.includes(name as QaScenario)) return invalid("name", `unknown scenario: ${String(name)}`);
    scenarios.set(token, name as QaScenario);
    return HttpResponse.json({ success: true });
  }),
  http.get("*/api/site-info", () => HttpResponse.json({ data: fixtureSiteInfo })),
  http.get("*/api/banners", () => HttpResponse.json({ data: fixtureBanners })),
  http.get("*/api/maintenance", () => HttpResponse.json({})),
  http.get("*/api/news/popup", () => HttpResponse.json({ data: [] })),
  http.get("*/api/game-hosts", () => HttpResponse.json({ data: fixtureGameHosts })),
  http.get("*/api/games/hot", () => HttpResponse.json({ data: fixtureGames })),

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

  // Games: the fixture member has deposited before; anyone registered here has not (SPEC.md §8's refusal).
  // Credit: the balance "lands" at once (credit_checking 0), unless the session's scenario says otherwise.
  http.get("*/api/customers/check-credit", ({ request }) => {
    const token = bearer(request) ?? "";
    if (!sessions.has(token)) return unauthenticated();
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

  http.get("*/api/demo/outbox", ({ request }) => {
    const parsed = demoOutbox.query!.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return HttpResponse.json(toValidationBody(parsed.error), { status: 422 });
    return HttpResponse.json({ data: outbox.filter((m) => m.phone === parsed.data.phone).reverse() });
  }),

  // Last: its pattern would also match /api/customers/profile and the other customers calls above.
  http.get("*/api/customers/:product", ({ params }) =>
    HttpResponse.json({ data: fixtureGames.filter((g) => g.category === params.product) }),
  ),
];
