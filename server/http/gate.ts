import http from "node:http";
import { th } from "@/lib/i18n/th";
import { API_CSP, commonHeaders } from "@/lib/security-headers";
import { seenRequest } from "./draining";

/**
 * The first code every HTTP request meets in this process, before Next.js parses it (installed from
 * instrumentation.ts). Next can neither answer some requests properly nor tell a route the connection's address:
 *
 * - A method Next cannot turn into a web Request (TRACE, TRACK, CONNECT, …) made it throw: 500 on every path.
 *   Here: 405 with `Allow`.
 * - A path with a malformed percent-escape (`/%E0`) or an escaped NUL made its router throw: 500. Here: 400.
 * - Next fills `X-Forwarded-For` with the socket's address only when the client sent none, so a route cannot know
 *   who is really connected. Here the socket's address is stamped on every request as `x-gm-peer`, overwriting
 *   whatever the client sent under that name; `clientIpOf` reads the client's address from it and the
 *   `TRUSTED_PROXY_HOPS` proxies in front (server/http/client-ip.ts). Likewise the connection's scheme, as `x-gm-proto`
 *   (Next fills X-Forwarded-Proto only when the client sent none): the Origin check's scheme without a proxy
 *   (server/http/site-origin.ts).
 */

export const PEER_HEADER = "x-gm-peer";
export const PROTO_HEADER = "x-gm-proto";
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

const g = globalThis as unknown as { __gmGateInstalled?: boolean };

/**
 * Checks one request; answers it and returns true when it must not reach Next. Otherwise stamps the peer address
 * and returns false.
 */
export function gate(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!allowed.has(req.method ?? "")) {
    answer(res, 405, th.api.methodNotAllowed, { Allow: ALLOWED_METHODS.join(", ") });
    return true;
  }
  if (!wellFormedPath(req.url ?? "/")) {
    answer(res, 400, th.api.badRequest);
    return true;
  }
  req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
  req.headers[PROTO_HEADER] = (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? "https" : "http";
  return false;
}

/** The path (before any `?`) decodes as UTF-8 and holds no NUL or control character, raw or escaped. */
export function wellFormedPath(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !/[\u0000-\u001f\u007f]/.test(decoded);
}

function answer(res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ message });
  const security = Object.fromEntries(commonHeaders({ production: process.env.NODE_ENV === "production" }).map((h) => [h.key, h.value]));
  res.writeHead(status, {
    ...security,
    "Content-Security-Policy": API_CSP,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
    ...headers,
  });
  res.end(body);
}

/** Puts the gate in front of every `http.Server` of this process (idempotent). */
export function installGate(): void {
  if (g.__gmGateInstalled) return;
  g.__gmGateInstalled = true;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function patched(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      seenRequest(this, args[1] as http.ServerResponse);
      if (gate(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true;
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}
