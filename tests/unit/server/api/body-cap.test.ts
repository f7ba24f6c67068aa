// @vitest-environment node
import "../memory-db";
import { describe, expect, it } from "vitest";
import { handleApi } from "@/server/api/bff";
import { handleSpin } from "@/server/api/demo-provider";
import { th } from "@/lib/i18n/th";
import { siteRequest as post, setupWorld } from "./fuzz/world";

/**
 * One cap (64 KB), enforced while a body is read rather than after reading it whole, so that large bodies sent at
 * once cannot fill the server's memory: every /api call (the webhooks and operator mode too, through the BFF) and the
 * demo provider's spin: 413 in Thai.
 */

const my = setupWorld();

/** A request body that yields `total` bytes of JSON-ish text in 16 KB chunks, counting what the reader pulled. */
function countedBody(total: number) {
  const chunk = new TextEncoder().encode(`{"pad":"${"x".repeat(16 * 1024 - 9)}`.slice(0, 16 * 1024));
  const seen = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.bytes >= total) return controller.close();
      seen.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, seen };
}

describe("the body cap (64 KB): 413 in Thai, enforced while reading", () => {
  const targets = [
    { name: "the BFF (every /api call)", path: "/api/login", handle: handleApi },
    { name: "a webhook, through the BFF", path: "/api/webhooks/bank-statement", handle: handleApi },
    { name: "the demo provider's spin", path: "/demo-provider/api/spin", handle: handleSpin },
  ];

  for (const t of targets) {
    it(`${t.name}: an undeclared 8 MB upload is abandoned just past the cap`, async () => {
      const { stream, seen } = countedBody(8 * 1024 * 1024);
      const res = await t.handle(post(t.path, stream, { cookie: my.world.spinCookie }));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: th.api.bodyTooLarge });
      expect(seen.bytes).toBeLessThanOrEqual(64 * 1024 + 3 * 16 * 1024);
    });

    it(`${t.name}: a declared Content-Length over the cap is refused before reading`, async () => {
      const { stream, seen } = countedBody(8 * 1024 * 1024);
      const res = await t.handle(post(t.path, stream, { "content-length": String(50 * 1024 * 1024), cookie: my.world.spinCookie }));
      expect(res.status).toBe(413);
      expect(seen.bytes).toBeLessThanOrEqual(2 * 16 * 1024); // at most what the stream queued up front
    });
  }

  it("takes a body of exactly 64 KB (and answers it on its merits)", async () => {
    const json = JSON.stringify({ phone: my.world.loginPhone, password: "x", pad: "" });
    const body = json.replace('"pad":""', `"pad":"${"p".repeat(64 * 1024 - json.length)}"`);
    expect(new TextEncoder().encode(body).byteLength).toBe(64 * 1024);
    expect((await handleApi(post("/api/login", body))).status).toBe(401);
  });
});
