// The servers of the benchmarks: the app's standalone build (scripts/start.mjs, what `npm start` and the image run) on a
// fresh embedded database (or on the PostgreSQL that `env.DATABASE_URL` names) with the demo member to log in as, and
// the floor app on `next start`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export const NEXT = "node_modules/next/dist/bin/next";

type Env = Record<string, string | undefined>;

/**
 * fetch, tried once more when the socket fails: a keep-alive connection left idle (e.g. during the Lighthouse runs) can
 * be closed by the server just as it is reused.
 */
export async function get(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** Refuses a port something already listens on: its answers would be taken for ours. */
async function ensureFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is already in use`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/**
 * Serves the build in `dir` on 127.0.0.1:`port` (`next start`, or the app's standalone server when `dir` is "."), and
 * resolves once `readyPath` answers 2xx (60 s at most).
 */
export async function nextStart(dir: string, port: number, env: Env, readyPath: string) {
  await ensureFree(port);
  const url = `http://127.0.0.1:${port}`;
  const args = dir === "." ? ["scripts/start.mjs"] : [NEXT, "start", dir, "-H", "127.0.0.1", "-p", String(port)];
  // `env` is laid over this process's environment; an undefined value removes the variable (e.g. DATABASE_URL).
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", HOSTNAME: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start ${dir} exited (${child.exitCode}) before it answered`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start ${dir} did not answer ${readyPath} within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, stop };
}

/** The app on a fresh PGlite data dir, unless `env.DATABASE_URL` names a database. */
export async function startServer(port: number, env: Env = {}) {
  const dir = `.data/pglite-bench-${port}`;
  fs.rmSync(dir, { recursive: true, force: true });
  // COOKIE_SECURE=0: the session cookie must come back over plain http.
  const server = await nextStart(".", port, { DEMO_MODE: "1", COOKIE_SECURE: "0", PGLITE_DIR: dir, ...env }, "/api/site-info");
  const { url } = server;
  return {
    url,
    /** Logs the demo member in and returns the session's Cookie header. */
    async login(): Promise<string> {
      const res = await fetch(`${url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({ phone: "0812345678", password: "Demo1234", ip: "" }),
      });
      if (!res.ok) throw new Error(`login refused: ${res.status} ${(await res.text()).slice(0, 200)}`);
      const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      if (!/(^|; )jwt=[^;]+/.test(cookie)) throw new Error(`login answered without a session cookie: ${cookie}`);
      return cookie;
    },
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the app's lists long, through the demo routes the e2e specs use: 100 more slot games (with RTPs: the RTP
 * tables get a next page) and fish games, 30 more hack-slot and 20 more skill games (full grids), and 120 settled
 * requests in the demo member's history. Returns what it did, in words.
 */
export async function seedLongLists(url: string): Promise<string> {
  const seeds = [
    ["slot", 100],
    ["fish", 100],
    ["hack-slot", 30],
    ["skill", 20],
  ] as const;
  const post = async (path: string) => {
    const res = await fetch(url + path, { method: "POST", headers: { origin: url } });
    if (!res.ok) throw new Error(`${path} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  };
  for (const [category, count] of seeds) await post(`/api/demo/games?category=${category}&count=${count}`);
  await post("/api/demo/history?phone=0812345678&count=120");
  return `${seeds.map(([c, n]) => `${n} more ${c}`).join(", ")} games; 120 history rows for the member`;
}
