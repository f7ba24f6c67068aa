// @vitest-environment node
import "../memory-db";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { th } from "@/lib/i18n/th";
import { ROUTE_METHODS, type RouteMethod } from "@/server/http/methods";

/**
 * The route files outside the API (the no-JavaScript forms and the demo provider) answer a method they do not serve
 * as the API does: 405, a Thai JSON body, `Allow` naming what they serve. Unexported, Next would answer an empty 405
 * without `Allow` (and OPTIONS a 204). A new route file fails here until it is listed.
 */

const SERVED: Record<string, RouteMethod[]> = {
  "app/form/login/route.ts": ["GET", "HEAD", "POST"],
  "app/form/change-password/route.ts": ["GET", "HEAD", "POST"],
  "app/form/wait/route.ts": ["GET", "HEAD", "POST"],
  "app/demo-provider/[host]/route.ts": ["GET", "HEAD"],
  "app/demo-provider/api/spin/route.ts": ["POST"],
};

const modules = import.meta.glob<Record<string, unknown>>(["/app/form/**/route.ts", "/app/demo-provider/**/route.ts"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

describe("methods on the forms' and the demo provider's routes", () => {
  it("knows every route file under app/form and app/demo-provider", () => {
    const onDisk = [...routeFiles("app/form"), ...routeFiles("app/demo-provider")].map((f) => f.split(path.sep).join("/"));
    expect(onDisk.sort()).toEqual(Object.keys(SERVED).sort());
    expect(Object.keys(modules).map((k) => k.slice(1)).sort()).toEqual(Object.keys(SERVED).sort());
  });

  for (const [file, served] of Object.entries(SERVED)) {
    const url = `http://127.0.0.1:3000/${file.replace(/^app\//, "").replace(/\/route\.ts$/, "").replace("[host]", "h1")}`;
    const others = ROUTE_METHODS.filter((m) => !served.includes(m));

    it(`${file}: ${others.join(", ")} → 405 in Thai with Allow: ${served.join(", ")}`, async () => {
      const mod = await modules[`/${file}`]!();
      // What it serves is exported (HEAD comes from GET: Next runs GET and drops the body).
      for (const m of served) expect(typeof mod[m === "HEAD" && served.includes("GET") ? "GET" : m], `${file} ${m}`).toBe("function");
      for (const method of others) {
        const handler = mod[method] as ((request: Request, ctx: unknown) => Response | Promise<Response>) | undefined;
        expect(typeof handler, `${file} exports ${method}`).toBe("function");
        const res = await handler!(new Request(url, { method }), { params: Promise.resolve({ host: "h1" }) });
        expect(res.status, `${file} ${method}`).toBe(405);
        expect(res.headers.get("allow")).toBe(served.join(", "));
        expect(res.headers.get("content-type")).toContain("application/json");
        expect(await res.json()).toEqual({ message: th.api.methodNotAllowed });
      }
    });
  }
});
