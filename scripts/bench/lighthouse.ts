// Lighthouse 12.8.2 (mobile, simulated throttling, Debian's chromium), median of N runs. Member pages get the session
// through --extra-headers. A run that yields no score (with Chromium 156, now and then NO_NAVSTART) is counted and run
// again, up to N more attempts in all.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { tool } from "./tools";

export const LIGHTHOUSE_VERSION = "12.8.2";
const FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update --disable-sync";

export interface Vitals {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  scores: number[];
  failed: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export function lighthouse(url: string, runs: number, cookie?: string): Vitals {
  const bin = path.join(tool("lighthouse", LIGHTHOUSE_VERSION), "node_modules", ".bin", "lighthouse");
  // Through the front (--front) the certificate is the self-signed one it made.
  const flags = url.startsWith("https:") ? `${FLAGS} --ignore-certificate-errors` : FLAGS;
  const args = [url, "--only-categories=performance", "--output=json", "--quiet", `--chrome-flags=${flags}`];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const r = { score: [] as number[], lcp: [] as number[], tbt: [] as number[], cls: [] as number[] };
  let failed = 0;
  for (let attempt = 1; r.score.length < runs && attempt <= 2 * runs; attempt++) {
    process.stderr.write(`  lighthouse ${url} ${r.score.length + 1}/${runs}\n`);
    let lhr;
    try {
      const out = execFileSync(bin, args, {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        maxBuffer: 64 << 20,
        stdio: ["ignore", "pipe", "pipe"],
      });
      lhr = JSON.parse(out.toString());
    } catch (e) {
      // Lighthouse exits non-zero on a run it could not finish (e.g. NO_FCP); every run failing is a broken setup.
      const stderr = String((e as { stderr?: Buffer }).stderr ?? e).trim().split("\n").slice(-3).join(" | ");
      process.stderr.write(`  lighthouse run failed: ${stderr}\n`);
      failed++;
      continue;
    }
    // A redirect (e.g. a member page sent to /login) would measure another page: the setup is broken.
    if (lhr.finalDisplayedUrl !== url) throw new Error(`lighthouse: ${url} ended on ${lhr.finalDisplayedUrl}`);
    const a = lhr.audits;
    if (lhr.categories.performance.score === null) {
      failed++;
      continue;
    }
    r.score.push(Math.round(lhr.categories.performance.score * 100));
    r.lcp.push(a["largest-contentful-paint"].numericValue);
    r.tbt.push(a["total-blocking-time"].numericValue);
    r.cls.push(a["cumulative-layout-shift"].numericValue);
  }
  if (r.score.length === 0) throw new Error(`lighthouse failed on every run of ${url}`);
  return { score: median(r.score), lcp: median(r.lcp), tbt: median(r.tbt), cls: median(r.cls), scores: r.score, failed };
}
