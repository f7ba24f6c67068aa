// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isSafeUrl, safeUrl } from "@/lib/safe-url";

const demo = { allowHttp: true };

describe("safeUrl: the rule for operator-set URLs", () => {
  it.each([
    "https://line.example/goldmoon-support",
    "https://activity.example/goldmoon",
    "HTTPS://Provider.Example/h1?x=1#top",
    "https://provider.example:8443/h1",
    "/demo-provider/h1",
    "/promotion",
    "/",
    "/game?g=3&game=5",
  ])("keeps %j", (url) => {
    expect(safeUrl(url)).toBe(url);
    expect(safeUrl(url, demo)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    " javascript:alert(1)",
    "javascript:alert(1) ",
    "\tjavascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\rscript:alert(1)",
    "\u0000javascript:alert(1)",
    "\u001fjavascript:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "blob:https://site.example/0c1e",
    "file:///etc/passwd",
    "ftp://files.example/x",
    "//evil.example/path",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "https:/evil.example",
    "https://",
    "https://user:pass@evil.example",
    "https://site.example@evil.example",
    "https://evil.example/a b",
    "https://evil.example/\u0085",
    "evil.example/path",
    "promotion",
    "",
    "x".repeat(3000),
  ])("refuses %j", (url) => {
    expect(safeUrl(url)).toBeNull();
    expect(safeUrl(url, demo)).toBeNull();
  });

  it("refuses http: in production and allows it in demo mode", () => {
    expect(safeUrl("http://activity.example/goldmoon")).toBeNull();
    expect(safeUrl("HTTP://activity.example/goldmoon")).toBeNull();
    expect(safeUrl("http://activity.example/goldmoon", demo)).toBe("http://activity.example/goldmoon");
    expect(isSafeUrl("http://127.0.0.1:3000/x", demo)).toBe(true);
    expect(isSafeUrl("http://127.0.0.1:3000/x")).toBe(false);
  });

  it("refuses anything that is not a string", () => {
    for (const v of [null, undefined, 1, {}, ["/x"], new URL("https://a.example")]) expect(safeUrl(v)).toBeNull();
  });

  it("never passes a URL that a browser would open as anything but this site or an http(s) page", () => {
    const prefixes = ["", "/", "//", "https://", "http://", "javascript:", "data:", " ", "\t", "\\", "/\\", "https:"];
    const arbitrary = fc.tuple(fc.constantFrom(...prefixes), fc.string({ maxLength: 30 }), fc.boolean());
    fc.assert(
      fc.property(arbitrary, ([prefix, rest, allowHttp]) => {
        const url = safeUrl(prefix + rest, { allowHttp });
        if (url === null) return true;
        // What a browser on https://site.example makes of it (the WHATWG parser, as in location.replace and <a>).
        const resolved = new URL(url, "https://site.example/page");
        const allowed = allowHttp ? ["https:", "http:"] : ["https:"];
        if (!allowed.includes(resolved.protocol)) return false;
        return url.startsWith("/") ? resolved.origin === "https://site.example" : resolved.username === "";
      }),
      { numRuns: 5000 },
    );
  });
});
