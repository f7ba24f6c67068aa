/**
 * Runs once per server process before it serves. On Node: the request gate (server/http/gate.ts) goes in front of
 * Next — 405 for methods Next cannot handle, 400 for malformed paths, and the connection's address stamped for
 * `clientIpOf`. QA mode (E2E_API=mock, DESIGN.md §9): with API_MOCKING=1 the site's backend calls — the BFF
 * forwarding /api/* and server-rendered data — are answered by MSW handlers inside this process. Never on otherwise.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installGate } = await import("./server/http/gate");
  installGate();
  if (process.env.API_MOCKING !== "1") return;
  if (!process.env.API_BASE_URL) throw new Error("API_MOCKING=1 needs API_BASE_URL (the made-up backend origin)");
  const { startQaBackend } = await import("./tests/msw/qa-backend");
  startQaBackend();
}
