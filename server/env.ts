import "server-only";
import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

/** The HMAC key OTP and one-time code hashes use in development and demo mode; production refuses it. */
export const DEMO_OTP_SECRET = "demo-otp-secret-do-not-use-in-production";

/**
 * The HMAC keys the bank-statement feed and the payment gateway sign their webhooks with in demo mode; production
 * refuses them. One per sender, so a body signed for one endpoint is refused by the other, in the demo too.
 */
export const DEMO_BANK_WEBHOOK_SECRET = "demo-bank-statement-webhook-secret-do-not-use-in-production";
export const DEMO_GATEWAY_WEBHOOK_SECRET = "demo-payment-gateway-webhook-secret-do-not-use-in-production";
export const DEMO_PAYOUT_WEBHOOK_SECRET = "demo-payout-provider-webhook-secret-do-not-use-in-production";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_MODE: bool.optional(),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(300).max(30 * 86400).default(86400),
  /** HMAC-SHA256 key for OTP hashes (at least 32 characters when set). */
  OTP_SECRET: z.string().min(32, "must be at least 32 characters").default(DEMO_OTP_SECRET),
  /** Who delivers SMS: "outbox" (demo: a database table and the server log) or "http" (the operator's gateway). */
  SMS_PROVIDER: z.enum(["outbox", "http"]).optional(),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  /**
   * Mark the session and other cookies Secure (sent over https only). Default: on in a production build, off in
   * `next dev`. Turn it off only to serve a production build on plain http (local tests).
   */
  COOKIE_SECURE: bool.optional(),
  /**
   * The site's public origin (scheme://host[:port], e.g. https://goldmoon.example): state-changing requests must come
   * from exactly it. Unset: this request's own scheme and host (server/http/site-origin.ts).
   */
  SITE_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ""))
    .refine((v) => new URL(v).origin === v, "an origin only: scheme://host[:port], no path, query or credentials")
    .optional(),
  /**
   * Bearer clients on other origins (a partner's front end, the API family's existing clients): comma-separated exact
   * origins (scheme://host[:port]). A request whose Origin is listed gets token grants in the body, as a request with
   * no Origin does, and CORS answers for exactly that origin (server/api/bff.ts). Unset: none.
   */
  API_CLIENT_ORIGINS: z
    .string()
    .transform((v) => v.split(",").map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean))
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/, error: "each entry must be an origin: scheme://host[:port]" })
          .refine((v) => URL.canParse(v) && new URL(v).origin === v.toLowerCase(), "each entry must be an origin only: scheme://host[:port], no path, query or credentials")
          .transform((v) => new URL(v).origin),
      ),
    )
    .transform((list) => [...new Set(list)])
    .default([]),
  /** Reverse proxies in front of the app that append to X-Forwarded-For, beyond the first (server/http/client-ip.ts). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Circuit breaker: SMS the whole site may send per hour. */
  SMS_HOURLY_LIMIT: z.coerce.number().int().min(1).default(500),
  /**
   * The part of SMS_HOURLY_LIMIT anonymous senders never reach (server/security/limits.ts): kept for members on a
   * known device (all of it) and phones with a past login (half of it). Default: a fifth of the limit.
   */
  SMS_HOURLY_RESERVED: z.coerce.number().int().min(0).optional(),
  /**
   * SMS sends in the last hour (site-wide) after which every new send must carry a solved proof of work
   * (server/security/challenge.ts): a scripted flood is refused, a visitor's browser solves it in a moment.
   */
  SMS_CHALLENGE_AFTER: z.coerce.number().int().min(0).default(100),
  /** HMAC-SHA256 key of POST /api/webhooks/bank-statement, the operator's statement feed (32+ characters). */
  BANK_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").default(DEMO_BANK_WEBHOOK_SECRET),
  /** HMAC-SHA256 key of POST /api/webhooks/payment-gateway, the QR payment gateway (32+ characters). */
  GATEWAY_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").default(DEMO_GATEWAY_WEBHOOK_SECRET),
  /**
   * HMAC-SHA256 key of POST /api/webhooks/payout, the payout provider's results (32+ characters). Read only while a
   * provider is connected (server/payout/provider.ts: the demo bank, in demo mode); without one the path is 404.
   */
  PAYOUT_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").default(DEMO_PAYOUT_WEBHOOK_SECRET),
  /** The one key both webhooks once shared: no longer read, and refused below so a deployment cannot keep it unawares. */
  WEBHOOK_SECRET: z.string().optional(),
  /** The PromptPay proxy (mobile, national/tax id or e-wallet id) gateway QR payments go to. */
  PROMPTPAY_ID: z.string().regex(/^[0-9-]{10,17}$/, "a PromptPay mobile, tax id or e-wallet id").default("0812345678"),
  /** The QR payment gateway: "sandbox" (demo: paid with `npm run simulate -- gateway <id>`) or "off". */
  PAYMENT_GATEWAY: z.enum(["sandbox", "off"]).optional(),
  /** How long an open deposit waits for its transfer, in seconds. */
  DEPOSIT_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
  /** How often each instance runs the due jobs (server/boot/scheduler.ts), in seconds. */
  JOB_TICK_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** How often the risk scan looks for shared devices, names, networks and quick cash-outs (server/backoffice/risk.ts), in seconds. */
  RISK_SCAN_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** How long SIGTERM waits for requests in flight and the job in progress (server/boot/shutdown.ts), in seconds. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** The server log's level (server/observability/log.ts reads it itself; here a typo is refused at start). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The bearer a Prometheus scraper sends to GET /api/metrics; unset, the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
});

