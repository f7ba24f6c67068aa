/**
 * Imported first by server tests: the embedded API on a throwaway in-memory PGlite with the demo member seeded,
 * whatever the machine's environment says. (server/env.ts reads the environment lazily, on first use.)
 */
process.env.PGLITE_DIR = "memory://";
process.env.DEMO_MODE = "1";
delete process.env.DATABASE_URL;
delete process.env.API_BASE_URL;
delete process.env.SESSION_TTL_SECONDS;

export {};
