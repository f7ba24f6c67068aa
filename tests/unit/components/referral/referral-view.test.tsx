import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { http, HttpResponse } from "msw";
import { ReferralView } from "@/components/referral/referral-view";
import { th } from "@/lib/i18n/th";
import { server } from "../../../msw/server";
import { asLoggedInMember, renderWithClient } from "../helpers";

const t = th.referralPage;
const LINK = `${window.location.origin}/u/GM812345678`;

asLoggedInMember();
afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
});

describe("/referral", () => {
  it("shows the absolute link and its QR code; the copy button writes the link and toasts", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, "success");
    renderWithClient(<ReferralView />);
    expect(await screen.findByTestId("referral-link")).toHaveTextContent(LINK);
    expect(screen.getByTestId("qr-code")).toHaveAttribute("data-payload", LINK);
    fireEvent.click(screen.getByRole("button", { name: t.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    await waitFor(() => expect(success).toHaveBeenCalledWith("คัดลอกลิงก์แล้ว", expect.anything()));
  });

  it("the LINE and Facebook share URLs carry the encoded link; no Web Share button without navigator.share", async () => {
    renderWithClient(<ReferralView />);
    const line = await screen.findByRole("link", { name: t.shareLine });
    const encoded = encodeURIComponent(LINK);
    expect(line).toHaveAttribute("href", `https://social-plugins.line.me/lineit/share?url=${encoded}`);
    expect(new URL(line.getAttribute("href")!).searchParams.get("url")).toBe(LINK);
    const fb = screen.getByRole("link", { name: t.shareFacebook });
    expect(fb).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(new URL(fb.getAttribute("href")!).searchParams.get("u")).toBe(LINK);
    expect(fb).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("button", { name: t.share })).toBeNull();
  });

  it("offers the Web Share button where the browser has navigator.share, and shares the link", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    renderWithClient(<ReferralView />);
    await userEvent.click(await screen.findByRole("button", { name: t.share }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
  });

  it("shows the counts per level, the earnings, the published rates and the terms", async () => {
    renderWithClient(<ReferralView />);
    expect(await screen.findByTestId("level-1")).toHaveTextContent("23");
    expect(screen.getByTestId("level-2")).toHaveTextContent("5");
    expect(screen.getByTestId("level-3")).toHaveTextContent("2");
    expect(screen.getByTestId("referral-total")).toHaveTextContent("฿46.00");
    expect(screen.getByTestId("referral-pending")).toHaveTextContent("฿76.50");
    const terms = screen.getByTestId("referral-terms");
    expect(terms).toHaveTextContent("ระดับ 1: 0.5% ของยอดเล่นของเพื่อน");
    expect(terms).toHaveTextContent("ระดับ 3: 0.2% ของยอดเล่นของเพื่อน");
    expect(terms).toHaveTextContent("ทำเทิร์น 1 เท่า");
    expect(terms).toHaveTextContent("ภายใน 7 วัน");
    expect(within(terms).getByRole("link", { name: /หน้าพันธมิตร/ })).toHaveAttribute("href", "/affiliate?tab=overview");
  });

  it("claims a commission day: the server's msg in a dialog, then the summary is read again", async () => {
    renderWithClient(<ReferralView />);
    const row = await screen.findByTestId("claimable-commission");
    expect(row).toHaveTextContent("฿76.50");
    await userEvent.click(within(row).getByRole("button", { name: t.claim }));
    const dialog = await screen.findByTestId("commission-claim-dialog");
    expect(within(dialog).getByRole("heading", { name: t.claimOk })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("76.50");
    await waitFor(() => expect(screen.queryByTestId("claimable-commission")).toBeNull());
    await waitFor(() => expect(screen.getByTestId("referral-total")).toHaveTextContent("฿122.50"));
    expect(screen.getByTestId("referral-pending")).toHaveTextContent("฿0.00");
  });

  it("a refused claim shows the server's msg", async () => {
    server.use(http.post("*/api/customers/get-bonus/:id", () => HttpResponse.json({ success: false, msg: "ยังทำเทิร์นไม่ครบ" }, { status: 400 })));
    renderWithClient(<ReferralView />);
    await userEvent.click(within(await screen.findByTestId("claimable-commission")).getByRole("button", { name: t.claim }));
    const dialog = await screen.findByTestId("commission-claim-dialog");
    expect(within(dialog).getByRole("heading", { name: t.claimFailed })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("ยังทำเทิร์นไม่ครบ");
  });

  it("works with a family backend's answer: whole lists, no counts, rates or overview", async () => {
    const friend = (n: number) => ({ phone: `08x-xxx-${1000 + n}`, created_at: "2026-11-20T12:00:00Z" });
    server.use(
      http.get("*/api/customers/referral", () =>
        HttpResponse.json({
          referral_id: "FAM123",
          referral_total: "10.00",
          referral_pending: 0,
          customer_referrals: 3,
          mlm_referrals_lv1: [friend(1), friend(2), friend(3)],
          mlm_referrals_lv2: [friend(4)],
          mlm_referrals_lv3: [],
        }),
      ),
    );
    renderWithClient(<ReferralView />);
    expect(await screen.findByTestId("referral-link")).toHaveTextContent(`${window.location.origin}/u/FAM123`);
    expect(screen.getByTestId("level-1")).toHaveTextContent("3");
    expect(screen.getByTestId("level-2")).toHaveTextContent("1");
    expect(screen.getByTestId("level-3")).toHaveTextContent("0");
    expect(screen.getByTestId("referral-terms")).toHaveTextContent("ระดับ 2: 0.3% ของยอดเล่นของเพื่อน");
  });
});