export type ServerEnv = Omit<
  z.infer<typeof schema>,
  "DEMO_MODE" | "SMS_PROVIDER" | "PAYMENT_GATEWAY" | "COOKIE_SECURE" | "SMS_HOURLY_RESERVED"
> & {
  DEMO_MODE: boolean;
  SMS_HOURLY_RESERVED: number;
  COOKIE_SECURE: boolean;
  PAYMENT_GATEWAY: "sandbox" | "off";
  SMS_PROVIDER: "outbox" | "http";
};

let cached: ServerEnv | undefined;

/** Parsed once, on first use; an invalid value stops the server with a message naming the variable. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** The checks of serverEnv() on any environment (exported for tests). Throws one error listing every problem. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const demo = env.DEMO_MODE ?? env.NODE_ENV !== "production";
  const out: ServerEnv = {
    ...env,
    DEMO_MODE: demo,
    COOKIE_SECURE: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
    SMS_PROVIDER: env.SMS_PROVIDER ?? (demo ? "outbox" : "http"),
    PAYMENT_GATEWAY: env.PAYMENT_GATEWAY ?? (demo ? "sandbox" : "off"),
    SMS_HOURLY_RESERVED: env.SMS_HOURLY_RESERVED ?? Math.floor(env.SMS_HOURLY_LIMIT / 5),
  };

  const problems: string[] = [];
  // The embedded API is off in operator mode, and `next build` serves no request: neither needs its secrets.
  const embedded = !env.API_BASE_URL && source.NEXT_PHASE !== "phase-production-build";
  if (out.SMS_PROVIDER === "outbox" && !demo) {
    problems.push(
      "SMS_PROVIDER: \"outbox\" only stores messages in the database and never delivers them; it is allowed only with " +
        "DEMO_MODE=1. Set SMS_PROVIDER=http with SMS_WEBHOOK_URL and SMS_WEBHOOK_TOKEN, or turn DEMO_MODE on.",
    );
  }
  if (embedded && out.SMS_PROVIDER === "http") {
    if (!env.SMS_WEBHOOK_URL) problems.push("SMS_WEBHOOK_URL: required when SMS_PROVIDER is http (the SMS gateway's URL)");
    if (!env.SMS_WEBHOOK_TOKEN) problems.push("SMS_WEBHOOK_TOKEN: required when SMS_PROVIDER is http (its bearer token)");
  }
  if (embedded && env.NODE_ENV === "production" && !demo && env.OTP_SECRET === DEMO_OTP_SECRET) {
    problems.push("OTP_SECRET: production needs its own secret (32+ random characters); the demo default is refused");
  }
  // Refused rather than taken for both keys: one key for both senders is what let a body signed for the gateway
  // credit a deposit through the bank feed. A deployment that still sets it must choose two keys.
  if (embedded && env.WEBHOOK_SECRET !== undefined) {
    problems.push(
      "WEBHOOK_SECRET: no longer read — each webhook sender has its own key: set BANK_WEBHOOK_SECRET (the bank-statement " +
        "feed) and GATEWAY_WEBHOOK_SECRET (the payment gateway), 32+ random characters each and different, give each " +
        "sender its own, and remove WEBHOOK_SECRET",
    );
  }
  if (embedded && env.NODE_ENV === "production" && !demo && env.BANK_WEBHOOK_SECRET === DEMO_BANK_WEBHOOK_SECRET) {
    problems.push("BANK_WEBHOOK_SECRET: production needs its own secret (32+ random characters); the demo default is refused");
  }
  if (embedded && env.NODE_ENV === "production" && !demo && env.GATEWAY_WEBHOOK_SECRET === DEMO_GATEWAY_WEBHOOK_SECRET) {
    problems.push("GATEWAY_WEBHOOK_SECRET: production needs its own secret (32+ random characters); the demo default is refused");
  }
  if (embedded && env.BANK_WEBHOOK_SECRET === env.GATEWAY_WEBHOOK_SECRET) {
    problems.push(
      "GATEWAY_WEBHOOK_SECRET: the same as BANK_WEBHOOK_SECRET — a body signed for one webhook would be accepted by the other; give each its own",
    );
  }
  if (out.SMS_HOURLY_RESERVED >= env.SMS_HOURLY_LIMIT) {
    problems.push("SMS_HOURLY_RESERVED: must be less than SMS_HOURLY_LIMIT, or nobody could register");
  }
  if (out.PAYMENT_GATEWAY === "sandbox" && !demo) {
    problems.push("PAYMENT_GATEWAY: \"sandbox\" lets anyone with the gateway's webhook secret mark QR deposits paid; it is allowed only with DEMO_MODE=1");
  }
  if (out.COOKIE_SECURE && env.SITE_ORIGIN?.startsWith("http:")) {
    problems.push("COOKIE_SECURE: on, but SITE_ORIGIN is http: — browsers would never send the session cookie back; serve https or set COOKIE_SECURE=0");
  }
  if (env.SITE_ORIGIN && env.API_CLIENT_ORIGINS.includes(env.SITE_ORIGIN)) {
    problems.push("API_CLIENT_ORIGINS: lists SITE_ORIGIN — the site's own pages keep the HttpOnly cookie and never receive a token; list only other origins");
  }
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return out;
}

export const isOperatorMode = () => Boolean(serverEnv().API_BASE_URL);
