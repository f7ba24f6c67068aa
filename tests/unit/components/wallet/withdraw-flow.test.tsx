import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup as cleanupAll, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { CreditRefresh } from "@/components/wallet/credit-refresh";
import { WithdrawFlow } from "@/components/wallet/withdraw-flow";
import { th } from "@/lib/i18n/th";
import { useSessionStore } from "@/stores/session-store";
import { actAsMember } from "../../../msw/handlers";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { MOCK_TOTP_CODE, setMockProtection } from "../../../msw/protection";
import { expectFormsPostTo, recordRequests, renderWithClient } from "../helpers";

let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
  actAsMember();
  log = recordRequests();
});
afterEach(() => {
  log.stop();
  useSessionStore.getState().reset();
});

const amountInput = () => screen.getByLabelText(th.withdraw.amount);
const submit = () => screen.getByRole("button", { name: th.withdraw.submit });

describe("withdraw", () => {
  it("shows the registered account and credit, then WithdrawProcess after a successful request", async () => {
    const user = userEvent.setup();
    renderWithClient(<WithdrawFlow />);
    expect(screen.getByTestId("withdraw-loading")).toBeInTheDocument();
    const form = await screen.findByTestId("withdraw-form");
    expectFormsPostTo("/form/wait?to=%2Fwithdraw");
    expect(within(form).getByTestId("withdraw-account")).toHaveTextContent(fixtureProfile.account_number);
    expect(form).toHaveTextContent("ธนาคารกสิกรไทย");
    expect(form).toHaveTextContent(fixtureProfile.name);
    expect(within(form).getByTestId("withdraw-credit")).toHaveTextContent("฿2,500.50");
    await user.type(amountInput(), "500");
    await user.click(submit());
    const process = await screen.findByTestId("withdraw-process");
    expect(process).toHaveTextContent(th.withdraw.processTitle);
    expect(within(process).getByTestId("withdraw-process-amount")).toHaveTextContent("฿500.00");
    // Staff review and pay each withdrawal: the page promises no payout time.
    expect(process).toHaveTextContent("ทีมงานจะตรวจสอบรายการและโอนเข้าบัญชีที่ลงทะเบียนไว้ให้");
    expect(process).not.toHaveTextContent(/นาที|อัตโนมัติ|ทันที/);
    expect(within(process).getByRole("link", { name: th.withdraw.toHistory })).toHaveAttribute("href", "/history?tab=2");
    const [body] = await log.bodiesTo("/api/requests/withdraw");
    expect(body).toEqual({ phone: fixtureProfile.phone, amount: 500 });
    expect(log.to("/api/requests/withdraw")[0]!.headers.get("idempotency-key")).toBeTruthy();
  });

  it("opening it asks the game provider for the credit first: ฿140.20 as the provider holds it, never the stale ฿200.20", async () => {
    let asked = false;
    server.use(
      http.get("*/api/customers/check-credit", () => {
        asked = true;
        return HttpResponse.json({ credit_success: true });
      }),
      http.get("*/api/customers/profile", () => HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: asked ? "140.20" : "200.20" } })),
    );
    const { client } = renderWithClient(
      <>
        <CreditRefresh />
        <WithdrawFlow />
      </>,
    );
    // The page had read the profile before (the header's figure): that read is stale.
    client.setQueryData(["customers", "profile"], { ...fixtureProfile, ufabet_credit: 200.2 });
    // The loading state while the member is refreshed: the page's and the credit icon's.
    expect(screen.getByTestId("withdraw-loading")).toHaveTextContent(th.deposit.refreshing);
    expect(screen.getByRole("button", { name: th.labels.refreshCredit })).toHaveAttribute("aria-busy", "true");
    const form = await screen.findByTestId("withdraw-form");
    expect(within(form).getByTestId("withdraw-credit")).toHaveTextContent("฿140.20");
    expect(screen.getByRole("button", { name: th.labels.refreshCredit })).toHaveAttribute("aria-busy", "false");
    const order = log.seen.map((r) => new URL(r.url).pathname).filter((p) => p === "/api/customers/check-credit" || p === "/api/customers/profile");
    expect(order.slice(0, 2)).toEqual(["/api/customers/check-credit", "/api/customers/profile"]);
  });

  it("tells the member up front how much of a promotion's turnover is still to play", async () => {
    const msg = "ยอดเทิร์นโอเวอร์ของโปรโมชั่น: เล่นแล้ว 300.00 จาก 1,000.00 บาท (ขาดอีก 700.00 บาท)";
    server.use(http.get("*/api/customers/check-turnover", () => HttpResponse.json({ success: false, msg }, { status: 400 })));
    renderWithClient(<WithdrawFlow />);
    expect(await screen.findByTestId("withdraw-turnover")).toHaveTextContent(msg);
  });

  it("shows no turnover note when none is outstanding", async () => {
    renderWithClient(<WithdrawFlow />);
    await screen.findByTestId("withdraw-form");
    await expect.poll(() => log.to("/api/customers/check-turnover").length).toBe(1);
    expect(screen.queryByTestId("withdraw-turnover")).not.toBeInTheDocument();
  });

  it("refuses more than the credit before sending", async () => {
    const user = userEvent.setup();
    renderWithClient(<WithdrawFlow />);
    await screen.findByTestId("withdraw-form");
    await user.type(amountInput(), "9999");
    await user.click(submit());
    expect(await screen.findByText(th.withdraw.moreThanCredit)).toBeInTheDocument();
    expect(log.to("/api/requests/withdraw")).toHaveLength(0);
  });

  it("a member with no deposit yet reads the API's refusal in Thai, never its English words", async () => {
    server.use(http.post("*/api/requests/withdraw", () => HttpResponse.json({ success: false, msg: "customer has not deposited yet, try later" }, { status: 400 })));
    const user = userEvent.setup();
    renderWithClient(<WithdrawFlow />);
    await screen.findByTestId("withdraw-form");
    await user.type(amountInput(), "100");
    await user.click(submit());
    const alert = await screen.findByTestId("withdraw-error");
    expect(alert).toHaveTextContent("บัญชีนี้ยังไม่มีรายการฝากเงินที่สำเร็จ กรุณาฝากเงินก่อนแล้วจึงถอนได้");
    expect(alert).not.toHaveTextContent("customer has not deposited yet");
    expect(screen.queryByTestId("withdraw-process")).not.toBeInTheDocument();
  });

  it("a withdrawal waiting in pending_request (the family's profile) shows as in progress: no second form", async () => {
    const user = userEvent.setup();
    const first = renderWithClient(<WithdrawFlow />);
    await screen.findByTestId("withdraw-form");
    await user.type(amountInput(), "100");
    await user.click(submit());
    await screen.findByTestId("withdraw-process");
    first.unmount();
    renderWithClient(<WithdrawFlow />);
    const pending = await screen.findByTestId("withdraw-pending");
    expect(pending).toHaveTextContent(th.family.withdrawPendingTitle);
    expect(within(pending).getByTestId("withdraw-pending-amount")).toHaveTextContent("฿100.00");
    expect(within(pending).getByTestId("withdraw-pending-status")).toHaveTextContent(th.history.statuses.pending!);
    expect(screen.queryByTestId("withdraw-form")).not.toBeInTheDocument();
  });

  it("a backend's refusal in the family's words ({success: false, message}) is shown in Thai like ours", async () => {
    const user = userEvent.setup();
    renderWithClient(<WithdrawFlow />);
    await screen.findByTestId("withdraw-form");
    await user.type(amountInput(), "100");
    await user.click(submit());
    await screen.findByTestId("withdraw-process");
    // Another device shows no open request (its profile was read before), and asks again: the backend refuses.
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })));
    cleanupAll();
    renderWithClient(<WithdrawFlow />);
    await screen.findByTestId("withdraw-form");
    await user.type(amountInput(), "100");
    await user.click(submit());
    const alert = await screen.findByTestId("withdraw-error");
    expect(alert).toHaveTextContent(th.causes["a withdrawal is already pending"]!);
    expect(alert).not.toHaveTextContent("a withdrawal is already pending");
  });

  describe("with two-factor on", () => {
    beforeEach(() => setMockProtection(fixtureProfile.phone, { totp: { setUp: true, enabled: true, usedRecovery: new Set() } }));
    const codeInput = () => screen.getByLabelText(th.withdraw.totp);

    it("asks for the current code and sends it as totp", async () => {
      const user = userEvent.setup();
      renderWithClient(<WithdrawFlow />);
      await screen.findByTestId("withdraw-form");
      await user.type(amountInput(), "100");
      await user.click(submit());
      expect(await screen.findByText(th.protection.totpFormat)).toBeInTheDocument();
      expect(log.to("/api/requests/withdraw")).toHaveLength(0);
      await user.type(codeInput(), MOCK_TOTP_CODE);
      await user.click(submit());
      await screen.findByTestId("withdraw-process");
      expect(await log.bodiesTo("/api/requests/withdraw")).toEqual([{ phone: fixtureProfile.phone, amount: 100, totp: MOCK_TOTP_CODE }]);
    });

    it("a wrong code is refused on the field, the amount kept", async () => {
      const user = userEvent.setup();
      renderWithClient(<WithdrawFlow />);
      await screen.findByTestId("withdraw-form");
      await user.type(amountInput(), "100");
      await user.type(codeInput(), "000000");
      await user.click(submit());
      expect(await screen.findByTestId("withdraw-error")).toHaveTextContent(th.protection.totpWrong);
      expect(amountInput()).toHaveValue("100");
      expect(codeInput()).toHaveAttribute("aria-invalid", "true");
    });

    it("a backend without the 2fa call asks for the code once the withdrawal says it needs one", async () => {
      server.use(http.get("*/api/customers/2fa", () => HttpResponse.json({ message: "Not Found" }, { status: 404 })));
      const user = userEvent.setup();
      renderWithClient(<WithdrawFlow />);
      await screen.findByTestId("withdraw-form");
      expect(screen.queryByLabelText(th.withdraw.totp)).not.toBeInTheDocument();
      await user.type(amountInput(), "100");
      await user.click(submit());
      expect(await screen.findByTestId("withdraw-error")).toHaveTextContent(th.protection.totpRequired);
      await user.type(codeInput(), MOCK_TOTP_CODE);
      await user.click(submit());
      await screen.findByTestId("withdraw-process");
    });
  });

  it("without two-factor there is no code field and no totp is sent", async () => {
    const user = userEvent.setup();
    renderWithClient(<WithdrawFlow />);
    await screen.findByTestId("withdraw-form");
    expect(screen.queryByLabelText(th.withdraw.totp)).not.toBeInTheDocument();
    await user.type(amountInput(), "50");
    await user.click(submit());
    await screen.findByTestId("withdraw-process");
    expect(await log.bodiesTo("/api/requests/withdraw")).toEqual([{ phone: fixtureProfile.phone, amount: 50 }]);
  });
});
