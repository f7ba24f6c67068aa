import { createSerwistRoute } from "@serwist/turbopack";

// Prerendered at build time as /serwist/sw.js (served at /sw.js by a rewrite in next.config.ts).
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  useNativeEsbuild: true,
  additionalPrecacheEntries: [{ url: "/offline", revision: process.env.BUILD_REVISION ?? "1" }],
});
