// @vitest-environment node
import { describe, expect, it } from "vitest";
import { categoryKeys, type Category, type Game } from "@/lib/api/contract/games";
import { CATEGORY_ROUTES, SLOT_CATEGORIES, categoryOfSegment, mixByCategory } from "@/lib/games/categories";

const game = (id: number, category: Category): Game => ({
  id,
  slug: `g${id}`,
  name: `G${id}`,
  provider: "Pixel Temple",
  category,
  image: `/art/games/g${id}.svg`,
  is_new: false,
  is_hot: true,
  rtp: null,
  volatility: null,
});

describe("categoryOfSegment (the category page's validation)", () => {
  it("accepts the nine category pages", () => {
    expect(CATEGORY_ROUTES).toEqual(["sports", "casino", "card", "slot", "hack-slot", "slot-itp", "fish", "lotto", "esports"]);
    for (const c of CATEGORY_ROUTES) expect(categoryOfSegment(c)).toBe(c);
  });

  it.each(["skill", "Slot", "SLOT", "slots", "slot ", "hack_slot", "cheat", "", "slot/extra", "%73lot", "__proto__", "constructor"])(
    "rejects %j",
    (segment) => {
      expect(categoryOfSegment(segment)).toBeNull();
    },
  );

  it("lists every contract category but skill, and the slot categories among them", () => {
    expect([...CATEGORY_ROUTES, "skill"].sort()).toEqual([...categoryKeys].sort());
    for (const c of SLOT_CATEGORIES) expect(CATEGORY_ROUTES).toContain(c);
  });
});

describe("mixByCategory", () => {
  const games = [game(1, "slot"), game(2, "slot"), game(3, "slot"), game(4, "casino"), game(5, "fish"), game(6, "casino")];

  it("takes the categories in turn, keeping each one's order", () => {
    expect(mixByCategory(games, 10).map((g) => g.id)).toEqual([1, 4, 5, 2, 6, 3]);
  });

  it("stops at the limit", () => {
    expect(mixByCategory(games, 4).map((g) => g.id)).toEqual([1, 4, 5, 2]);
    expect(mixByCategory(games, 0)).toEqual([]);
    expect(mixByCategory([], 5)).toEqual([]);
  });
});
