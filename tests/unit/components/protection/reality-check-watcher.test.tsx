import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { RealityCheckWatcher } from "@/components/protection/reality-check-watcher";
import { th } from "@/lib/i18n/th";
import { ACK_KEY } from "@/lib/protection/reality-check";
import { fixtureMember } from "../../../msw/fixtures";
import { setMockProtection } from "../../../msw/protection";
import { server } from "../../../msw/server";
import { asLoggedInMember, recordRequests, renderWithClient } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const MIN = 60_000;
const t = th.realityCheck;
asLoggedInMember();
let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  log = recordRequests();
});
afterEach(() => {
  log.stop();
  vi.useRealTimers();
});

const reads = () => log.to("/api/customers/reality-check").length;

describe("the reality check over a member's page", () => {
  it("appears when the interval comes round, with the time since login and this session's figures; เล่นต่อ until the next one", async () => {
    setMockProtection(fixtureMember.phone, { interval: 15 });
    renderWithClient(<RealityCheckWatcher />);
    await vi.waitFor(() => expect(reads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(15 * MIN - 5_000));
    expect(screen.queryByTestId("reality-check")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    const dialog = screen.getByTestId("reality-check");
    expect(screen.getByTestId("reality-check-elapsed")).toHaveTextContent("15 นาที");
    // The figures are read again as it shows (the mock: deposits 500, stakes 350, wins 120).
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(screen.getByTestId("reality-check-figures")).toBeInTheDocument());
    expect(screen.getByTestId("reality-check-result")).toHaveTextContent("−฿230.00");
    expect(screen.getByTestId("reality-check-net")).toHaveTextContent("+฿270.00");
    expect(dialog).toHaveTextContent(t.logout);

    fireEvent.click(screen.getByRole("button", { name: t.keepPlaying }));
    expect(screen.queryByTestId("reality-check")).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(ACK_KEY)!)).toMatchObject({ at: expect.any(Number) });
    await act(() => vi.advanceTimersByTimeAsync(14 * MIN));
    expect(screen.queryByTestId("reality-check")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1 * MIN + 1_000));
    expect(screen.getByTestId("reality-check-elapsed")).toHaveTextContent("30 นาที");
  });

  it("counts from the server's time, not the device's: a device clock two hours fast changes nothing", async () => {
    // The server says the session began just now; this device's clock is two hours ahead of it.
    server.use(
      http.get("*/api/customers/reality-check", () => {
        const serverNow = new Date(Date.now() - 120 * MIN).toISOString();
        return HttpResponse.json({ success: true, data: { interval_minutes: 30, session_started_at: serverNow, server_time: serverNow } });
      }),
    );
    renderWithClient(<RealityCheckWatcher />);
    await vi.waitFor(() => expect(reads()).toBe(1));
    // Read by the device's clock alone the session would be 2 hours old: the reminder would be due at once.
    await act(() => vi.advanceTimersByTimeAsync(29 * MIN));
    expect(screen.queryByTestId("reality-check")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1 * MIN + 1_000));
    expect(screen.getByTestId("reality-check-elapsed")).toHaveTextContent("30 นาที");
  });

  it("stays away while the interval is off", async () => {
    renderWithClient(<RealityCheckWatcher />);
    await vi.waitFor(() => expect(reads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(180 * MIN));
    expect(screen.queryByTestId("reality-check")).not.toBeInTheDocument();
  });

  it("ออกจากระบบ logs out", async () => {
    setMockProtection(fixtureMember.phone, { interval: 15 });
    renderWithClient(<RealityCheckWatcher />);
    await vi.waitFor(() => expect(reads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(15 * MIN + 1_000));
    fireEvent.click(screen.getByRole("button", { name: t.logout }));
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith("/login"));
    expect(log.to("/api/logout")).toHaveLength(1);
  });
});
