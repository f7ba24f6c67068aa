/**
 * Runs once per server process before it serves. On Node (server/boot/node-start.ts): the request gate, the embedded
 * database's lock and the job scheduler. QA mode (E2E_API=mock): with API_MOCKING=1 the site's backend calls — the
 * BFF forwarding /api/* and server-rendered data — are answered by MSW handlers inside this process. Never otherwise.
 */
export async function register() {
  // The runtime test wraps every import, so the Edge build of this hook compiles none of the Node-only modules.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startNodeServer } = await import("./server/boot/node-start");
    await startNodeServer();
    if (process.env.API_MOCKING === "1") {
      if (!process.env.API_BASE_URL) throw new Error("API_MOCKING=1 needs API_BASE_URL (the made-up backend origin)");
      const { startQaBackend } = await import("./tests/msw/qa-backend");
      startQaBackend();
    }
  }
}
