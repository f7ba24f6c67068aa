import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";

/** Another app server as playwright.config.ts starts its own: the standalone build (scripts/start.mjs) on `port`. */
export function spawnAppServer(port: number, env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...env, HOSTNAME: "127.0.0.1", PORT: String(port), KEEP_ALIVE_TIMEOUT: "70000" },
    stdio,
  });
}
