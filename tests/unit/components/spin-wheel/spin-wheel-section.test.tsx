import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { SpinWheelSection, SPIN_MS } from "@/components/spin-wheel/spin-wheel-section";
import { th } from "@/lib/i18n/th";
import { SPIN_PRIZES } from "@/lib/spin-wheel/prizes";
import { restingAngle } from "@/lib/spin-wheel/wheel";
import { useUiStore } from "@/stores/ui-store";
import { actAsMember } from "../../../msw/handlers";
import { setMockSpinPrize } from "../../../msw/spin-wheel";
import { server } from "../../../msw/server";
import { recordRequests, renderWithClient } from "../helpers";

let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  log = recordRequests();
});
afterEach(() => {
  log.stop();
  useUiStore.getState().closeAll();
  vi.unstubAllGlobals();
});

const disc = () => screen.getByTestId("spin-wheel-disc");
const restsOn = (index: number) => ((Number(disc().dataset.rotation) % 360) + 360) % 360 === restingAngle(index, SPIN_PRIZES.length);

describe("the spin wheel for a member", () => {
  beforeEach(() => actAsMember());

  it("publishes the prizes with their chances, turns to the server's prize, and claims it from the dialog", async () => {
    const user = userEvent.setup();
    setMockSpinPrize(4); // the server draws ฿50
    renderWithClient(<SpinWheelSection loggedIn />);
    const table = screen.getByTestId("spin-prizes");
    expect(within(table).getAllByRole("row")).toHaveLength(SPIN_PRIZES.length + 1);
    expect(table).toHaveTextContent("1 บาท50%");
    expect(table).toHaveTextContent("100 บาท0.5%");
    expect(screen.getByText(th.spinWheel.terms(3, 7))).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: th.spinWheel.spin }));
    const dialog = await screen.findByTestId("spin-result");
    await waitFor(() => expect(dialog).toHaveAttribute("open"));
    expect(within(dialog).getByTestId("spin-prize")).toHaveTextContent("฿50");
    expect(dialog).toHaveTextContent(th.spinWheel.won("50"));
    expect(restsOn(4)).toBe(true);
    expect(Number(disc().dataset.rotation)).toBeGreaterThanOrEqual(5 * 360);
    const [spinCall] = log.to("/api/spin-wheel/spin");
    expect(spinCall!.headers.get("idempotency-key")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: th.spinWheel.claim }));
    expect(await within(dialog).findByTestId("spin-claim-msg")).toHaveTextContent(th.bonus.claimedWithTurnover("50", "150"));
    expect(within(dialog).queryByRole("button", { name: th.spinWheel.claim })).not.toBeInTheDocument();
    expect(log.to(`/api/customers/get-bonus/${9_001}`)).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: th.spinWheel.close }));
    const today = await screen.findByTestId("spin-today");
    expect(today).toHaveTextContent(th.spinWheel.spunToday("50"));
    expect(screen.getByTestId("spin-next")).toHaveTextContent(/หมุนได้อีกครั้ง \d\d\/\d\d\/\d\d 00:00:00/);
    expect(screen.queryByRole("button", { name: th.spinWheel.spin })).not.toBeInTheDocument();
  });

  it("shows a member who already spun today the prize and the next spin time, resting on it", async () => {
    setMockSpinPrize(1);
    await fetch(new URL("/api/spin-wheel/spin", window.location.href), { method: "POST" });
    renderWithClient(<SpinWheelSection loggedIn />);
    expect(await screen.findByTestId("spin-today")).toHaveTextContent(th.spinWheel.spunToday("5"));
    expect(restsOn(1)).toBe(true);
    expect(screen.queryByTestId("spin-button")).not.toBeInTheDocument();
  });

  it("shows the server's Thai refusal in the dialog", async () => {
    const user = userEvent.setup();
    server.use(http.post("*/api/spin-wheel/spin", () => HttpResponse.json({ success: false, msg: th.spinWheel.alreadySpun }, { status: 400 })));
    renderWithClient(<SpinWheelSection loggedIn />);
    await user.click(await screen.findByRole("button", { name: th.spinWheel.spin }));
    const dialog = await screen.findByTestId("spin-result");
    await waitFor(() => expect(dialog).toHaveAttribute("open"));
    expect(dialog).toHaveTextContent(th.spinWheel.alreadySpun);
    expect(within(dialog).queryByRole("button", { name: th.spinWheel.claim })).not.toBeInTheDocument();
  });

  it("animates to the result when motion is allowed, and only then opens the dialog", async () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} }));
    const user = userEvent.setup();
    setMockSpinPrize(0);
    renderWithClient(<SpinWheelSection loggedIn />);
    await user.click(await screen.findByRole("button", { name: th.spinWheel.spin }));
    await waitFor(() => expect(disc().style.transition).toContain(`${SPIN_MS}ms`));
    expect(restsOn(0)).toBe(true);
    expect(screen.getByTestId("spin-button")).toBeDisabled();
    expect(screen.getByTestId("spin-result")).not.toHaveAttribute("open");
    await waitFor(() => expect(screen.getByTestId("spin-result")).toHaveAttribute("open"), { timeout: SPIN_MS + 3000 });
  }, 15_000);
});

describe("the spin wheel for a visitor", () => {
  it("shows the published prizes without calling the API, and the spin button opens the log-in prompt", async () => {
    const user = userEvent.setup();
    renderWithClient(<SpinWheelSection loggedIn={false} />);
    expect(screen.getByTestId("spin-prizes")).toHaveTextContent("10 บาท12%");
    await user.click(screen.getByRole("button", { name: th.spinWheel.loginToSpin }));
    expect(useUiStore.getState().loginPromptOpen).toBe(true);
    expect(log.seen).toHaveLength(0);
  });
});
