// Starts `next start` on a fresh embedded database for a benchmark (or on the PostgreSQL that `env.DATABASE_URL`
// names), and logs the demo member in.
import { spawn } from "node:child_process";
import fs from "node:fs";

/** `env` is laid over this process's environment; an undefined value removes the variable (e.g. DATABASE_URL). */
export async function startServer(port: number, env: Record<string, string | undefined> = {}) {
  const url = `http://127.0.0.1:${port}`;
  const dir = `.data/pglite-bench-${port}`;
  fs.rmSync(dir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DEMO_MODE: "1", PGLITE_DIR: dir, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/site-info`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    /** The demo member's session cookie header. */
    async login(): Promise<string> {
      const res = await fetch(`${url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({ phone: "0812345678", password: "Demo1234", ip: "" }),
      });
      if (!res.ok) throw new Error(`login failed: ${res.status}`);
      return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    },
    async html(path: string, cookie?: string): Promise<string> {
      const res = await fetch(url + path, { headers: cookie ? { cookie } : {} });
      return res.text();
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
