import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DepositLimitNote, LimitOffer } from "@/components/protection/limit-offer";
import { th } from "@/lib/i18n/th";
import { fixtureMember } from "../../../msw/fixtures";
import { setMockProtection } from "../../../msw/protection";
import { asLoggedInMember, recordRequests, renderWithClient } from "../helpers";

const t = th.limitOffer;
asLoggedInMember();
let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  log = recordRequests();
});
afterEach(() => log.stop());
const puts = () => Promise.all(log.seen.filter((r) => r.method === "PUT").map((r) => r.clone().json()));

describe("the offer to set a deposit limit (registration's last step, first deposit)", () => {
  it("sets the limit for the period chosen and says so, with the way to change it", async () => {
    const user = userEvent.setup();
    renderWithClient(<LimitOffer />);
    await user.selectOptions(screen.getByLabelText(t.periodLabel), "weekly");
    await user.type(screen.getByLabelText(t.amountLabel), "3,000");
    await user.click(screen.getByRole("button", { name: t.save }));
    const saved = await screen.findByTestId("limit-offer-saved");
    expect(saved).toHaveTextContent("ตั้งวงเงินฝาก ฿3,000.00 ต่อสัปดาห์ แล้ว");
    expect(screen.getByRole("link", { name: t.manage })).toHaveAttribute("href", "/account#limits");
    expect(await puts()).toEqual([{ weekly: 3000 }]);
  });

  it("refuses a bad amount in Thai, sending nothing", async () => {
    const user = userEvent.setup();
    renderWithClient(<LimitOffer />);
    await user.type(screen.getByLabelText(t.amountLabel), "0");
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByText(t.invalid)).toBeInTheDocument();
    expect(await puts()).toEqual([]);
  });

  it("is skipped with one tap, and stays skipped in this browser", async () => {
    const user = userEvent.setup();
    const first = renderWithClient(<LimitOffer />);
    await user.click(screen.getByRole("button", { name: t.skip }));
    expect(screen.queryByTestId("limit-offer")).not.toBeInTheDocument();
    first.unmount();
    renderWithClient(<LimitOffer />);
    expect(screen.queryByTestId("limit-offer")).not.toBeInTheDocument();
  });
});

describe("below the deposit form", () => {
  it("with a limit in force: what is left of the tightest one", async () => {
    setMockProtection(fixtureMember.phone, { limits: { daily: { amount: 2000, pending: null }, weekly: { amount: 500, pending: null } } });
    renderWithClient(<DepositLimitNote firstDeposit={false} />);
    expect(await screen.findByTestId("deposit-limit-note")).toHaveTextContent("วงเงินฝากต่อสัปดาห์: ฝากได้อีก ฿500.00");
  });

  it("before a first deposit with no limit: the offer; after one: nothing", async () => {
    const first = renderWithClient(<DepositLimitNote firstDeposit />);
    expect(await screen.findByTestId("limit-offer")).toBeInTheDocument();
    first.unmount();
    renderWithClient(<DepositLimitNote firstDeposit={false} />);
    await expect.poll(() => log.to("/api/customers/limits").length).toBe(2);
    expect(screen.queryByTestId("limit-offer")).not.toBeInTheDocument();
    expect(screen.queryByTestId("deposit-limit-note")).not.toBeInTheDocument();
  });
});
