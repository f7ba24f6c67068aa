import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { DepositFlow } from "@/components/wallet/deposit-flow";
import { th } from "@/lib/i18n/th";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { qrPngBase64 } from "../../../msw/qr-png";
import { asLoggedInMember, renderWithClient } from "../helpers";

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }) }));

asLoggedInMember();
afterEach(() => sessionStorage.clear());

const PAYLOAD = "00020101021229370016A000000677010111011300668123456785303764540630000.005802TH6304ABCD";
const PNG = qrPngBase64(PAYLOAD);

/**
 * The reference API's own profile (server/wallet/history.ts pendingRequestOf), answered straight to the page as in
 * embedded mode (an override answers before the operator-mode adapter): a QR deposit's `qr_code` is bare base64, as
 * the API family writes it, and the page adds the `data:image/png;base64,` prefix itself.
 */
function openQrDeposit(qr_code: string) {
  server.use(
    http.get("*/api/customers/profile", () =>
      HttpResponse.json({
        success: true,
        data: {
          ...fixtureProfile,
          payment_gateway_status: true,
          pending_request: {
            id: 611,
            type: "deposit",
            method: "gateway",
            status: "pending",
            amount: "300.00",
            name: fixtureProfile.to_name,
            bank: null,
            account_number: null,
            expires_at: new Date(Date.now() + 900_000).toISOString(),
            created_at: new Date().toISOString(),
            qr_payload: PAYLOAD,
            qr_code,
          },
        },
      }),
    ),
  );
}

describe("the deposit QR image", () => {
  it("shows the API's bare base64 PNG with the prefix added once", async () => {
    openQrDeposit(PNG);
    renderWithClient(<DepositFlow />);
    const box = await screen.findByTestId("deposit-qr-box");
    const qr = within(box).getByTestId("qr-code");
    expect(qr.tagName).toBe("IMG");
    expect(qr.getAttribute("src")).toBe(`data:image/png;base64,${PNG}`);
    expect(qr).toHaveAccessibleName(th.deposit.qrAlt("300.00"));
  });

  it("never shows what is not bare base64 as an image: the page draws the PromptPay payload instead", async () => {
    openQrDeposit("https://evil.example/qr.png");
    renderWithClient(<DepositFlow />);
    const qr = within(await screen.findByTestId("deposit-qr-box")).getByTestId("qr-code");
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.getAttribute("data-payload")).toBe(PAYLOAD);
  });
});
