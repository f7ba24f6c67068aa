/**
 * Runs once per server process before it serves. On Node: the request gate (server/http/gate.ts) goes in front of
 * Next — 405 for methods Next cannot handle, 400 for malformed paths, and the connection's address stamped for
 * `clientIpOf` — and the embedded database's directory is locked to this process. QA mode (E2E_API=mock): with
 * API_MOCKING=1 the site's backend calls — the BFF forwarding /api/* and server-rendered data — are answered by MSW
 * handlers inside this process. Never on otherwise.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installGate } = await import("./server/http/gate");
  installGate();
  await lockEmbeddedDatabase();
  if (process.env.API_MOCKING !== "1") return;
  if (!process.env.API_BASE_URL) throw new Error("API_MOCKING=1 needs API_BASE_URL (the made-up backend origin)");
  const { startQaBackend } = await import("./tests/msw/qa-backend");
  startQaBackend();
}

/**
 * The embedded database belongs to one process (server/db/pglite-lock.ts): a second server on the same PGLITE_DIR
 * stops here, before it serves anything, instead of failing on its first request.
 */
async function lockEmbeddedDatabase() {
  if (process.env.DATABASE_URL || process.env.API_BASE_URL || process.env.NEXT_PHASE === "phase-production-build") return;
  const { serverEnv } = await import("./server/env");
  const { DatabaseInUse, lockDatabaseDir } = await import("./server/db/pglite-lock");
  const dir = serverEnv().PGLITE_DIR;
  if (dir.startsWith("memory://")) return;
  try {
    lockDatabaseDir(dir);
  } catch (e) {
    if (!(e instanceof DatabaseInUse)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
