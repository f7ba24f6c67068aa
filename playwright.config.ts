import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";
import { METRICS_TOKEN } from "./e2e/scraper";

/**
 * E2E against the production build's standalone server (run `npm run build` first). Modes:
 * - default: the embedded API on a fresh PGlite database (.data/pglite-e2e, removed by scripts/test-all.sh);
 * - DATABASE_URL set: the same API on PostgreSQL (scripts/test-all.sh creates a fresh database);
 * - E2E_API=mock: QA mode, the site forwards /api/* to a made-up backend: MSW's handlers in a process of their own
 *   (npm run qa-backend) on E2E_PORT+9.
 * - E2E_FRONT=1 (with DATABASE_URL): the production topology, two standalone instances behind nginx with TLS and
 *   HTTP/2 (scripts/front.mjs); the front on E2E_PORT, the instances on the next two ports.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Spec patterns (space-separated, over a spec's file name) the desktop project leaves to another pass: the PGlite pass
// leaves the database specs to the PostgreSQL pass (scripts/test-all.sh); their @layout tests still run at 375 px.
// Anchored to the name in e2e/, so a checkout's own path (…/front-end/…) never matches.
const elsewhere = (process.env.E2E_ELSEWHERE ?? "")
  .split(" ")
  .filter(Boolean)
  .map((p) => new RegExp(`/e2e/[^/]*(?:${p})[^/]*$`));
const front = process.env.E2E_FRONT === "1";
const baseURL = `${front ? "https" : "http"}://127.0.0.1:${PORT}`;
const mock = process.env.E2E_API === "mock";
const QA_BACKEND_PORT = PORT + 9;
if (front) {
  // The specs' own calls past the browser: `npm run simulate` trusts the front's certificate, the scraper reads each
  // instance as Prometheus would (e2e/scraper.ts).
  process.env.NODE_EXTRA_CA_CERTS = `${process.cwd()}/.data/front/cert.pem`;
  process.env.E2E_INSTANCES = [PORT + 1, PORT + 2].map((p) => `http://127.0.0.1:${p}`).join(",");
}

const serverEnv: Record<string, string> = {
  NEXT_TELEMETRY_DISABLED: "1",
  DEMO_MODE: "1",
  // The test runner plays the one reverse proxy in front of the site: the specs give each member their own address
  // in X-Forwarded-For, as a proxy would (the API allows 20 SMS per address per hour). Default 0 is tested apart.
  // Behind the front, the runner is the outer of two proxies (nginx appends the runner's address).
  TRUSTED_PROXY_HOPS: front ? "2" : "1",
  // Plain http without the front: Secure cookies (the production default) would never come back over it.
  ...(front ? {} : { COOKIE_SECURE: "0" }),
  // The specs together send a few hundred codes an hour; the proof of work that starts at 100 (the default) is
  // tested on its own instance (sms-flood.spec.ts), so the other specs' API-level registrations never meet it.
  SMS_CHALLENGE_AFTER: "1000",
  // Likewise the site-wide cap: a run registers a few hundred members from the same hour, all of them anonymous
  // senders, whom the cap stops at its unreserved part. The cap itself is tested on its own instance too.
  SMS_HOURLY_LIMIT: "5000",
  // Due jobs at most a second late: a test that ends a deposit's countdown waits for the scheduler's tick.
  JOB_TICK_SECONDS: "1",
  // The risk scan every 15 s instead of every minute: the reports spec waits for its flag, and each scan holds the one
  // PGlite process, so not more often.
  RISK_SCAN_SECONDS: "15",
  // The specs scrape GET /api/metrics as Prometheus would (e2e/scraper.ts).
  METRICS_TOKEN,
  PGLITE_DIR: process.env.PGLITE_DIR ?? ".data/pglite-e2e",
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(mock ? { API_BASE_URL: `http://127.0.0.1:${QA_BACKEND_PORT}` } : {}),
};

export default defineConfig({
  testDir: "./e2e",
  workers: 1,
  fullyParallel: false,
  // A flaky test fails, in CI too, and is fixed at its cause.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "th-TH",
    timezoneId: "Asia/Bangkok",
    // Recording a trace takes CPU the run needs (docs/testing.md); in CI nobody can open one (the clone is gone).
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    ignoreHTTPSErrors: front, // the front's self-signed certificate
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The members the specs reuse log in once per run (e2e/sessions-setup.ts); the viewport projects depend on it.
    { name: "setup", testMatch: /\/sessions-setup\.ts$/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    // The screen as wide as the viewport, as on a real phone: Chromium's preload scanner picks an image from the
    // screen's width, so Pixel 7's 412 px screen under a 375 px viewport would preload a size the page never uses.
    {
      name: "mobile-375",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, screen: { width: 375, height: 812 } },
      dependencies: ["setup"],
      // Only what depends on the screen runs here too: the tests tagged @layout (what shows where, touch targets, the
      // mobile bar and drawer, dialogs and sheets, the sticky header, layout shifts). Everything else runs once, at
      // 1280 px: the same components and HTML at either width, where CSS alone decides what shows.
      grep: /@layout/,
    },
    {
      name: "desktop-1280",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      dependencies: ["setup"],
      testIgnore: elsewhere,
    },
  ],
  webServer: [
    // QA mode's backend first: the site reads it as it starts.
    ...(mock
      ? [
          {
            command: "npm run --silent qa-backend",
            url: `http://127.0.0.1:${QA_BACKEND_PORT}/api/ip`,
            reuseExistingServer: false,
            env: { QA_BACKEND_PORT: String(QA_BACKEND_PORT) },
            stdout: "pipe" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
    {
      // The standalone server (scripts/start.mjs), or the front and its two instances. Idle sockets are kept longer than
      // any pause in a test: with Node's 5 s default, a request reusing a socket the server is just closing fails.
      command: front ? "node scripts/front.mjs" : "node scripts/start.mjs",
      url: `${baseURL}/api/ready`,
      ignoreHTTPSErrors: front,
      reuseExistingServer: false,
      timeout: 90_000,
      // NODE_EXTRA_CA_CERTS is the specs' (above): the servers start before the certificate exists.
      env: { ...serverEnv, HOSTNAME: "127.0.0.1", ...(front ? { FRONT_PORT: String(PORT) } : { PORT: String(PORT) }), KEEP_ALIVE_TIMEOUT: "70000", NODE_EXTRA_CA_CERTS: "" },
      stdout: "pipe" as const,
      stderr: "pipe" as const,
    },
  ],
});
