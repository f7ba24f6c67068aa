import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PromotionCard } from "@/components/promotions/promotion-card";
import type { Promotion } from "@/lib/api/contract/member-data";
import { th } from "@/lib/i18n/th";

const welcome: Promotion = {
  id: 1,
  name: "สมาชิกใหม่ รับโบนัส 100%",
  description: "ฝากครั้งแรก รับโบนัส 100%",
  image: null,
  bonus_percent: 100,
  max_bonus: 1000,
  min_deposit: 100,
  turnover: 5,
  terms_known: true,
  first_deposit_only: true,
};

describe("PromotionCard", () => {
  it("shows every term before anyone opts in: bonus, maximum, minimum, turnover, who, games and validity", () => {
    render(<PromotionCard promotion={welcome} loggedIn={false} />);
    const card = screen.getByRole("article", { name: welcome.name });
    for (const [label, value] of [
      [th.promotions.maxBonus, "1,000.00 บาท"],
      [th.promotions.minDeposit, "100.00 บาท"],
      [th.promotions.turnover, "5 เท่า"],
      [th.promotions.who, th.promotions.firstDepositOnly],
      [th.promotions.games, th.promotions.allGames],
    ]) {
      expect(within(card).getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    const terms = within(card).getAllByRole("listitem").map((li) => li.textContent);
    expect(terms).toContain("ใช้ได้กับการฝากครั้งแรกของบัญชีเท่านั้น");
    expect(terms.join(" ")).toContain("5 เท่าของ (ยอดฝาก + โบนัส)");
  });

  it("offers a visitor registration and login, and a member the deposit page", () => {
    const { unmount } = render(<PromotionCard promotion={welcome} loggedIn={false} />);
    expect(screen.getByRole("link", { name: th.promotions.registerCta })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: th.promotions.loginCta })).toHaveAttribute("href", "/login");
    unmount();
    render(<PromotionCard promotion={{ ...welcome, turnover: 0, first_deposit_only: false }} loggedIn />);
    expect(screen.getByRole("link", { name: th.promotions.depositWith })).toHaveAttribute("href", "/deposit");
    expect(screen.getByText("ไม่ต้องทำเทิร์น")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: th.promotions.registerCta })).toBeNull();
  });

  it("shows no figures for a promotion known by name only, and the line it is given instead", () => {
    render(<PromotionCard promotion={{ ...welcome, terms_known: false }} loggedIn termsUnknown={th.family.promotionTermsUnknown} />);
    const card = screen.getByRole("article", { name: welcome.name });
    expect(within(card).getByText(th.family.promotionTermsUnknown)).toBeInTheDocument();
    expect(within(card).queryByText(th.promotions.maxBonus)).toBeNull();
    expect(within(card).queryByRole("listitem")).toBeNull();
  });
});
