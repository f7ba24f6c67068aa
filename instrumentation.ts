/**
 * Runs once per server process before it serves. On Node (server/boot/node-start.ts): the request gate, the settings
 * check, the embedded database's lock, the job scheduler and the graceful shutdown.
 */
export async function register() {
  // The runtime test wraps every import, so the Edge build of this hook compiles none of the Node-only modules.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startNodeServer } = await import("./server/boot/node-start");
    await startNodeServer();
  }
}
