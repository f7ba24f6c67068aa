import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PromotionPager } from "@/components/promotions/promotion-pager";

describe("PromotionPager", () => {
  it("is nothing when the list fits on one page", () => {
    const { container } = render(<PromotionPager from={0} next={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links ดูเพิ่ม to the next position, landing on the list", () => {
    render(<PromotionPager from={0} next={2} />);
    expect(screen.getByRole("link", { name: "ดูเพิ่ม" })).toHaveAttribute("href", "/promotion?from=2#promotions");
    expect(screen.queryByRole("link", { name: "กลับไปโปรโมชั่นแรก" })).toBeNull();
  });

  it("on a later page, links back to the first; on the last, no ดูเพิ่ม", () => {
    render(<PromotionPager from={4} next={null} />);
    expect(screen.queryByRole("link", { name: "ดูเพิ่ม" })).toBeNull();
    expect(screen.getByRole("link", { name: "กลับไปโปรโมชั่นแรก" })).toHaveAttribute("href", "/promotion#promotions");
  });
});
