// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { GAME_HOST_COUNT, launchPath, pickHost } from "@/lib/games/hosts";

const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= 7;

describe("pickHost (one of the 7 hosts at random)", () => {
  it("has 7 hosts", () => {
    expect(GAME_HOST_COUNT).toBe(7);
  });

  it("always gives 1..7 for any random() value in [0, 1)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => inRange(pickHost(() => r))),
      { examples: [[0], [0.999999], [1 - Number.EPSILON], [Number.MIN_VALUE]] },
    );
  });

  it("maps the edges to the first and last host", () => {
    expect(pickHost(() => 0)).toBe(1);
    expect(pickHost(() => 0.999999)).toBe(7);
  });

  it("stays in range even if random() misbehaves", () => {
    for (const r of [1, 1.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(inRange(pickHost(() => r))).toBe(true);
    }
  });

  it("hits all 7 hosts over a sweep of random() values", () => {
    const hit = new Set<number>();
    for (let i = 0; i < 700; i++) hit.add(pickHost(() => i / 700));
    expect([...hit].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("uses Math.random by default", () => {
    for (let i = 0; i < 50; i++) expect(inRange(pickHost())).toBe(true);
  });
});

describe("launchPath", () => {
  it("builds /game?g={host}", () => {
    expect(launchPath(3)).toBe("/game?g=3");
    expect(launchPath(3, 12)).toBe("/game?g=3&game=12");
  });
});
