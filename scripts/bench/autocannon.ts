// autocannon 9.0.0 (installed on first use into .bench/tools): a 2 s warm-up, then `duration` seconds at `connections`.
import { createRequire } from "node:module";
import path from "node:path";
import { get } from "./server";
import { tool } from "./tools";

export const AUTOCANNON_VERSION = "9.0.0";
const WARMUP_SECONDS = 2;

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** Socket errors, timeouts included. */
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<Result>;

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Socket errors other than timeouts. */
  errors: number;
  /** Answers slower than autocannon's 10 s: a slow figure, not a broken setup. */
  timeouts: number;
}

let autocannon: Autocannon | undefined;

export async function load(url: string, connections: number, duration: number, headers: Record<string, string> = {}): Promise<Load> {
  autocannon ??= createRequire(path.join(tool("autocannon", AUTOCANNON_VERSION), "noop.js"))("autocannon") as Autocannon;
  const probe = await get(url, { headers, redirect: "manual" });
  if (!probe.ok) throw new Error(`${url} answered ${probe.status} before the load: ${(await probe.text()).slice(0, 200)}`);
  process.stderr.write(`  autocannon ${url}\n`);
  await autocannon({ url, connections, headers, duration: WARMUP_SECONDS });
  const r = await autocannon({ url, connections, headers, duration });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors - r.timeouts,
    timeouts: r.timeouts,
  };
}
