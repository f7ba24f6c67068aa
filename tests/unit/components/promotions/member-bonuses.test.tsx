import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { MemberBonuses } from "@/components/promotions/member-bonuses";
import { th } from "@/lib/i18n/th";
import { useSessionStore } from "@/stores/session-store";
import { server } from "../../../msw/server";
import { renderWithClient } from "../helpers";

const bonus = (id: number, status: string, type = "cashback") => ({
  id,
  type,
  amount: "25.50",
  status,
  source: "2026-W47",
  turnover: 1,
  turnover_amount: "25.50",
  claim_deadline: "2026-11-30T17:00:00.000Z",
  created_at: "2026-11-23T17:00:00.000Z",
  claimed_at: null,
});

function backend(claim: () => Response) {
  let claimed = false;
  server.use(
    http.get("*/api/customers/profile", () =>
      HttpResponse.json({
        data: { phone: "0812345678", ufabet_credit: "100.00", bonus_turnover: claimed ? "275.50" : "250.00", bonus_turnover_required: claimed ? "525.50" : "500.00" },
      }),
    ),
    http.get("*/api/customers/bonuses", () =>
      HttpResponse.json({ data: [bonus(2, claimed ? "claimed" : "claimable"), bonus(1, "expired", "spin")], page: 1, per_page: 20, has_more: false }),
    ),
    http.post("*/api/customers/get-bonus/:id", () => {
      const res = claim();
      if (res.status === 200) claimed = true;
      return res;
    }),
  );
}

beforeEach(() => useSessionStore.setState({ loggedIn: true }));

describe("MemberBonuses", () => {
  it("shows the turnover progress and only the claimable bonuses; a claim answers in a dialog and the list updates", async () => {
    backend(() => HttpResponse.json({ success: true, msg: "รับโบนัส 25.50 บาท เรียบร้อยแล้ว" }));
    renderWithClient(<MemberBonuses />);
    expect(await screen.findByText("เล่นแล้ว 250.00 จาก 500.00 บาท")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    const rows = await screen.findAllByTestId("claimable-bonus");
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText("คืนยอดเสีย")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/รับได้ถึง 01\/12\/26 00:00:00/)).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole("button", { name: th.promotions.claim }));
    const dialog = await screen.findByTestId("bonus-claim-dialog");
    expect(within(dialog).getByRole("heading", { name: th.promotions.claimOk })).toBeInTheDocument();
    expect(within(dialog).getByText("รับโบนัส 25.50 บาท เรียบร้อยแล้ว")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId("claimable-bonus")).toHaveLength(0));
    expect(await screen.findByText("เล่นแล้ว 250.00 จาก 525.50 บาท")).toBeInTheDocument();
  });

  it("shows a refusal's Thai msg in the dialog", async () => {
    backend(() => HttpResponse.json({ success: false, msg: th.bonus.expired }, { status: 400 }));
    renderWithClient(<MemberBonuses />);
    await userEvent.click(await screen.findByRole("button", { name: th.promotions.claim }));
    const dialog = await screen.findByTestId("bonus-claim-dialog");
    expect(within(dialog).getByRole("heading", { name: th.promotions.claimFailed })).toBeInTheDocument();
    expect(within(dialog).getByText(th.bonus.expired)).toBeInTheDocument();
  });
});
