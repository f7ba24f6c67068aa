// @vitest-environment node
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gate, wellFormedPath } from "@/server/http/gate";
import { th } from "@/lib/i18n/th";
import { API_CSP } from "@/lib/security-headers";

/** A real HTTP server with the gate in front of a handler that echoes what reached it. */
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (gate(req, res)) return;
    const body = JSON.stringify({ peer: req.headers["x-gm-peer"], proto: req.headers["x-gm-proto"], xff: req.headers["x-forwarded-for"] ?? null });
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * A raw HTTP/1.1 exchange over a socket: fetch() refuses TRACE and normalises paths, which is what the gate must
 * survive (and MSW, which intercepts http.request in these tests, never sees a plain socket).
 */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let raw = "";
    socket.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const parsed = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers: parsed, body });
    });
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("");
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`);
  });
}

describe("the request gate", () => {
  it("answers TRACE and other methods Next cannot handle 405 with Allow, in JSON", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE"]) {
      const res = await send(method, "/api/customers/profile");
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toContain("GET");
      expect(JSON.parse(res.body)).toEqual({ message: th.api.methodNotAllowed });
    }
  });

  it("puts the API's security headers on its own answers", async () => {
    const res = await send("TRACE", "/");
    expect(res.headers["content-security-policy"]).toBe(API_CSP);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
  });

  it("answers a malformed percent-escape or an escaped NUL in the path 400", async () => {
    for (const path of ["/%E0", "/api/%E0%A4", "/login%00", "/u/%ZZ"]) {
      const res = await send("GET", path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it("lets ordinary requests through with the connection's address stamped over anything the client sent", async () => {
    const res = await send("GET", "/api/ip?x=%E0%B8%81", { "x-gm-peer": "6.6.6.6", "x-gm-proto": "https", "x-forwarded-for": "7.7.7.7" });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ peer: "127.0.0.1", proto: "http", xff: "7.7.7.7" });
  });

  it("wellFormedPath accepts Thai and ordinary escapes and refuses broken ones", () => {
    expect(wellFormedPath("/u/%E0%B8%81?ref=%E0")).toBe(true);
    expect(wellFormedPath("/a%20b")).toBe(true);
    expect(wellFormedPath("/%E0")).toBe(false);
    expect(wellFormedPath("/%0a")).toBe(false);
  });
});
