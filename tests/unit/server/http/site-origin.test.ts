// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sameOrigin, siteOriginOf, type OriginConfig } from "@/server/http/site-origin";
import { PROTO_HEADER } from "@/server/http/gate";

const direct: OriginConfig = { trustedProxyHops: 0 };
const proxied: OriginConfig = { trustedProxyHops: 1 };

/** A POST as `next start` receives it: the gate has stamped the connection's scheme (plain http). */
function post(headers: Record<string, string>, url = "http://127.0.0.1:3000/api/logout") {
  return new Request(url, { method: "POST", headers: { host: "127.0.0.1:3000", [PROTO_HEADER]: "http", ...headers } });
}

describe("the Origin check: scheme and host", () => {
  it("accepts the site's own origin, and a request without Origin (not a browser post from elsewhere)", () => {
    expect(sameOrigin(post({ origin: "http://127.0.0.1:3000" }), direct)).toBe(true);
    expect(sameOrigin(post({}), direct)).toBe(true);
  });

  it("refuses the same host on another scheme, another host, another port, and Origin: null", () => {
    expect(sameOrigin(post({ origin: "https://127.0.0.1:3000" }), direct)).toBe(false);
    expect(sameOrigin(post({ origin: "http://evil.example" }), direct)).toBe(false);
    expect(sameOrigin(post({ origin: "http://127.0.0.1:3001" }), direct)).toBe(false);
    expect(sameOrigin(post({ origin: "null" }), direct)).toBe(false);
    expect(sameOrigin(post({ origin: "garbage" }), direct)).toBe(false);
  });

  it("without a trusted proxy, reads neither X-Forwarded-Proto nor X-Forwarded-Host from the client", () => {
    const lying = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    expect(sameOrigin(post({ ...lying, origin: "https://127.0.0.1:3000" }), direct)).toBe(false);
    expect(sameOrigin(post({ ...lying, origin: "https://evil.example" }), direct)).toBe(false);
    expect(sameOrigin(post({ ...lying, origin: "http://127.0.0.1:3000" }), direct)).toBe(true);
  });

  it("behind a trusted TLS-terminating proxy, takes the scheme and host it forwards", () => {
    const behind = (origin: string) =>
      post({ origin, host: "app.internal:3000", "x-forwarded-proto": "https", "x-forwarded-host": "goldmoon.example" });
    expect(sameOrigin(behind("https://goldmoon.example"), proxied)).toBe(true);
    expect(sameOrigin(behind("http://goldmoon.example"), proxied)).toBe(false);
    expect(sameOrigin(post({ origin: "https://goldmoon.example", host: "goldmoon.example", "x-forwarded-proto": "https" }), proxied)).toBe(true);
    expect(siteOriginOf(post({ host: "goldmoon.example:443", "x-forwarded-proto": "https" }), proxied)).toBe("https://goldmoon.example");
  });

  it("with SITE_ORIGIN, that origin exactly, whatever the headers say", () => {
    const config = { ...direct, siteOrigin: "https://goldmoon.example" };
    expect(sameOrigin(post({ origin: "https://goldmoon.example" }), config)).toBe(true);
    expect(sameOrigin(post({ origin: "http://goldmoon.example", "x-forwarded-proto": "http" }), config)).toBe(false);
    expect(sameOrigin(post({ origin: "http://127.0.0.1:3000" }), config)).toBe(false);
  });

  it("requests built inside the process (no gate stamp) use their URL's scheme", () => {
    const inner = new Request("https://site.example/api/x", { method: "POST", headers: { host: "site.example", origin: "https://site.example" } });
    expect(sameOrigin(inner, direct)).toBe(true);
  });
});
