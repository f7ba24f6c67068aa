// First-load JS per page: builds (unless --no-build), serves the app, and for /, /login and the member dashboard
// sums the gzip -9 size of every /_next/static script the HTML references (script tags and the RSC payload),
// excluding the noModule polyfill. Prints figures; asserts nothing. `npm run bench:size [-- --no-build]`
import { execSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { startServer } from "./bench/server";

const PAGES = ["/", "/login", "dashboard"] as const;

if (!process.argv.includes("--no-build")) execSync("npm run --silent build", { stdio: "inherit" });
const server = await startServer(3200);
try {
  const session = await server.login();
  const rows: { page: string; scripts: number; js: number; raw: number; css: number }[] = [];
  for (const page of PAGES) {
    const html = await server.html(page === "dashboard" ? "/" : page, page === "dashboard" ? session : undefined);
    const noModule = new Set([...html.matchAll(/<script[^>]*>/gi)].filter((m) => /nomodule/i.test(m[0])).map((m) => /src="([^"]+)"/.exec(m[0])?.[1]));
    const assets = new Set([...html.matchAll(/\/_next\/static\/[\w\-./~]+?\.(?:js|css)/g)].map((m) => m[0]));
    let js = 0, raw = 0, css = 0, scripts = 0;
    for (const asset of assets) {
      if (noModule.has(asset)) continue;
      const body = Buffer.from(await (await fetch(server.url + asset)).arrayBuffer());
      const gz = gzipSync(body, { level: 9 }).length;
      if (asset.endsWith(".css")) css += gz;
      else {
        js += gz;
        raw += body.length;
        scripts++;
      }
    }
    rows.push({ page: page === "dashboard" ? "/ (member dashboard)" : page, scripts, js, raw, css });
  }
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log("\nFirst-load JS (gzip -9, noModule polyfill excluded). Budget for the landing page: 180 KiB.\n");
  console.log("page                    scripts   JS gzip      JS raw       CSS gzip");
  for (const r of rows) {
    console.log(`${r.page.padEnd(24)}${String(r.scripts).padStart(7)}   ${kib(r.js).padEnd(12)} ${kib(r.raw).padEnd(12)} ${kib(r.css)}`);
  }
} finally {
  await server.stop();
}
