import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AffiliateView } from "@/components/referral/affiliate-view";
import { th } from "@/lib/i18n/th";
import { asLoggedInMember, renderWithClient } from "../helpers";

const t = th.referralPage;

asLoggedInMember();

describe("/affiliate", () => {
  it("the tabs are links with the current one marked; the overview lists the four periods", async () => {
    renderWithClient(<AffiliateView tab="overview" />);
    expect(screen.getByRole("link", { name: t.tabs[0] })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: t.tabs[1] })).toHaveAttribute("href", "/affiliate?tab=members");
    expect(screen.getByRole("link", { name: t.tabs[2] })).toHaveAttribute("href", "/affiliate?tab=income");
    const rows = within(await screen.findByTestId("affiliate-overview")).getAllByTestId("overview-row");
    expect(rows.map((r) => r.querySelector("td")!.textContent)).toEqual(["วันนี้", "7 วัน", "30 วัน", "ทั้งหมด"]);
    expect(rows[3]).toHaveTextContent("30");
    // The overview's link is the long affiliate key's: the same tree, for marketing.
    expect(screen.getByTestId("referral-link")).toHaveTextContent(/\/u\/GM812345678-aff$/);
    expect(screen.getByRole("heading", { name: t.affiliateLinkTitle })).toBeInTheDocument();
  });

  it("members: masked phones, dd/mm/yy HH:mm:ss, deposited or not, load more, another level", async () => {
    renderWithClient(<AffiliateView tab="members" />);
    const list = await screen.findByTestId("affiliate-members");
    await waitFor(() => expect(within(list).getAllByTestId("member-row")).toHaveLength(20));
    const first = within(list).getAllByTestId("member-row")[0]!;
    expect(first.textContent).toMatch(/08x-xxx-\d{4}/);
    expect(first.textContent).toMatch(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
    expect(first).toHaveTextContent(t.yes);
    await userEvent.click(within(list).getByRole("button", { name: th.paging.more }));
    await waitFor(() => expect(within(list).getAllByTestId("member-row")).toHaveLength(23));
    expect(within(list).queryByRole("button", { name: th.paging.more })).toBeNull();
    await userEvent.click(within(list).getByRole("button", { name: /ระดับ 3/ }));
    await waitFor(() => expect(within(list).getAllByTestId("member-row")).toHaveLength(2));
  });

  it("income: per day with Thai statuses, a claim for the claimable one, and the CSV", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
      created.push(b as Blob);
      return "blob:income";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderWithClient(<AffiliateView tab="income" />);
    const list = await screen.findByTestId("affiliate-income");
    await waitFor(() => expect(within(list).getAllByTestId("income-row")).toHaveLength(2));
    const [claimable, claimed] = within(list).getAllByTestId("income-row");
    expect(claimable).toHaveTextContent("12,000.00");
    expect(claimable).toHaveTextContent("76.50");
    expect(claimed).toHaveTextContent("รับแล้ว");

    await userEvent.click(within(list).getByRole("button", { name: t.download }));
    expect(click).toHaveBeenCalledTimes(1);
    const lines = (await created[0]!.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("วันที่,ยอดเล่นระดับ 1,ยอดเล่นระดับ 2,ยอดเล่นระดับ 3,ค่าแนะนำ (บาท),สถานะ");
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{2},12000.00,4500.00,1500.00,76.50,รอรับ$/);
    expect(lines[2]).toMatch(/,46.00,รับแล้ว$/);

    await userEvent.click(within(claimable!).getByRole("button", { name: t.claim }));
    const dialog = await screen.findByTestId("commission-claim-dialog");
    expect(within(dialog).getByRole("heading", { name: t.claimOk })).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole("button", { name: t.claim })).toBeNull());
  });
});
