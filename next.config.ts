import type { NextConfig } from "next";
import { withSerwist } from "@serwist/turbopack";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The CSS is small (~8 KiB gzip); inlining it saves render-blocking round trips on a phone.
  experimental: { inlineCss: true },
  reactStrictMode: true,
  // PGlite loads its wasm and data files by path; bundled into the page renderer it cannot find them.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  async rewrites() {
    return [{ source: "/sw.js", destination: "/serwist/sw.js" }];
  },
  async headers() {
    return [
      // Otherwise the prerendered worker is served with s-maxage=31536000 (STACK.md P10).
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache, no-store, must-revalidate" }] },
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
        ],
      },
    ];
  },
};

export default withSerwist(nextConfig);
