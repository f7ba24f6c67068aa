// @vitest-environment node
import net, { type AddressInfo } from "node:net";
import tls from "node:tls";
import { afterAll, beforeAll, expect, it } from "vitest";
import { th } from "@/lib/i18n/th";
import { startFront } from "@/scripts/front/nginx";

/**
 * The front's own answers when no instance answers: its configuration in Debian's nginx before a port nothing
 * listens on.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let port = 0;
let front: Awaited<ReturnType<typeof startFront>>;
beforeAll(async () => {
  port = await freePort();
  front = await startFront(port, `127.0.0.1:${await freePort()}`, ".");
});
afterAll(() => front?.stop());

/** One HTTP/1.1 exchange over TLS (the front's certificate is self-signed). */
function get(pathname: string, body?: string) {
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = tls.connect({ port, host: "127.0.0.1", rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] }, () =>
      socket.write(
        body === undefined
          ? `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`
          : `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      ),
    );
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      resolve({ status: Number(text.split(" ", 2)[1]), headers: text.slice(0, split).toLowerCase(), body: text.slice(split + 4) });
    });
  });
}

it("answers an API call the app's own Thai JSON when no instance answers", async () => {
  const res = await get("/api/customers/profile");
  expect(res.status).toBe(502);
  expect(res.headers).toContain("content-type: application/json");
  expect(res.headers).toContain("retry-after: 5");
  expect(JSON.parse(res.body)).toEqual({ message: th.api.unexpected });
});

it("answers a page a Thai page with a way back, not nginx's English one", async () => {
  const res = await get("/deposit");
  expect(res.status).toBe(502);
  expect(res.headers).toContain("content-type: text/html; charset=utf-8");
  expect(res.headers).toContain("cache-control: no-store");
  expect(res.body).toContain('<html lang="th">');
  expect(res.body).toContain("ระบบขัดข้องชั่วคราว");
  expect(res.body).toContain('<a href="/"');
  expect(res.body).not.toMatch(/nginx|Bad Gateway/i);
});

it("answers a body over its limit with the app's own Thai 413, on an API path and any other", async () => {
  const big = JSON.stringify({ password: "x".repeat(100 * 1024) });
  for (const path of ["/api/login", "/form/login"]) {
    const res = await get(path, big);
    expect(res.status, path).toBe(413);
    expect(JSON.parse(res.body), path).toEqual({ message: th.api.bodyTooLarge });
  }
});
