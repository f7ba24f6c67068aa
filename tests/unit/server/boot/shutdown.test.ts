// @vitest-environment node
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { shutdown } from "@/server/boot/shutdown";
import { seenRequest } from "@/server/http/draining";
import { captureLogs } from "@/server/observability/log";

/**
 * A GET over a raw socket (MSW never sees it), on its own keep-alive connection: status, Connection header and body
 * once the server ends the connection, or the connection's error.
 */
function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string } | Error> {
  return new Promise((resolve) => {
    let raw = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: app\r\n\r\n`));
    const parts = () => {
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      const length = Number(/^content-length: (\d+)$/im.exec(head)?.[1] ?? -1);
      return { head, body, complete: body.length === length };
    };
    socket.on("data", (c: Buffer) => {
      raw += c.toString();
      // A kept-alive answer: the test reads it whole and hangs up itself.
      const { head, complete } = parts();
      if (complete && !/^connection: close/im.test(head)) socket.end();
    });
    socket.on("close", () => {
      const { head, body } = parts();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0),
        connection: /^connection: (.*)$/im.exec(head)?.[1]?.trim(),
        body,
      });
    });
    socket.on("error", resolve);
  });
}

describe("graceful shutdown", () => {
  it("stops accepting, lets the request in flight and the job tick finish, then closes the database and exits 0", async () => {
    const order: string[] = [];
    let release!: () => void;
    const slowAnswer = new Promise<void>((r) => (release = r));
    const server = http.createServer((req, res) => {
      seenRequest(server, res); // as the request gate does for every request
      void (req.url === "/slow" ? slowAnswer : Promise.resolve()).then(() => {
        order.push(`answered ${req.url}`);
        res.end("ok");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    expect(await get(port, "/warm")).toEqual({ status: 200, connection: "keep-alive", body: "ok" });

    const inFlight = get(port, "/slow");
    await new Promise((r) => setTimeout(r, 50)); // the request has reached the handler
    let tickDone!: () => void;
    const tick = new Promise<void>((r) => (tickDone = r));
    const logs = captureLogs();
    const exited = new Promise<number>((resolveExit) => {
      void shutdown(
        "SIGTERM",
        {
          stopJobs: async () => {
            order.push("jobs stopping");
            await tick;
            order.push("jobs stopped");
          },
          closeDatabase: async () => void order.push("database closed"),
          exit: resolveExit,
        },
        10_000,
      );
    });

    // No new connection is taken while the request in flight is still being answered.
    const refused = await get(port, "/new");
    expect(refused).toBeInstanceOf(Error);
    expect((refused as NodeJS.ErrnoException).code).toBe("ECONNREFUSED");

    tickDone();
    release();
    expect(await inFlight).toEqual({ status: 200, connection: "close", body: "ok" });
    expect(await exited).toBe(0);
    // The database closes last: after the answer in flight and after the tick.
    expect(order.slice(0, 2)).toEqual(["answered /warm", "jobs stopping"]);
    expect(order.slice(2, 4).sort()).toEqual(["answered /slow", "jobs stopped"]);
    expect(order.slice(4)).toEqual(["database closed"]);
    expect(logs.lines.map((l) => l.msg)).toEqual(["shutdown: draining", "shutdown: done"]);
    logs.stop();
  });
});
