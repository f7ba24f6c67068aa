import { existsSync, readFileSync } from "node:fs";
import pg from "pg";
import { expect, test } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { demo, frontMode } from "./support";

/**
 * The production topology (scripts/front.mjs): nginx with TLS, HTTP/2 and compression before two standalone
 * instances on PostgreSQL. The PostgreSQL pass runs every spec through it; this one checks the front itself.
 */
test.skip(!frontMode, "the front runs in the PostgreSQL pass (E2E_FRONT=1)");
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== "desktop-1280", "runs once, on the desktop project");
});

test("health and readiness answer through the front", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  const ready = await request.get("/api/ready");
  expect(ready.status(), await ready.text()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ok", checks: { database: "ok", scheduler: "ok" } });
});

test("readiness through the front is 503 while the database refuses connections, and 200 once it takes them again", async ({ request }) => {
  test.setTimeout(60_000);
  const url = new URL(process.env.DATABASE_URL!);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(url, { pathname: "/postgres" }).toString() });
  await admin.connect();
  try {
    // As PostgreSQL stopped, for this database only: no new connection, and the instances' open ones ended.
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
    await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 20_000 }).toBe(503);
    expect(await (await request.get("/api/ready")).json()).toMatchObject({ status: "unavailable", checks: { database: "down" } });
    expect((await request.get("/api/health")).status()).toBe(200); // alive all the same: nothing to restart
  } finally {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await admin.end();
  }
  // Both instances take connections again (each answers ready at least once through the front).
  await expect.poll(async () => (await Promise.all([request.get("/api/ready"), request.get("/api/ready")])).map((r) => r.status()), { timeout: 30_000 }).toEqual([200, 200]);
});

test("the browser talks HTTP/2 over TLS, and pages come compressed and never cached", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe("h2");
  const headers = await response!.allHeaders();
  expect(headers["content-encoding"]).toMatch(/^(br|gzip)$/);
  expect(headers["cache-control"]).toMatch(/no-store/);
  // The app's own security headers pass through unchanged.
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["content-security-policy"]).toMatch(/nonce-/);
});

test("the build's files are served by the front, compressed and cached for a year; answers of the API are not cached", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("response", (r) => r.url().includes("/_next/static/") && r.url().endsWith(".js") && scripts.push(r.url()));
  await page.goto("/login");
  expect(scripts.length).toBeGreaterThan(0);
  const script = await request.get(scripts[0]!, { headers: { "accept-encoding": "br, gzip" } });
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);

  const api = await request.get("/api/site-info");
  expect(api.status()).toBe(200);
  expect(api.headers()["cache-control"] ?? "").not.toMatch(/max-age=[1-9]|public/);
  // The front's request id: the app answers under it, and the front's access log names the same one.
  const id = api.headers()["x-request-id"]!;
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => readFileSync(".data/front/access.log", "utf8").includes(`req_id=${id}`)).toBe(true);
});

test("a body over the limit gets the app's Thai refusal from the front, as from the app itself", async ({ request }) => {
  const big = await request.post("/api/login", { data: { phone: "0812345678", password: "x".repeat(100 * 1024), ip: "" } });
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({ message: "ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป" });
});

test("the session cookie is Secure and HttpOnly over TLS, and a login lands requests on both instances", async ({ playwright, baseURL }) => {
  const context = await playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true });
  const login = await context.post("/api/login", { data: { phone: demo.phone, password: demo.password, ip: "" } });
  expect(login.status()).toBe(200);
  const cookie = login.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")?.value ?? "";
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/; HttpOnly/i);
  // Round robin: the member's next reads go to either instance, and each one knows the session (PostgreSQL holds it).
  const logged = readFileSync(".data/front/access.log", "utf8").length;
  const reads = await Promise.all(Array.from({ length: 6 }, () => context.get("/api/customers/profile")));
  expect(reads.map((r) => r.status())).toEqual(Array(6).fill(200));
  await context.dispose();

  const upstreams = new Set(
    readFileSync(".data/front/access.log", "utf8")
      .slice(logged)
      .split("\n")
      .filter((line) => line.includes("/api/customers/profile"))
      .flatMap((line) => /upstream=(.*)$/.exec(line)?.[1]?.split(", ") ?? []),
  );
  expect([...upstreams].sort()).toEqual(process.env.E2E_INSTANCES!.split(",").map((origin) => origin.replace("http://", "")).sort());
});

/** The instances' exits the front's script has recorded ("app1 0": its name and exit code). */
const exits = () => (existsSync(".data/front/exits.log") ? readFileSync(".data/front/exits.log", "utf8").trim().split("\n") : []);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("an instance stopped mid-traffic: members see no failed request, no write is lost, and it comes back", async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const members = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const context = await playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true });
      await registerViaApi(context, freshPhone(70 + i, "desktop"));
      return context;
    }),
  );
  // Each member polls the profile and opens and cancels deposits, through the front, until told to stop.
  const failures: string[] = [];
  const opened: number[] = [];
  let running = true;
  const traffic = members.map(async (member, i) => {
    for (let n = 0; running; n++) {
      const poll = await member.get("/api/customers/profile");
      if (poll.status() !== 200) failures.push(`profile: ${poll.status()}`);
      const prepare = await member.post("/api/requests/deposit/prepare", {
        data: { amount: 100 + n, promotion_id: null, ip: "" },
        headers: { "idempotency-key": `front-stop-${i}-${n}-${Date.now()}` },
      });
      if (prepare.status() !== 200) {
        failures.push(`prepare: ${prepare.status()} ${await prepare.text()}`);
        continue;
      }
      const { data } = (await prepare.json()) as { data: { id: number } };
      opened.push(data.id);
      const cancel = await member.post(`/api/requests/deposit/${data.id}/cancel`);
      if (cancel.status() !== 200 || !((await cancel.json()) as { success: boolean }).success) failures.push(`cancel: ${cancel.status()}`);
    }
  });

  await new Promise((r) => setTimeout(r, 1_500));
  const pid = Number(readFileSync(".data/front/app1.pid", "utf8"));
  const exitsBefore = exits();
  process.kill(pid, "SIGTERM");
  await expect.poll(() => alive(pid), { timeout: 30_000 }).toBe(false);
  await new Promise((r) => setTimeout(r, 1_000)); // traffic on the other instance alone
  running = false;
  await Promise.all(traffic);
  await Promise.all(members.map((m) => m.dispose()));

  expect(failures).toEqual([]);
  expect(opened.length).toBeGreaterThan(6);
  // It drained and exited 0 (the front's script records each exit), and every deposit answered is in the database.
  expect(exits()).toEqual([...exitsBefore, "app1 0"]);
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const rows = await db.query<{ status: string }>("SELECT status FROM money_requests WHERE id = ANY($1::bigint[])", [opened]);
    expect(rows.rows.map((r) => r.status)).toEqual(opened.map(() => "cancelled"));
  } finally {
    await db.end();
  }
  // The script starts it again, and once it is ready the front sends it requests again.
  const instance = process.env.E2E_INSTANCES!.split(",")[0]!;
  await expect.poll(async () => (await fetch(`${instance}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [500] }).toBe(200);
  const health = await playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true });
  await expect
    .poll(
      async () => {
        const logged = readFileSync(".data/front/access.log", "utf8").length;
        await health.get("/api/health");
        await health.get("/api/health");
        return readFileSync(".data/front/access.log", "utf8").slice(logged).includes(`upstream=${instance.replace("http://", "")}`);
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  await health.dispose();
});
