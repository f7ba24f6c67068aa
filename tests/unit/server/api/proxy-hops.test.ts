// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gate } from "@/server/http/gate";
import { handleApi } from "@/server/api/bff";
import { serverEnv } from "@/server/env";
import { quietSms } from "../accounts/helpers";

/**
 * The client address: with no proxy configured (TRUSTED_PROXY_HOPS=0, the default) a client that writes a new
 * X-Forwarded-For on every request is still one address. A real HTTP server with the request gate in front of the
 * site's /api handler, as `next start` runs them; requests over raw sockets (MSW never sees them).
 */
setupDatabase();

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (gate(req, res)) return;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      void handleApi(new Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method, headers, body })).then(async (answer) => {
        const text = await answer.text();
        res.writeHead(answer.status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) }).end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(path: string, body: unknown, forwardedFor: string) {
  return new Promise<number>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let raw = "";
    socket.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    socket.on("error", reject);
    socket.on("end", () => resolve(Number(raw.split(" ")[1])));
    const text = JSON.stringify(body);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `X-Forwarded-For: ${forwardedFor}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  });
}

describe("TRUSTED_PROXY_HOPS=0 with a rotating X-Forwarded-For", () => {
  it("is the default", () => {
    expect(serverEnv().TRUSTED_PROXY_HOPS).toBe(0);
  });

  it("still answers the 21st OTP send within the hour with 429", async () => {
    quietSms();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const phone = `08${String(20_000_000 + i * 123_457).padStart(8, "0")}`;
      statuses.push(await post("/api/register/phone", { phone, birth_date: "1990-01-15", age_confirmed: true }, `198.18.${i}.${i + 1}`));
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it("still answers the 31st wrong password within 15 minutes with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      statuses.push(await post("/api/login", { phone: `09350000${String(i).padStart(2, "0")}`, password: "Wrong1234" }, `198.19.${i}.${i + 1}`));
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(5).fill(429));
  });
});
