import { expect, test } from "./fixtures";
import { mockMode } from "./support";

test("the service worker registers from /sw.js and never caches /api", async ({ page, request }) => {
  const sw = await request.get("/sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["content-type"]).toContain("javascript");
  expect(sw.headers()["cache-control"]).toContain("no-store");

  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(controller).toMatch(/\/sw\.js$/);
  await page.evaluate(() => fetch("/api/site-info").then((r) => r.json()));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached.filter((u) => u.startsWith("/api/"))).toEqual([]);
  expect(cached).not.toContain("/");
  test.info().annotations.push({ type: "mode", description: mockMode ? "mock" : "real" });
});

test("the web manifest names the site in Thai", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest.lang).toBe("th");
  expect(manifest.short_name).toBe("GOLDMOON");
});
