import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import hotToast from "react-hot-toast";
import { MemberStrip } from "@/components/layout/member-strip";
import { BalanceCard } from "@/components/wallet/balance-card";
import { CreditCheckDriver } from "@/components/wallet/credit-check-driver";
import { Toasts } from "@/components/session/toasts";
import { th } from "@/lib/i18n/th";
import { creditCheck } from "@/lib/wallet/use-credit-check";
import { useSessionStore } from "@/stores/session-store";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { recordRequests, renderWithClient } from "../helpers";

let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  // react-hot-toast's Toaster asks for prefers-reduced-motion; jsdom has no matchMedia.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
  // The fake clock also runs on its own, so Testing Library's waiting still works; advanceBy jumps the 5 s polls.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
  log = recordRequests();
});
afterEach(() => {
  log.stop();
  creditCheck.reset();
  useSessionStore.getState().reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advanceBy = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderPage() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const utils = renderWithClient(
    <>
      <CreditCheckDriver />
      <MemberStrip variant="bar" />
      <BalanceCard />
      <Toasts />
    </>,
  );
  return { user, ...utils };
}

describe("the credit refresh icon (the credit check)", () => {
  it("shows ดำเนินการเช็คเครดิต, spins every icon, then เช็คเครดิตเรียบร้อย with the new credit", async () => {
    let checked = false;
    server.use(
      http.get("*/api/customers/check-credit", () => {
        checked = true;
        return HttpResponse.json({ credit_success: true });
      }),
      http.get("*/api/customers/profile", () =>
        HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: checked ? "1250.00" : fixtureProfile.ufabet_credit } }),
      ),
      http.get("*/api/customers/check-turnover", () => HttpResponse.json({ credit_success: false, success: true })),
    );
    const { user } = renderPage();
    expect(await screen.findByTestId("credit")).toHaveTextContent("฿2,500.50");
    const icons = screen.getAllByRole("button", { name: th.labels.refreshCredit });
    expect(icons).toHaveLength(2);

    await user.click(icons[0]!);
    // Announced: each toast is a polite live region with its Thai text.
    const checking = await screen.findByRole("status");
    expect(checking).toHaveTextContent("ดำเนินการเช็คเครดิต");
    expect(checking).toHaveAttribute("aria-live", "polite");
    for (const icon of icons) {
      expect(icon).toBeDisabled();
      expect(icon).toHaveAttribute("aria-busy", "true");
    }
    await advanceBy(5_000);
    expect(await screen.findByText("เช็คเครดิตเรียบร้อย")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("เช็คเครดิตเรียบร้อย");
    expect(screen.getByTestId("credit")).toHaveTextContent("฿1,250.00");
    expect(screen.getByTestId("balance")).toHaveTextContent("฿1,250.00");
    for (const icon of icons) expect(icon).toBeEnabled();
    expect(log.to("/api/customers/check-credit")).toHaveLength(1);
    expect(log.to("/api/customers/check-turnover")).toHaveLength(1);
  });

  it("เช็คเครดิตเรียบร้อย stays on screen when the turnover check's warning follows: both toasts, in order", async () => {
    const msg = "ยอดเทิร์นโอเวอร์ของโปรโมชั่น: เล่นแล้ว 300.00 จาก 1,000.00 บาท (ขาดอีก 700.00 บาท)";
    server.use(
      http.get("*/api/customers/check-credit", () => HttpResponse.json({ credit_success: true })),
      http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })),
      http.get("*/api/customers/check-turnover", () => HttpResponse.json({ success: false, msg }, { status: 400 })),
    );
    hotToast.remove(); // the toasts of the tests before
    // Every toast text as it comes on screen, in order.
    const shown: string[] = [];
    const seen = () => {
      for (const el of document.querySelectorAll("[role=status], [role=alert]")) {
        const text = el.textContent ?? "";
        if (text && shown.at(-1) !== text && !shown.includes(text)) shown.push(text);
      }
    };
    const observer = new MutationObserver(seen);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { user } = renderPage();
    await screen.findByText("฿2,500.50", { selector: "[data-testid=credit]" });
    await user.click(screen.getAllByRole("button", { name: th.labels.refreshCredit })[0]!);
    await screen.findByText("ดำเนินการเช็คเครดิต");
    await advanceBy(5_000);
    await screen.findByText(msg);
    await advanceBy(2_000);
    observer.disconnect();
    // The warning came after เช็คเครดิตเรียบร้อย and did not take its place: both are on screen.
    expect(shown).toEqual(["ดำเนินการเช็คเครดิต", "เช็คเครดิตเรียบร้อย", msg]);
    expect(screen.getByText("เช็คเครดิตเรียบร้อย")).toBeInTheDocument();
    expect(screen.getByText(msg)).toBeInTheDocument();
  });

  it("timeout: credit_checking never returns to 0 → the third poll shows the error toast", async () => {
    server.use(
      http.get("*/api/customers/check-credit", () => HttpResponse.json({ credit_success: true })),
      http.get("*/api/customers/profile", () => HttpResponse.json({ data: { ...fixtureProfile, credit_checking: 1 } })),
    );
    const { user } = renderPage();
    await screen.findByText("฿2,500.50", { selector: "[data-testid=credit]" });
    await user.click(screen.getAllByRole("button", { name: th.labels.refreshCredit })[0]!);
    await screen.findByText("ดำเนินการเช็คเครดิต");
    await advanceBy(10_000);
    expect(screen.queryByText(/หมดระยะเวลาเช็คเครดิต/)).not.toBeInTheDocument();
    await advanceBy(5_000);
    const toast = await screen.findByText("หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน 2 ครั้ง");
    // An error is announced at once: an assertive alert, not a polite status.
    expect(toast).toHaveAttribute("role", "alert");
    expect(toast).toHaveAttribute("aria-live", "assertive");
    expect(within(document.body).getAllByRole("button", { name: th.labels.refreshCredit })[0]).toBeEnabled();
    expect(log.to("/api/customers/profile")).toHaveLength(4); // the first read + 3 polls
    await advanceBy(20_000);
    expect(log.to("/api/customers/profile")).toHaveLength(4); // polling stopped
  });
});
