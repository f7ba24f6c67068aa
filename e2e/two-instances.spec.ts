import type { ChildProcess } from "node:child_process";
import { spawnAppServer } from "./app-server";
import { expect, test, type APIRequest, type APIRequestContext } from "./fixtures";
import pg from "pg";
import { ADULT, freshPhone, latestCode, registerViaApi } from "./members";
import { demo, mockMode } from "./support";

/**
 * Two app instances on one PostgreSQL (no state in process memory): sessions, OTPs, rate limits, idempotency keys
 * and the jobs table hold across them. PostgreSQL pass only. Behind the front (E2E_FRONT) A and B are the topology's
 * two instances, each asked on its own port; otherwise A is the configured server and this spec starts B.
 */
const databaseUrl = process.env.DATABASE_URL;
test.skip(mockMode || !databaseUrl, "two instances share a PostgreSQL database");
test.describe.configure({ mode: "serial" });

const topology = process.env.E2E_INSTANCES?.split(",");
const portB = Number(process.env.E2E_PORT ?? 3100) + 1;
const baseB = topology?.[1] ?? `http://127.0.0.1:${portB}`;
if (topology) test.use({ baseURL: topology[0] });
let instanceB: ChildProcess | undefined;

test.beforeAll(async ({}, info) => {
  // One run is enough: nothing here depends on the viewport.
  if (info.project.name !== "desktop-1280" || topology) return;
  test.setTimeout(120_000);
  instanceB = spawnAppServer(
    portB,
    { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DEMO_MODE: "1", TRUSTED_PROXY_HOPS: "1", JOB_TICK_SECONDS: "1", DATABASE_URL: databaseUrl },
    ["ignore", "ignore", "inherit"],
  );
  await expect
    .poll(async () => (await fetch(`${baseB}/api/site-info`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  if (!instanceB || instanceB.exitCode !== null) return;
  const exited = new Promise((resolve) => instanceB!.once("exit", resolve));
  instanceB.kill("SIGTERM");
  await exited;
});

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== "desktop-1280", "runs once, on the desktop project");
});

/** A context on instance B holding the same cookies as `on` (cookies ignore the port). */
async function sameBrowserOn(api: APIRequest, on: APIRequestContext) {
  return api.newContext({ baseURL: baseB, storageState: await on.storageState() });
}

test("a session made on one instance is valid on the other, and a logout on the other ends it", async ({ request, playwright }) => {
  const login = await request.post("/api/login", { data: { phone: demo.phone, password: demo.password, ip: "" } });
  expect(login.status()).toBe(200);
  const onB = await sameBrowserOn(playwright.request, request);
  const profile = await onB.get("/api/customers/profile");
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { data: { phone: string } }).data.phone).toBe(demo.phone);

  expect((await onB.post("/api/logout")).ok()).toBe(true);
  // B's answer cleared B's cookies; A still holds the token, which the shared sessions table now refuses.
  expect((await request.get("/api/customers/profile")).status()).toBe(401);
  await onB.dispose();
});

test("an OTP sent by one instance is checked by the other, once; the resend limit is shared", async ({ request, playwright }) => {
  const phone = freshPhone(60, "desktop");
  const headers = { "x-forwarded-for": "203.0.113.60" };
  const body = { phone, ip: "", birth_date: ADULT, age_confirmed: true };
  expect((await request.post("/api/register/phone", { data: body, headers })).status()).toBe(200);

  const onB = await playwright.request.newContext({ baseURL: baseB });
  const again = await onB.post("/api/register/phone", { data: body, headers });
  expect(again.status()).toBe(429); // the 30 s resend cooldown, counted in PostgreSQL
  expect(Number(again.headers()["retry-after"])).toBeGreaterThan(0);

  const otp = await latestCode(onB, phone);
  expect((await onB.post("/api/register/otp", { data: { phone, otp } })).status()).toBe(200);
  expect((await request.post("/api/register/otp", { data: { phone, otp } })).status()).toBe(422); // used up
  await onB.dispose();
});

test("an Idempotency-Key used on one instance is replayed by the other", async ({ request, playwright }) => {
  const phone = freshPhone(61, "desktop");
  await registerViaApi(request, phone);
  const onB = await sameBrowserOn(playwright.request, request);
  const key = `two-instances-${phone}`;
  const body = { amount: 300, promotion_id: null, ip: "" };
  const first = await request.post("/api/requests/deposit/prepare", { data: body, headers: { "idempotency-key": key } });
  expect(first.status()).toBe(200);
  const replay = await onB.post("/api/requests/deposit/prepare", { data: body, headers: { "idempotency-key": key } });
  expect(replay.status()).toBe(200);
  expect(await replay.text()).toBe(await first.text());
  const other = await onB.post("/api/requests/deposit/prepare", { data: { ...body, amount: 301 }, headers: { "idempotency-key": key } });
  expect(other.status()).toBe(422);
  await onB.dispose();
});

test("a due job runs once with both instances' schedulers ticking", async ({ request, playwright }) => {
  const phone = freshPhone(62, "desktop");
  await registerViaApi(request, phone);
  const onB = await sameBrowserOn(playwright.request, request);
  const opened = await request.post("/api/requests/deposit/prepare", { data: { amount: 200, promotion_id: null, ip: "" } });
  const { data } = (await opened.json()) as { data: { id: number } };
  expect((await request.post(`/api/demo/expire-deposit?phone=${phone}`)).ok()).toBe(true);

  // Twenty profile polls at once, half on each instance, while both schedulers tick every second.
  const polls = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? onB : request).get("/api/customers/profile")));
  expect(polls.map((r) => r.status())).toEqual(Array(20).fill(200));

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const done = async () => (await db.query("SELECT done_at IS NOT NULL AS done FROM jobs WHERE request_id = $1 AND kind = 'expire_deposit'", [data.id])).rows[0]?.done;
    await expect.poll(done).toBe(true);
    const jobs = await db.query("SELECT attempts, done_at IS NOT NULL AS done FROM jobs WHERE request_id = $1 AND kind = 'expire_deposit'", [data.id]);
    expect(jobs.rows).toEqual([{ attempts: 1, done: true }]);
    const deposit = await db.query("SELECT status FROM money_requests WHERE id = $1", [data.id]);
    expect(deposit.rows[0]).toEqual({ status: "expired" });
  } finally {
    await db.end();
  }
  await onB.dispose();
});
