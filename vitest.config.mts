import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@": here("."),
      // server-only throws outside a React Server environment; the tests of server/ code (and the global setup) run in Node.
      "server-only": here("node_modules/server-only/empty.js"),
    },
  },
  test: {
    environment: "jsdom",
    globals: false,
    globalSetup: ["./tests/pglite-template.ts"],
    setupFiles: ["./tests/setup.ts"],
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // Vitest's default outside watch mode is one worker fewer than the cores: one, on this 2-core machine.
    maxWorkers: 2,
    // Tests assert behaviour, not time: a test of many logins (argon2) or racing connections may take seconds, and in
    // CI the unit tests run beside the browser tests, several times slower than alone (docs/testing.md). A timeout only
    // catches a hang.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
