// Lighthouse (mobile, simulated throttling) on / and /login, 5 runs each, medians printed. Lighthouse 12.8.2 is
// installed on first use into .bench/tools (kept out of the app's dependencies). Prints figures; asserts nothing.
// `npm run bench:lighthouse [-- --no-build] [--runs=5]`
import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startServer } from "./bench/server";

const TOOLS = path.resolve(".bench/tools");
const LH = path.join(TOOLS, "node_modules", ".bin", "lighthouse");
const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5);
const flags = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update --disable-sync";

if (!fs.existsSync(LH)) {
  fs.mkdirSync(TOOLS, { recursive: true });
  execSync(`npm install --prefix ${TOOLS} --no-audit --no-fund --no-save lighthouse@12.8.2`, { stdio: "inherit" });
}
if (!process.argv.includes("--no-build")) execSync("npm run --silent build", { stdio: "inherit" });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const server = await startServer(3201);
try {
  console.log(`\nLighthouse 12.8.2, mobile, median of ${runs} runs\n`);
  console.log("page      score  FCP      LCP      TBT      CLS     SI");
  for (const page of ["/", "/login"]) {
    const r: Record<string, number[]> = { score: [], fcp: [], lcp: [], tbt: [], cls: [], si: [] };
    for (let i = 0; i < runs; i++) {
      const out = execFileSync(
        LH,
        [server.url + page, "--only-categories=performance", "--output=json", "--quiet", `--chrome-flags=${flags}`],
        { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 << 20 },
      );
      const lhr = JSON.parse(out.toString());
      const a = lhr.audits;
      r.score!.push(Math.round(lhr.categories.performance.score * 100));
      r.fcp!.push(a["first-contentful-paint"].numericValue);
      r.lcp!.push(a["largest-contentful-paint"].numericValue);
      r.tbt!.push(a["total-blocking-time"].numericValue);
      r.cls!.push(a["cumulative-layout-shift"].numericValue);
      r.si!.push(a["speed-index"].numericValue);
    }
    const ms = (k: string) => `${Math.round(median(r[k]!))} ms`.padEnd(9);
    console.log(
      `${page.padEnd(10)}${String(median(r.score!)).padEnd(7)}${ms("fcp")}${ms("lcp")}${ms("tbt")}${median(r.cls!).toFixed(3).padEnd(8)}${Math.round(median(r.si!))} ms   (scores: ${r.score!.join(", ")})`,
    );
  }
} finally {
  await server.stop();
}
