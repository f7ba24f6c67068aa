// @vitest-environment node
import { describe, expect, it } from "vitest";
import { networkOf, phoneBlockOf } from "@/server/security/network";

describe("networkOf", () => {
  it("gives an IPv4 address's /24", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.250")).toBe("203.0.113.0/24");
  });

  it("gives an IPv6 address's /64, however it is written", () => {
    const net = "2001:db8:0:12::/64";
    expect(networkOf("2001:db8::12:0:0:0:1")).toBe(net);
    expect(networkOf("2001:0db8:0000:0012:ffff:ffff:ffff:ffff")).toBe(net);
    expect(networkOf("2001:DB8:0:12::abcd")).toBe(net);
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("counts anything else as itself", () => {
    expect(networkOf("")).toBe("");
    expect(networkOf("unknown")).toBe("unknown");
  });
});

describe("phoneBlockOf", () => {
  it("is the first six digits: 10,000 numbers", () => {
    expect(phoneBlockOf("0812345678")).toBe("081234");
  });
});
