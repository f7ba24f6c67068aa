import { allCalls } from "@/lib/api/contract";
import { categoryKeys } from "@/lib/api/contract/games";
import { PASSWORD, type World } from "./world";

type Session = "member" | "registration" | "spin" | "none";

/** One thing the fuzzer calls: a contract call, a webhook, a demo route or the demo provider's routes. */
export interface Target {
  /** `METHOD /path/{template}`: the key the figures count by. */
  route: string;
  method: string;
  /** api: through the BFF (handleApi); spin and enter: the demo provider's own route handlers. */
  entry: "api" | "spin" | "enter";
  template: string;
  session: Session;
  /** A body the route accepts (fresh values where the route wants them unique); undefined: the route takes none. */
  sample?: (w: World, n: number) => Record<string, unknown>;
  /** A query the route accepts. */
  query?: (w: World) => Record<string, string>;
  /** A valid value for each `{param}`; "OPEN" is the member's open deposit, looked up when the request is made. */
  params?: Record<string, string[]>;
  /** The request must carry X-Timestamp + X-Signature over its raw body (the money webhooks). */
  signed?: boolean;
}

const device = { type: "mobile", os: "iOS", osVersion: "17.4", browser: "Mobile Safari", browserVersion: "17.4", browserVendor: "Apple" };
const phoneOf = (n: number) => `08${String(70_000_000 + (n % 9_999_999)).padStart(8, "0")}`;

/** The valid body, query and params of every contract call, by `METHOD path`. */
const known: Record<string, Omit<Target, "route" | "method" | "entry" | "template" | "session">> = {
  "POST /api/login": { sample: (w) => ({ phone: w.loginPhone, password: PASSWORD, ip: "203.0.113.9", device }) },
  "POST /api/logout": {},
  "GET /api/ip": {},
  "POST /api/authenticate": { sample: () => ({ code: "c0de".repeat(8) }) },
  "GET /api/demo/outbox": { query: (w) => ({ phone: w.registration.phone }) },
  "POST /api/register/phone": {
    sample: (_, n) => ({ phone: phoneOf(n), ip: "", birth_date: "1990-05-01", age_confirmed: true, affiliate_key: "aff01", referral_key: "ref01" }),
  },
  "POST /api/register/otp": { sample: (w) => ({ phone: w.registration.phone, otp: "123456" }) },
  "POST /api/register/password": { sample: () => ({ password: "Fuzz5678", password_confirmation: "Fuzz5678" }) },
  "POST /api/register/bank-account": {
    sample: (w, n) => ({ phone: w.registration.phone, bank: "scb", account_number: `5${String(n).padStart(9, "0")}`, name: "ฟัซ สมัครใหม่", line: "fuzz.line" }),
  },
  "POST /api/reset-password/start": { sample: (w) => ({ phone: w.loginPhone, ufabet_username: `gm${w.loginPhone.slice(1)}` }) },
  "POST /api/reset-password/confirm-otp": {
    sample: (w) => ({ phone: w.loginPhone, ufabet_username: `gm${w.loginPhone.slice(1)}`, token: "t0ken".repeat(8), otp: "123456" }),
  },
  "POST /api/reset-password/confirm-password": {
    sample: (w) => ({
      phone: w.loginPhone,
      ufabet_username: `gm${w.loginPhone.slice(1)}`,
      token: "t0ken".repeat(8),
      otp: "123456",
      password: "Fuzz5678",
      password_confirmation: "Fuzz5678",
    }),
  },
  "GET /api/customers/profile": {},
  "GET /api/customers/check-credit": { query: (w) => ({ phone: w.member.phone }) },
  "GET /api/customers/check-turnover": { query: (w) => ({ phone: w.member.phone }) },
  "POST /api/customers/update-password": {
    sample: () => ({ old_password: PASSWORD, password: "Fuzz5678", password_confirmation: "Fuzz5678" }),
  },
  "POST /api/customers/get-bonus/{id}": { params: { id: ["1", "2"] } },
  "POST /api/customers/notifications/{id}/read": { params: { id: ["1", "2"] } },
  "GET /api/customers/bonuses": { query: () => ({ page: "1" }) },
  "GET /api/customers/referral": {},
  "GET /api/customers/referral/members": { query: () => ({ level: "2", page: "1" }) },
  "GET /api/customers/referral/income": { query: () => ({ page: "1" }) },
  "GET /api/site-info": {},
  "GET /api/banners": {},
  "GET /api/maintenance": {},
  "GET /api/news/popup": {},
  "GET /api/game-hosts": {},
  "GET /api/customers/{product}": { params: { product: [...categoryKeys] }, query: () => ({ limit: "24" }) },
  "GET /api/games/hot": { query: () => ({ limit: "12" }) },
  "GET /api/games/rtp": { query: () => ({ limit: "10" }) },
  "POST /api/games/launch": { sample: (w) => ({ host: 1, game: w.gameId }) },
  "GET /api/customers/login-game": {},
  "POST /api/activity/ticket": { sample: () => ({ target: "football" }) },
  "POST /api/activity/redeem": { sample: () => ({ access_token: "a".repeat(43) }) },
  "POST /api/requests/deposit/prepare": { sample: (_, n) => ({ amount: 100 + (n % 50), promotion_id: null, ip: "" }) },
  "POST /api/requests/deposit/payment-gateway": { sample: (_, n) => ({ amount: `${200 + (n % 50)}.50`, promotion_id: null, ip: "" }) },
  "POST /api/requests/deposit/{id}/cancel": { params: { id: ["OPEN", "1"] } },
  "POST /api/requests/withdraw": { sample: (w) => ({ phone: w.member.phone, amount: 10 }) },
  "GET /api/promotions": {},
  "GET /api/customers/history": { query: () => ({ type: "deposit-withdraw", limit: "50" }) },
  "GET /api/spin-wheel": {},
  "POST /api/spin-wheel/spin": {},
  "GET /api/customers/limits": {},
  "PUT /api/customers/limits": { sample: (_, n) => ({ daily: 50_000 + (n % 50), weekly: "200000.50", monthly: null }) },
  "GET /api/customers/self-exclusion": {},
  "POST /api/customers/self-exclusion": { sample: () => ({ period: "24h", password: PASSWORD }) },
  "GET /api/customers/sessions": {},
  "DELETE /api/customers/sessions/{id}": { params: { id: ["1", "2"] } },
  "DELETE /api/customers/sessions": {},
  "GET /api/customers/login-history": {},
  "GET /api/customers/reality-check": {},
  "PUT /api/customers/reality-check": { sample: () => ({ interval_minutes: 30 }) },
  "GET /api/customers/2fa": {},
  "POST /api/customers/2fa/setup": {},
  "POST /api/customers/2fa/enable": { sample: () => ({ code: "123456" }) },
  "POST /api/customers/2fa/disable": { sample: () => ({ password: PASSWORD, code: "abcde-fghij" }) },
};

