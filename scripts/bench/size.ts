// What a page costs to load: the HTML's bytes, the gzip -9 size of every /_next/static script it references (script
// tags and the RSC payload), the noModule polyfill excluded, and of the stylesheets its <link rel="stylesheet"> load.
import { gzipSync } from "node:zlib";
import { get } from "./server";

export interface Weight {
  /** First-load JS, gzip -9 bytes. */
  js: number;
  scripts: number;
  /** Render-blocking CSS: the stylesheets the HTML links, gzip -9 bytes, and how many. */
  css: number;
  sheets: number;
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
  const sheets = new Set(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/gi)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]).filter((h) => h !== undefined),
  );
  let js = 0;
  for (const src of scripts) js += await gzippedSize(base + src);
  let css = 0;
  for (const href of sheets) css += await gzippedSize(base + href);
  return { js, scripts: scripts.size, css, sheets: sheets.size, html: Buffer.byteLength(html), body: html };
}

async function gzippedSize(url: string): Promise<number> {
  if (!gzipped.has(url)) {
    const body = await get(url);
    if (!body.ok) throw new Error(`${url} answered ${body.status}`);
    gzipped.set(url, gzipSync(Buffer.from(await body.arrayBuffer()), { level: 9 }).length);
  }
  return gzipped.get(url)!;
}
