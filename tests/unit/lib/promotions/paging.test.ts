// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PROMOTIONS_PAGE, promotionPage } from "@/lib/promotions/paging";

const five = [1, 2, 3, 4, 5];

describe("promotionPage", () => {
  it("shows PROMOTIONS_PAGE at a time and where the next page starts", () => {
    expect(PROMOTIONS_PAGE).toBe(2);
    expect(promotionPage(five, undefined)).toEqual({ items: [1, 2], from: 0, next: 2 });
    expect(promotionPage(five, "2")).toEqual({ items: [3, 4], from: 2, next: 4 });
    expect(promotionPage(five, "4")).toEqual({ items: [5], from: 4, next: null });
    expect(promotionPage(five, ["1", "3"])).toEqual({ items: [2, 3], from: 1, next: 3 });
  });

  it("has no next page when everything fits", () => {
    expect(promotionPage([1, 2], undefined)).toEqual({ items: [1, 2], from: 0, next: null });
    expect(promotionPage([], undefined)).toEqual({ items: [], from: 0, next: null });
  });

  it("takes anything but a position inside the list as the first page", () => {
    for (const bad of ["", "abc", "-1", "1.5", "5", "99", "1e3", " 2", "9999999"]) {
      expect(promotionPage(five, bad)).toEqual({ items: [1, 2], from: 0, next: 2 });
    }
  });
});
