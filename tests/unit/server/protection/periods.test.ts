// @vitest-environment node
import { describe, expect, it } from "vitest";
import { periodEnd, periodStart } from "@/server/protection/periods";

const at = (s: string) => new Date(s);

describe("Asia/Bangkok periods", () => {
  it("starts a day at 00:00 Bangkok (17:00 UTC the day before)", () => {
    expect(periodStart("day", at("2026-11-24T16:59:59Z")).toISOString()).toBe("2026-11-23T17:00:00.000Z");
    expect(periodStart("day", at("2026-11-24T17:00:00Z")).toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(periodEnd("day", at("2026-11-24T10:00:00Z")).toISOString()).toBe("2026-11-24T17:00:00.000Z");
  });

  it("starts a week on Monday 00:00 Bangkok", () => {
    // Wednesday 25 Nov 2026, 10:00 Bangkok → Monday 23 Nov 00:00 Bangkok.
    expect(periodStart("week", at("2026-11-25T03:00:00Z")).toISOString()).toBe("2026-11-22T17:00:00.000Z");
    // Sunday 29 Nov 23:30 Bangkok is still that week; the next starts Monday 30 Nov 00:00 Bangkok.
    expect(periodStart("week", at("2026-11-29T16:30:00Z")).toISOString()).toBe("2026-11-22T17:00:00.000Z");
    expect(periodEnd("week", at("2026-11-29T16:30:00Z")).toISOString()).toBe("2026-11-29T17:00:00.000Z");
    // Monday 00:00 Bangkok itself begins a week.
    expect(periodStart("week", at("2026-11-29T17:00:00Z")).toISOString()).toBe("2026-11-29T17:00:00.000Z");
  });

  it("starts a month on the 1st 00:00 Bangkok, across a year's end", () => {
    expect(periodStart("month", at("2026-11-30T16:59:00Z")).toISOString()).toBe("2026-10-31T17:00:00.000Z");
    expect(periodStart("month", at("2026-11-30T17:00:00Z")).toISOString()).toBe("2026-11-30T17:00:00.000Z"); // 1 Dec Bangkok
    expect(periodEnd("month", at("2026-12-15T00:00:00Z")).toISOString()).toBe("2026-12-31T17:00:00.000Z"); // 1 Jan 2027
  });
});
