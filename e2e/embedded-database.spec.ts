import { spawnSync, type ChildProcess } from "node:child_process";
import { spawnAppServer } from "./app-server";
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { demo, mockMode } from "./support";

/**
 * One process per embedded database: while a site runs on a PGlite directory, `npm run ops` and a second
 * `next start` on the same directory refuse at once, and what the site wrote survives its restart. Its own site on
 * its own directory (not the suite's server), so it can be stopped and started again. PGlite pass only.
 */
test.skip(mockMode || Boolean(process.env.DATABASE_URL), "the embedded PGlite database");

const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const base = `http://127.0.0.1:${PORT}`;
const dir = `.data/pglite-e2e-one-process-${process.pid}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  DEMO_MODE: "1",
  COOKIE_SECURE: "0",
  TRUSTED_PROXY_HOPS: "1",
  PGLITE_DIR: dir,
  DATABASE_URL: "",
  API_BASE_URL: "",
};
delete env.DATABASE_URL;
delete env.API_BASE_URL;

/** A server on the directory, its log (stdout, JSON lines) and stderr read as they come: a pipe left full would stall it. */
function nextStart(port: number) {
  const child = spawnAppServer(port, env, ["ignore", "pipe", "pipe"]);
  let output = "";
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

async function started(): Promise<ChildProcess> {
  const site = nextStart(PORT);
  await expect
    .poll(async () => (await fetch(`${base}/api/site-info`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] })
    .toBe(200);
  return site;
}

async function stopped(site: ChildProcess) {
  if (site.exitCode !== null) return;
  const exited = new Promise((resolve) => site.once("exit", resolve));
  site.kill("SIGTERM");
  await exited;
}

const login = async () => {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.18.200.7" },
    body: JSON.stringify({ phone: demo.phone, password: demo.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
};

const successfulLogins = async (token: string) => {
  const res = await fetch(`${base}/api/customers/login-history`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { ok: boolean }[] }).data.filter((e) => e.ok).length;
};

test.afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

test("while the site runs, ops and a second server on its directory refuse at once; the site's writes survive its restart", async ({}, info) => {
  test.skip(info.project.name !== "desktop-1280", "nothing here depends on the viewport");
  test.setTimeout(240_000);
  let site = await started();
  try {
    const token = await login();

    const ops = spawnSync("npm", ["run", "--silent", "ops", "--", "withdrawals", "list"], { env, encoding: "utf8", timeout: 60_000 });
    expect(ops.status).toBe(1);
    expect(ops.stderr).toContain(`The embedded database ${dir} is in use by another process (pid ${site.pid})`);
    expect(ops.stderr).toContain("While the site runs, staff act in its back office: /backoffice");

    const second = nextStart(PORT + 1);
    const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
    expect(code).toBe(1);
    expect(second.output()).toContain("is in use by another process");
    expect(await fetch(`http://127.0.0.1:${PORT + 1}/api/site-info`).catch(() => null)).toBeNull();

    await login();
    expect(await successfulLogins(token)).toBe(2);
    await stopped(site);
    site = await started();
    expect(await successfulLogins(token)).toBe(2);
  } finally {
    await stopped(site);
  }
});
