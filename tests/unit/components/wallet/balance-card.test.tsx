import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { BalanceCard } from "@/components/wallet/balance-card";
import { CASHBACK } from "@/lib/wallet/cashback-terms";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { asLoggedInMember, renderWithClient } from "../helpers";

asLoggedInMember();

describe("the wallet card's cash-back / bonus strip", () => {
  it("shows the cashback rate from the published terms, bonuses received and the bonus awaiting claim as a link to /promotion", async () => {
    server.use(
      http.get("*/api/customers/profile", () =>
        HttpResponse.json({ data: { ...fixtureProfile, bonus_total: "1000.00", bonus_pending: "62.50", bonus_turnover: "7500.00" } }),
      ),
    );
    renderWithClient(<BalanceCard />);
    await waitFor(() => expect(screen.getByTestId("strip-bonus-total")).toHaveTextContent("฿1,000.00"));
    expect(screen.getByTestId("strip-bonus-total")).toHaveTextContent("โบนัสที่ได้รับ");
    expect(CASHBACK.percent).toBe(5);
    expect(screen.getByTestId("strip-cashback")).toHaveTextContent(`คืนยอดเสีย${CASHBACK.percent}% ทุกวันจันทร์`);
    const pending = screen.getByRole("link", { name: "โบนัสรอรับ ฿62.50 ไปหน้าโปรโมชั่นเพื่อกดรับ" });
    expect(pending).toHaveAttribute("href", "/promotion");
    expect(pending).toHaveTextContent("฿62.50");
  });

  it("shows this week's cashback so far: 5 % of the loss since Monday once it reaches 1 baht, nothing for a win", async () => {
    let loss: string | null = "250.00";
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: { ...fixtureProfile, customer_win_loses_total: loss } })));
    const { unmount } = renderWithClient(<BalanceCard />);
    const week = () => screen.getByTestId("strip-cashback-week");
    await waitFor(() => expect(week()).toHaveTextContent("สัปดาห์นี้ ฿12.50"));
    expect(week()).toHaveAccessibleName("ยอดเสียสัปดาห์นี้ 250.00 บาท คืนยอดเสียวันจันทร์ 12.50 บาท");
    unmount();
    loss = "19.99"; // 0.9995 baht: under the 1-baht minimum
    const second = renderWithClient(<BalanceCard />);
    await waitFor(() => expect(week()).toHaveTextContent("สัปดาห์นี้ ฿0.00"));
    second.unmount();
    loss = "-300.00"; // ahead this week
    renderWithClient(<BalanceCard />);
    await waitFor(() => expect(week()).toHaveAccessibleName("ยอดเสียสัปดาห์นี้ 0.00 บาท คืนยอดเสียวันจันทร์ 0.00 บาท"));
    expect(week()).toHaveTextContent("สัปดาห์นี้ ฿0.00");
  });

  it("a profile without the bonus fields (an operator's backend) shows ฿0.00", async () => {
    const { bonus_total: _t, bonus_pending: _p, ...rest } = { ...fixtureProfile, bonus_total: 1, bonus_pending: 1 };
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: rest })));
    renderWithClient(<BalanceCard />);
    await waitFor(() => expect(screen.getByTestId("balance")).toHaveTextContent("฿2,500.50"));
    expect(screen.getByTestId("strip-bonus-pending")).toHaveTextContent("฿0.00");
    expect(screen.getByTestId("strip-bonus-total")).toHaveTextContent("฿0.00");
    // No week figure from such a backend: the line stays empty rather than inventing ฿0.00.
    expect(screen.getByTestId("strip-cashback-week").textContent).toBe("\u00a0");
  });
});
