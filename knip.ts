import type { KnipConfig } from "knip";

// `npm run knip`: no file, dependency or export that nothing uses. Next.js (app/ routes, proxy.ts,
// instrumentation.ts), vitest and Playwright find their own entry points; the rest are named here.
const config: KnipConfig = {
  entry: [
    // Built into /sw.js by @serwist/turbopack (app/serwist/[path]/route.ts names it).
    "app/sw.ts",
    // The Playwright project that logs the members in once per run.
    "e2e/sessions-setup.ts",
    // Run by hand or by npm scripts and scripts/test-all.sh.
    "scripts/*.{ts,mjs}",
    "scripts/art/*.{ts,mjs}",
  ],
  project: ["**/*.{ts,tsx,mts,mjs}"],
  // A separate one-page app: the benchmark's floor, on its own Next config.
  ignore: ["scripts/bench/floor/**"],
  ignoreDependencies: [
    // app/fonts.css reads its files by url(), which knip does not follow.
    "@fontsource/kanit",
    // The art scripts (run by hand) draw PNGs with the sharp that Next.js brings.
    "sharp",
  ],
  // util-linux's flock takes the machine-wide lock around builds and screenshots (scripts/screens/refs.ts); openssl
  // makes the front's certificate (scripts/front.mjs). Debian's, not npm's.
  ignoreBinaries: ["flock", "openssl"],
};

export default config;
