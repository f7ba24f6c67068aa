import "server-only";
import type http from "node:http";
import net from "node:net";

/**
 * The servers of this process and their draining at shutdown (server/boot/shutdown.ts). The request gate reports
 * each request; once draining, every answer not yet sent ends its connection (`Connection: close`), those in flight
 * included.
 */
const g = globalThis as unknown as {
  __draining?: { servers: Set<http.Server>; answering: Set<http.ServerResponse>; draining: boolean };
};
const state = (g.__draining ??= { servers: new Set(), answering: new Set(), draining: false });

/** Called by the request gate (server/http/gate.ts) for each request. */
export function seenRequest(server: http.Server, res: http.ServerResponse): void {
  state.servers.add(server);
  if (state.draining) return void res.setHeader("Connection", "close");
  state.answering.add(res);
  res.once("close", () => state.answering.delete(res));
}

/** Marks the process as draining; how many servers it has, or null when it already was. */
export function startDraining(): number | null {
  if (state.draining) return null;
  state.draining = true;
  for (const res of state.answering) if (!res.headersSent) res.setHeader("Connection", "close");
  state.answering.clear();
  return state.servers.size;
}

/** Longer than the front keeps an idle connection to an instance (scripts/front/nginx.conf, `keepalive_timeout`). */
const IDLE_CUT_MS = 6_000;

/** Every server stops accepting; resolves once all their connections have ended. */
export function drainServers(): Promise<void> {
  return Promise.all([...state.servers].map(closed)).then(() => undefined);
}

function closed(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    let idle: NodeJS.Timeout | undefined;
    const cut = setTimeout(() => (idle = setInterval(() => server.closeIdleConnections(), 250)), IDLE_CUT_MS);
    // net.Server's close: http.Server's own would also cut the idle connections now, one of which the front may be
    // writing a request to at this instant.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(cut);
      clearInterval(idle);
      resolve();
    });
  });
}
