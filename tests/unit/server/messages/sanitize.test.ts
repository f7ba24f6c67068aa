// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "@/server/messages/sanitize";
import { XSS_PAYLOADS } from "./xss-payloads";

/** What must never survive: a script-capable tag, an event handler, a style, or a script/data URL in any attribute. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<\s*\/?\s*(script|style|iframe|frame|frameset|object|embed|meta|link|base|form|input|button|svg|math|body|video|source|details|table|td|bgsound|xss|textarea|noscript)\b/i.test(html)) {
    found.push("tag");
  }
  const tags = [...html.matchAll(/<[a-z][^>]*>/gi)].map((m) => m[0]).join(" ");
  if (/\son[a-z]+\s*=/i.test(tags)) found.push("handler");
  if (/\sstyle\s*=/i.test(tags)) found.push("style");
  if (/\s(dynsrc|lowsrc|background|formaction|action|data)\s*=/i.test(tags)) found.push("url attribute");
  for (const m of tags.matchAll(/\s(?:href|src)\s*=\s*"([^"]*)"/gi)) {
    const url = m[1]!.replace(/&#x?[0-9a-f]+;?/gi, "").replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
    if (!/^(https?:|mailto:|tel:|\/|#|$)/.test(url)) found.push(`url ${m[1]}`);
  }
  return found;
}

describe("sanitizeHtml (operator HTML)", () => {
  it(`leaves nothing dangerous from ${XSS_PAYLOADS.length} OWASP filter-evasion payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
    const survivors = XSS_PAYLOADS.map((p) => ({ p, out: sanitizeHtml(p) })).filter(({ out }) => dangers(out).length > 0);
    expect(survivors).toEqual([]);
  });

  it("never lets a script URL through, however it is spelt", () => {
    // Inside a tag, that is: the words may stay as (escaped) text, where they are harmless.
    for (const p of XSS_PAYLOADS) {
      const tags = [...sanitizeHtml(p).matchAll(/<[a-z][^>]*>/gi)].map((m) => m[0]).join(" ");
      expect(tags).not.toMatch(/(java|vb)script|data:|&#/i);
    }
  });

  it("keeps the markup an operator writes, links open in a new tab without an opener", () => {
    const out = sanitizeHtml(
      `<p><b>ปิดปรับปรุง</b> 02:00–04:00 น.</p><a href="https://line.me/R/ti/p/@x" target="_self" rel="opener">ติดต่อ</a><img src="https://cdn.example/a.png" alt="x" onerror="alert(1)">`,
    );
    expect(out).toBe(
      `<p><b>ปิดปรับปรุง</b> 02:00–04:00 น.</p><a href="https://line.me/R/ti/p/@x" rel="noopener noreferrer" target="_blank">ติดต่อ</a><img src="https://cdn.example/a.png" alt="x" />`,
    );
  });

  it("drops the text of a script or style with its tag, and escapes stray angle brackets", () => {
    expect(sanitizeHtml(`a<script>alert(1)</script>b<style>p{}</style>c`)).toBe("abc");
    expect(sanitizeHtml(`1 < 2 > 0`)).toBe("1 &lt; 2 &gt; 0");
  });
});
