import { UAParser } from "ua-parser-js";
import type { DeviceInfo } from "@/lib/api/contract/auth";

/** The login's device info from a user-agent string (ua-parser-js 1.x, MIT). */
export function deviceInfo(userAgent: string): DeviceInfo {
  const r = new UAParser(userAgent).getResult();
  const clip = (s: string | undefined, n: number) => (s ?? "").slice(0, n);
  return {
    type: clip(r.device.type ?? "desktop", 32),
    os: clip(r.os.name, 64),
    osVersion: clip(r.os.version, 32),
    browser: clip(r.browser.name, 64),
    browserVersion: clip(r.browser.version, 32),
    browserVendor: clip(r.device.vendor ?? (typeof navigator !== "undefined" ? navigator.vendor : ""), 64),
  };
}
