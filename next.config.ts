import type { NextConfig } from "next";
import { withSerwist } from "@serwist/turbopack";
import { API_CSP, commonHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A server that runs on its own: `node .next/standalone/server.js` (scripts/start.mjs, the Docker image, the front).
  output: "standalone",
  // CSS per route: Turbopack's "graph" chunking gives each page the sheets its own components use (the default
  // "loose" mode merges most of the site's CSS into every page; the figures are in docs/performance.md). Each extra
  // sheet adds a little to its page's HTML (a link and its flight entries), which html-budget.spec.ts weighs.
  experimental: { cssChunking: "graph" },
  reactStrictMode: true,
  // The banners are the only optimised images: a panel is 343-380 px wide on a phone (1.75-3× density) and 381 px
  // on a desktop (1-2×). Each width listed is one more srcset entry in every page's HTML.
  images: { deviceSizes: [640, 750, 828, 1080], imageSizes: [384] },
  // PGlite loads its wasm and data files by path; bundled into the page renderer it cannot find them. prom-client
  // once per process, so every route and the instrumentation hook share its classes (server/observability/metrics.ts).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "prom-client"],
  async rewrites() {
    return [{ source: "/sw.js", destination: "/serwist/sw.js" }];
  },
  async headers() {
    return [
      // Otherwise the prerendered worker is served with s-maxage=31536000 (STACK.md P10).
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache, no-store, must-revalidate" }] },
      // Every response (lib/security-headers.ts). Pages get their Content-Security-Policy, with a nonce, from proxy.ts.
      { source: "/:path*", headers: commonHeaders({ production: process.env.NODE_ENV === "production" }) },
      // JSON answers: nothing in them may run, load or be framed. Not /sw.js: a worker's policy would govern its fetches.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      { source: "/demo-provider/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      // The no-JavaScript forms' answers (303s and JSON refusals): proxy.ts leaves them alone.
      { source: "/form/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
    ];
  },
};

export default withSerwist(nextConfig);