/** Routes outside the contract: the signed money webhooks, the demo-mode helpers and the demo provider. */
const extra: Target[] = [
  {
    route: "POST /api/webhooks/bank-statement",
    method: "POST",
    entry: "api",
    template: "/api/webhooks/bank-statement",
    session: "none",
    signed: true,
    sample: (_, n) => ({ statement_id: `fz-${n}`, amount: "100.37", transferred_at: new Date().toISOString(), from_bank: "kbank", description: "fuzz" }),
  },
  {
    route: "POST /api/webhooks/payment-gateway",
    method: "POST",
    entry: "api",
    template: "/api/webhooks/payment-gateway",
    session: "none",
    signed: true,
    sample: (_, n) => ({ event_id: `fz-${n}`, deposit_id: 1, amount: "200.50", status: n % 2 ? "paid" : "failed" }),
  },
  { route: "GET /api/demo/open-deposit", method: "GET", entry: "api", template: "/api/demo/open-deposit", session: "none", query: (w) => ({ phone: w.member.phone }) },
  { route: "POST /api/demo/run-cashback", method: "POST", entry: "api", template: "/api/demo/run-cashback", session: "none" },
  { route: "POST /api/demo/run-commission", method: "POST", entry: "api", template: "/api/demo/run-commission", session: "none", query: (w) => ({ phone: w.member.phone }) },
  { route: "POST /api/demo/play", method: "POST", entry: "api", template: "/api/demo/play", session: "none", query: () => ({ phone: "0899999999", lose: "20" }) },
  { route: "POST /api/demo/site-message", method: "POST", entry: "api", template: "/api/demo/site-message", session: "none", sample: (_, n) => ({ action: "news-remove", id: 1 + n }) },
  { route: "POST /api/demo/games", method: "POST", entry: "api", template: "/api/demo/games", session: "none", query: () => ({ category: "esports", count: "3" }) },
  { route: "POST /api/demo/history", method: "POST", entry: "api", template: "/api/demo/history", session: "none", query: () => ({ phone: "0899999999", count: "2" }) },
  { route: "POST /api/demo/expire-deposit", method: "POST", entry: "api", template: "/api/demo/expire-deposit", session: "none", query: () => ({ phone: "0899999999" }) },
  {
    route: "POST /demo-provider/api/spin",
    method: "POST",
    entry: "spin",
    template: "/demo-provider/api/spin",
    session: "spin",
    sample: (_, n) => ({ game: "moon-dragon", bet_satang: 100, spin_id: `fuzz-spin-${n}` }),
  },
  { route: "GET /demo-provider/{host}", method: "GET", entry: "enter", template: "/demo-provider/{host}", session: "none", params: { host: ["h1", "h7"] }, query: () => ({ token: "x".repeat(43) }) },
];

/** Every contract call (a call the fuzzer has no sample for fails here: new routes must join the fuzz) plus the rest. */
export function allTargets(): Target[] {
  const fromContract = allCalls.map((call): Target => {
    const route = `${call.method} ${call.path}`;
    const spec = known[route];
    if (!spec) throw new Error(`fuzz: no sample for ${route}; add one to tests/unit/server/api/fuzz/targets.ts`);
    if (Boolean(call.body) !== Boolean(spec.sample)) throw new Error(`fuzz: ${route} ${call.body ? "takes" : "takes no"} body`);
    const session: Session = call.auth === "registration" ? "registration" : call.auth ? "member" : "none";
    return { route, method: call.method, entry: "api", template: call.path, session, ...spec };
  });
  return [...fromContract, ...extra];
}
