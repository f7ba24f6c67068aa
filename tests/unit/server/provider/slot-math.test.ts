// @vitest-environment node
import { describe, expect, it } from "vitest";
import { draw, expectedReturn, outcomeTable, reelsFor, type Volatility } from "@/server/provider/slot-math";

/** A small deterministic PRNG (mulberry32) so the simulation is repeatable. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GAMES: [number, Volatility][] = [
  [96.5, "high"],
  [96.2, "high"],
  [95.8, "medium"],
  [96.0, "medium"],
  [94.9, "low"],
  [96.7, "high"],
];

describe("the demo slot's outcome table", () => {
  it.each(GAMES)("RTP %s (%s): the expected return is exactly the RTP", (rtp, vol) => {
    const table = outcomeTable(rtp, vol);
    expect(expectedReturn(table)).toBeCloseTo(rtp / 100, 12);
    expect(table.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(table.every((o) => o.probability >= 0)).toBe(true);
  });

  it("refuses an RTP outside (0, 100)", () => {
    expect(() => outcomeTable(0, "low")).toThrow(RangeError);
    expect(() => outcomeTable(100, "low")).toThrow(RangeError);
  });

  it.each(GAMES)("RTP %s (%s): 100,000 simulated spins land within ±1 point of it", (rtp, vol) => {
    const table = outcomeTable(rtp, vol);
    const rng = mulberry32(Math.round(rtp * 1000));
    let returned = 0;
    const spins = 100_000;
    for (let i = 0; i < spins; i++) returned += draw(table, rng()).multiplier;
    const measured = (returned / spins) * 100;
    expect(Math.abs(measured - rtp)).toBeLessThan(1);
  });

  it("shows three of a kind exactly when the spin wins", () => {
    const table = outcomeTable(96, "medium");
    const rng = mulberry32(7);
    for (let i = 0; i < 5_000; i++) {
      const outcome = draw(table, rng());
      const [a, b, c] = reelsFor(outcome, rng);
      expect(a === b && b === c).toBe(outcome.multiplier > 0);
    }
  });

  it("high volatility wins less often than low, at the same RTP", () => {
    const p = (v: Volatility) => 1 - outcomeTable(96, v)[0]!.probability;
    expect(p("high")).toBeLessThan(p("medium"));
    expect(p("medium")).toBeLessThan(p("low"));
  });
});
