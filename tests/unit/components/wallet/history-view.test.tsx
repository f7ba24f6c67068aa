import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { HistoryView } from "@/components/wallet/history-view";
import { th } from "@/lib/i18n/th";
import { useSessionStore } from "@/stores/session-store";
import { actAsMember } from "../../../msw/handlers";
import { server } from "../../../msw/server";
import { fixtureBonusHistory, fixtureProfile } from "../../../msw/fixtures";
import { renderWithClient } from "../helpers";

beforeEach(() => {
  useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
  actAsMember();
});
afterEach(() => {
  useSessionStore.getState().reset();
  vi.restoreAllMocks();
});

describe("history", () => {
  it("tab 0: the account info, with the tabs as links and the current one marked", async () => {
    renderWithClient(<HistoryView tab={0} />);
    const info = await screen.findByTestId("history-account");
    expect(info).toHaveTextContent("081-234-5678");
    expect(info).toHaveTextContent(fixtureProfile.name);
    expect(info).toHaveTextContent("ธนาคารกสิกรไทย");
    expect(info).toHaveTextContent(fixtureProfile.account_number);
    expect(screen.getByRole("link", { name: th.history.tabs[0] })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: th.history.tabs[2] })).toHaveAttribute("href", "/history?tab=2");
  });

  it("tab 1: activity bonus records", async () => {
    renderWithClient(<HistoryView tab={1} />);
    const list = await screen.findByTestId("history-bonus");
    expect(list).toHaveTextContent(fixtureBonusHistory[0]!.note);
    expect(list).toHaveTextContent("50.00");
  });

  it("an empty tab says so and offers the next step: deposit (tab 2) or the promotions (tab 1)", async () => {
    server.use(http.get("*/api/customers/history", () => HttpResponse.json({ data: [] })));
    const { unmount } = renderWithClient(<HistoryView tab={2} />);
    const money = await screen.findByTestId("history-money");
    expect(money).toHaveTextContent(th.history.empty);
    expect(within(money).getByRole("link", { name: th.history.emptyAction })).toHaveAttribute("href", "/deposit");
    expect(within(money).queryAllByTestId("history-row")).toHaveLength(0);
    unmount();
    renderWithClient(<HistoryView tab={1} />);
    const bonus = await screen.findByTestId("history-bonus");
    expect(bonus).toHaveTextContent(th.history.bonusEmpty);
    expect(within(bonus).getByRole("link", { name: th.history.bonusEmptyAction })).toHaveAttribute("href", "/promotion");
  });

  it("tab 2: dated rows, baht, status badges, the net deposit and a CSV download", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
      created.push(b as Blob);
      return "blob:history";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderWithClient(<HistoryView tab={2} />);
    const table = await screen.findByTestId("history-money");
    const rows = within(table).getAllByTestId("history-row");
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent("20/11/26 21:05:09");
    expect(rows[0]).toHaveTextContent("ถอน");
    expect(rows[0]).toHaveTextContent("800.00");
    expect(rows[0]).toHaveTextContent("สำเร็จ");
    expect(rows[2]).toHaveTextContent("หมดเวลา");
    // 1,500.37 + 1,000.00 − 800.00 (the expired deposit does not count)
    expect(within(table).getByTestId("net-deposit")).toHaveTextContent("฿1,700.37");
    await userEvent.click(within(table).getByRole("button", { name: th.history.download }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await created[0]!.text();
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain("20/11/26 21:05:09,ถอน,800.00,สำเร็จ");
  });
});
