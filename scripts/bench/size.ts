// What a page costs to load: the HTML's bytes and the gzip -9 size of every /_next/static script it references (script
// tags and the RSC payload), the noModule polyfill excluded.
import { gzipSync } from "node:zlib";
import { get } from "./server";

export interface Weight {
  /** First-load JS, gzip -9 bytes. */
  js: number;
  scripts: number;
  /** The HTML as sent before compression. */
  html: number;
}

const gzipped = new Map<string, number>();

export async function weigh(base: string, path: string, cookie?: string): Promise<Weight> {
  const { body: _, ...weight } = await weighPage(base, path, cookie);
  return weight;
}

/** `weigh`, for a page answering `status`, with the HTML itself. */
export async function weighPage(base: string, path: string, cookie?: string, status = 200): Promise<Weight & { body: string }> {
  const res = await get(base + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (res.status !== status) throw new Error(`${path} answered ${res.status} ${res.headers.get("location") ?? ""}`);
  const html = await res.text();
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*>/gi)].filter((m) => /nomodule/i.test(m[0])).map((m) => /src="([^"]+)"/.exec(m[0])?.[1]),
  );
  const scripts = new Set([...html.matchAll(/\/_next\/static\/[\w\-./~]+?\.js(?!\w)/g)].map((m) => m[0]).filter((s) => !noModule.has(s)));
  let js = 0;
  for (const src of scripts) {
    const key = base + src;
    if (!gzipped.has(key)) {
      const body = await get(key);
      if (!body.ok) throw new Error(`${src} answered ${body.status}`);
      gzipped.set(key, gzipSync(Buffer.from(await body.arrayBuffer()), { level: 9 }).length);
    }
    js += gzipped.get(key)!;
  }
  return { js, scripts: scripts.size, html: Buffer.byteLength(html), body: html };
}
