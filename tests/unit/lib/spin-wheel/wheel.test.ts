// @vitest-environment node
import { describe, expect, it } from "vitest";
import { refetchDelay } from "@/lib/spin-wheel/queries";
import { SPIN_TURNS, restingAngle, segmentPath, targetRotation } from "@/lib/spin-wheel/wheel";

describe("the wheel's geometry", () => {
  it("brings the middle of the server's segment under the pointer, always turning forward", () => {
    expect(restingAngle(0, 6)).toBe(330);
    expect(restingAngle(5, 6)).toBe(30);
    for (const current of [0, 30, 359, 1234.5]) {
      for (let i = 0; i < 6; i++) {
        const to = targetRotation(current, i, 6);
        expect(((to % 360) + 360) % 360).toBeCloseTo(restingAngle(i, 6), 9);
        expect(to - current).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
        expect(to - current).toBeLessThan((SPIN_TURNS + 1) * 360);
      }
    }
  });

  it("draws a segment as a wedge from the centre", () => {
    expect(segmentPath(0, 4, 100)).toBe("M 100 100 L 100.000 0.000 A 100 100 0 0 1 200.000 100.000 Z");
  });
});

describe("refetchDelay", () => {
  it("reads the wheel again just after the next spin time, not while a spin is available", () => {
    const now = Date.parse("2026-11-24T10:00:00Z");
    expect(refetchDelay(null, now)).toBe(false);
    expect(refetchDelay("2026-11-24T17:00:00.000Z", now)).toBe(7 * 3_600_000 + 1_000);
    expect(refetchDelay("2026-11-24T09:00:00.000Z", now)).toBe(1_000);
    expect(refetchDelay("nonsense", now)).toBe(false);
  });
});
