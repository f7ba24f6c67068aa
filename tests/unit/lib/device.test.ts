import { describe, expect, it, vi } from "vitest";
import { deviceInfo as deviceSchema } from "@/lib/api/contract/auth";
import { deviceInfo } from "@/lib/device";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

describe("deviceInfo", () => {
  it("reads an iPhone Safari user agent", () => {
    expect(deviceInfo(IPHONE_SAFARI)).toEqual({
      type: "mobile",
      os: "iOS",
      osVersion: "17.4",
      browser: "Mobile Safari",
      browserVersion: "17.4",
      browserVendor: "Apple",
    });
  });

  it("reads a desktop Chrome user agent (vendor from the browser's navigator)", () => {
    vi.spyOn(navigator, "vendor", "get").mockReturnValue("Google Inc.");
    expect(deviceInfo(DESKTOP_CHROME)).toEqual({
      type: "desktop",
      os: "Windows",
      osVersion: "10",
      browser: "Chrome",
      browserVersion: "124.0.0.0",
      browserVendor: "Google Inc.",
    });
  });

  it("always fits the contract, even for an empty or absurd user agent", () => {
    for (const ua of ["", "x".repeat(5000), `${IPHONE_SAFARI} ${"Chrome/".repeat(100)}`]) {
      expect(deviceSchema.safeParse(deviceInfo(ua)).success).toBe(true);
    }
  });
});
