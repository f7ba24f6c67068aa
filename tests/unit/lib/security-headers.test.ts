// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { API_CSP, commonHeaders, DENIED_FEATURES, HSTS, newNonce, originOf, pageCsp } from "@/lib/security-headers";
import { proxy } from "@/proxy";
import nextConfig from "@/next.config";

/** A policy as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const headerMap = (list: { key: string; value: string }[]) => new Map(list.map((h) => [h.key.toLowerCase(), h.value]));

describe("the page policy", () => {
  const nonce = newNonce();
  const csp = directives(pageCsp({ nonce }));

  it("runs only scripts carrying this response's nonce: no inline script, no eval, no plugin", () => {
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("cannot be framed, posts forms only to the site, and allows no <base>", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
  });

  it("lets the site's own workers, fonts, images and calls through", () => {
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(directives(pageCsp({ nonce, connect: ["https://ip.example"] })).get("connect-src")).toEqual(["'self'", "https://ip.example"]);
  });

  it("allows eval only under next dev", () => {
    expect(directives(pageCsp({ nonce, dev: true })).get("script-src")).toContain("'unsafe-eval'");
  });

  it("uses a fresh 128-bit nonce each time", () => {
    const seen = new Set(Array.from({ length: 1000 }, newNonce));
    expect(seen.size).toBe(1000);
    for (const n of seen) expect(atob(n)).toHaveLength(16);
  });

  it("the IP lookup's origin, when it is outside the site", () => {
    expect(originOf("/api/ip")).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(originOf("https://ip.example/json?x=1")).toBe("https://ip.example");
    expect(originOf("javascript:alert(1)")).toBeNull();
  });
});

describe("headers on every response", () => {
  it("nosniff, the referrer policy, no framing, a Permissions-Policy denying every feature the site does not use", () => {
    const h = headerMap(commonHeaders({ production: false }));
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-frame-options")).toBe("DENY");
    const policy = h.get("permissions-policy")!;
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy).toContain(`${feature}=()`);
    expect(policy.split(", ")).toHaveLength(DENIED_FEATURES.length);
    expect(h.has("strict-transport-security")).toBe(false);
  });

  it("HSTS in production", () => {
    expect(headerMap(commonHeaders({ production: true })).get("strict-transport-security")).toBe(HSTS);
    expect(HSTS).toMatch(/max-age=(\d{8,})/);
  });

  it("next.config.ts puts them on every path, and the API policy on JSON answers but not on the service worker", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === "/:path*")!;
    expect(headerMap(all.headers).get("x-content-type-options")).toBe("nosniff");
    expect(headerMap(all.headers).has("content-security-policy")).toBe(false);
    for (const source of ["/api/:path*", "/demo-provider/api/:path*"]) {
      expect(headerMap(rules.find((r) => r.source === source)!.headers).get("content-security-policy")).toBe(API_CSP);
    }
    expect(rules.filter((r) => r.source === "/sw.js").flatMap((r) => r.headers.map((h) => h.key.toLowerCase()))).not.toContain(
      "content-security-policy",
    );
    expect(directives(API_CSP).get("default-src")).toEqual(["'none'"]);
    expect(directives(API_CSP).get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("proxy: the nonce", () => {
  const visit = (path: string, cookie?: string) => {
    const request = new NextRequest(new URL(path, "https://site.example"), { headers: cookie ? { cookie } : {} });
    return proxy(request);
  };
  /** What Next.js will render with: the request headers the proxy overrides (x-middleware-request-*). */
  const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);
  const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

  it("gives each page response its own nonce, in the header and in the request Next.js renders", () => {
    const a = visit("/login");
    const b = visit("/login");
    const csp = a.headers.get("content-security-policy");
    expect(nonceOf(csp)).toBeTruthy();
    expect(nonceOf(csp)).not.toBe(nonceOf(b.headers.get("content-security-policy")));
    expect(forwarded(a, "content-security-policy")).toBe(csp);
  });

  it("puts the policy on redirects and on the demo provider's pages too", () => {
    expect(visit("/deposit").headers.get("location")).toContain("/login");
    expect(visit("/deposit").headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const provider = visit("/demo-provider/play/moon-dragon?ref=abc");
    expect(provider.headers.get("location")).toBeNull();
    expect(nonceOf(provider.headers.get("content-security-policy"))).toBeTruthy();
  });

  it("renders /offline without the visitor's cookies: the service worker keeps one copy for everyone", () => {
    const offline = visit("/offline", "jwt=secret; expirationDate=99999999999999");
    expect(forwarded(offline, "cookie")).toBeNull();
    expect(offline.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("cookie");
    const login = visit("/privacy-policy", "jwt=secret; expirationDate=99999999999999");
    expect(forwarded(login, "cookie")).toContain("jwt=secret");
  });
});
