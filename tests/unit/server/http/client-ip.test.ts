// @vitest-environment node
import "../memory-db";
import { describe, expect, it } from "vitest";
import { clientIpOf } from "@/server/http/client-ip";

const req = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/api/ip", { headers });

describe("clientIpOf", () => {
  it("with no proxy in front (TRUSTED_PROXY_HOPS=0) takes the connection's address and never the header", () => {
    for (const xff of ["6.6.6.6", "1.1.1.1, 2.2.2.2", ""]) {
      expect(clientIpOf(req({ "x-forwarded-for": xff, "x-gm-peer": "198.51.100.7" }), 0)).toBe("198.51.100.7");
    }
    expect(clientIpOf(req({ "x-real-ip": "6.6.6.6", "x-gm-peer": "::ffff:198.51.100.7" }), 0)).toBe("198.51.100.7");
  });

  it("behind n trusted proxies takes the entry the outermost one appended", () => {
    const r = req({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2", "x-gm-peer": "10.0.0.3" });
    expect(clientIpOf(r, 1)).toBe("10.0.0.2");
    expect(clientIpOf(r, 2)).toBe("203.0.113.9");
    expect(clientIpOf(req({ "x-gm-peer": "10.0.0.3" }), 1)).toBe("10.0.0.3");
  });


  it("without a peer (a request built in this process) the last X-Forwarded-For entry stands in for it", () => {
    expect(clientIpOf(req({ "x-forwarded-for": "1.1.1.1, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIpOf(req({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
  });

  it("skips TRUSTED_PROXY_HOPS entries from the right", () => {
    const r = req({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });
    expect(clientIpOf(r, 0)).toBe("10.0.0.2");
    expect(clientIpOf(r, 1)).toBe("203.0.113.9");
    expect(clientIpOf(r, 2)).toBe("6.6.6.6");
  });

  it("falls back to the first entry when the header is shorter than the hops", () => {
    expect(clientIpOf(req({ "x-forwarded-for": "203.0.113.9" }), 3)).toBe("203.0.113.9");
  });

  it("ignores empty entries and whitespace", () => {
    expect(clientIpOf(req({ "x-forwarded-for": " 1.1.1.1 , , 203.0.113.9 ," }))).toBe("203.0.113.9");
  });

  it("uses X-Real-IP without X-Forwarded-For, and answers empty with neither", () => {
    expect(clientIpOf(req({ "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIpOf(req({}))).toBe("");
  });

  it("strips the IPv4-mapped IPv6 prefix and caps the length", () => {
    expect(clientIpOf(req({ "x-forwarded-for": "::ffff:203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIpOf(req({ "x-forwarded-for": "x".repeat(500) }))).toHaveLength(64);
  });
});
