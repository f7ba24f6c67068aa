import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { HistoryView } from "@/components/wallet/history-view";
import { th } from "@/lib/i18n/th";
import { adaptFamilyAnswer } from "@/server/api/family/adapter";
import { server } from "../../../msw/server";
import { fixtureBonusHistory, fixtureProfile } from "../../../msw/fixtures";
import { asLoggedInMember, renderWithClient } from "../helpers";

asLoggedInMember();

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

  it("tab 1: every bonus with its Thai type, amount, status, date (dd/mm/yy HH:mm:ss, Bangkok), turnover and note", async () => {
    renderWithClient(<HistoryView tab={1} />);
    const list = await screen.findByTestId("history-bonus");
    const rows = within(list).getAllByTestId("history-row");
    expect(rows).toHaveLength(fixtureBonusHistory.length);
    // 2026-11-23T17:00:05Z is Tuesday 00:00:05 in Bangkok
    expect(rows[0]).toHaveTextContent("24/11/26 00:00:05");
    expect(rows[0]).toHaveTextContent("คืนยอดเสีย");
    expect(rows[0]).toHaveTextContent("ยอดเสียวันที่ 16/11/26 - 22/11/26");
    expect(rows[0]).toHaveTextContent("62.50");
    expect(rows[0]).toHaveTextContent("รอรับ");
    expect(rows[0]).toHaveTextContent("1 เท่า · 62.50 บาท");
    expect(rows[1]).toHaveTextContent("รางวัลวงล้อ");
    expect(rows[1]).toHaveTextContent("หมดเวลารับ");
    expect(rows[2]).toHaveTextContent("โบนัสเงินฝาก");
    expect(rows[2]).toHaveTextContent("จากรายการฝาก #900");
    expect(rows[2]).toHaveTextContent("1,000.00");
    expect(rows[2]).toHaveTextContent("รับแล้ว");
    // the real requirement: (deposit 1,000 + bonus 1,000) × 5, not the bonus × 5
    expect(rows[2]).toHaveTextContent("5 เท่า · 10,000.00 บาท");
    expect(within(list).queryByRole("button", { name: th.paging.more })).toBeNull();
  });

  it("tab 1: a bonus without turnover, one from a backend that does not say, and a type the site does not know", async () => {
    server.use(
      http.get("*/api/customers/history", () =>
        HttpResponse.json({
          data: [
            { id: 3, type: "cashback", status: "claimed", amount: "5.00", created_at: "2026-11-17T10:00:00Z", note: null, turnover: 0, turnover_amount: "0.00" },
            { id: 2, type: "bonus", status: "completed", amount: "50.00", created_at: "2026-11-17T10:00:00Z", note: "ทายผลบอล คู่ที่ 3 ถูก" },
            { id: 1, type: "โบนัสพิเศษ", status: "claimed", amount: "7.00", created_at: "2026-11-17T10:00:00Z", note: null },
          ],
        }),
      ),
    );
    renderWithClient(<HistoryView tab={1} />);
    const rows = within(await screen.findByTestId("history-bonus")).getAllByTestId("history-row");
    expect(rows[0]).toHaveTextContent(th.history.noTurnover);
    expect(rows[1]).toHaveTextContent("โบนัส");
    expect(rows[1]).toHaveTextContent("ทายผลบอล คู่ที่ 3 ถูก");
    expect(rows[1]).toHaveTextContent("สำเร็จ");
    expect(rows[1]).toHaveTextContent("-");
    expect(rows[2]).toHaveTextContent("โบนัสพิเศษ");
  });

  it("tab 1: pages — 'load more' asks for the next page until has_more is false", async () => {
    const asked: string[] = [];
    const row = (id: number) => ({ id, type: "spin", status: "claimed", amount: "10.00", created_at: "2026-11-17T10:00:00Z", note: null, turnover: 3, turnover_amount: "30.00" });
    server.use(
      http.get("*/api/customers/history", ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        asked.push(new URL(request.url).search);
        const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => 100 - i) : [80, 79];
        return HttpResponse.json({ data: ids.map(row), page, per_page: 20, has_more: page === 1 });
      }),
    );
    renderWithClient(<HistoryView tab={1} />);
    const list = await screen.findByTestId("history-bonus");
    expect(within(list).getAllByTestId("history-row")).toHaveLength(20);
    await userEvent.click(within(list).getByRole("button", { name: th.paging.more }));
    await vi.waitFor(() => expect(within(list).getAllByTestId("history-row")).toHaveLength(22));
    expect(within(list).queryByRole("button", { name: th.paging.more })).toBeNull();
    expect(asked).toEqual(["?type=bonus&page=1", "?type=bonus&page=2"]);
  });

  it("tab 1: the CSV download holds the loaded bonuses with their Thai labels and turnover", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
      created.push(b as Blob);
      return "blob:bonus";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderWithClient(<HistoryView tab={1} />);
    const list = await screen.findByTestId("history-bonus");
    await userEvent.click(within(list).getByRole("button", { name: th.history.download }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await created[0]!.text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("วันที่,ประเภท,จำนวนเงิน (บาท),สถานะ,เทิร์น (เท่า),ยอดเทิร์น (บาท),รายละเอียด");
    expect(lines[1]).toBe("24/11/26 00:00:05,คืนยอดเสีย,62.50,รอรับ,1,62.50,ยอดเสียวันที่ 16/11/26 - 22/11/26");
    expect(lines[3]).toBe("01/11/26 12:00:00,โบนัสเงินฝาก,1000.00,รับแล้ว,5,10000.00,จากรายการฝาก #900");
    expect(lines).toHaveLength(5);
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

  it("tab 2: dated rows, baht, status badges, the net deposit and the CSV download of every row (the API's export)", async () => {
    renderWithClient(<HistoryView tab={2} />);
    const table = await screen.findByTestId("history-money");
    const rows = within(table).getAllByTestId("history-row");
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent("20/11/26 21:05:09");
    expect(rows[0]).toHaveTextContent("ถอน");
    expect(rows[0]).toHaveTextContent("800.00");
    expect(rows[0]).toHaveTextContent("สำเร็จ");
    expect(rows[2]).toHaveTextContent("หมดเวลา");
    // Its cause as the API words it ("deposit time ended"), read in Thai.
    expect(rows[2]).toHaveTextContent("หมดเวลาทำรายการฝาก");
    expect(rows[2]).not.toHaveTextContent("deposit time ended");
    // 1,500.37 + 1,000.00 − 800.00 (the expired deposit does not count)
    expect(within(table).getByTestId("net-deposit")).toHaveTextContent("฿1,700.37");
    const download = within(table).getByRole("link", { name: th.history.download });
    expect(download).toHaveAttribute("href", "/api/customers/history/export");
    expect(download).toHaveAttribute("download", th.history.fileName);
    expect(within(table).queryByRole("button", { name: th.paging.more })).toBeNull();
    const csv = await fetch(new URL("/api/customers/history/export", window.location.href));
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("20/11/26 21:05:09,ถอน,800.00,สำเร็จ");
  });

  it("tab 2: 120 rows, 50 a page, newest first — ดูเพิ่ม adds the next page, never a row twice; the net deposit is the whole history's", async () => {
    const asked: string[] = [];
    const rows = Array.from({ length: 120 }, (_, i) => ({
      id: 5000 - i,
      type: i % 2 ? "withdraw" : "deposit",
      status: "completed",
      amount: "10.00",
      created_at: "2026-11-17T10:00:00Z",
      note: null,
    }));
    // A backend answering the whole list whatever limit and cursor say: the site pages it (the operator-mode adapter,
    // which an override answers before: it is passed here, as the BFF does).
    server.use(
      http.get("*/api/customers/history", ({ request }) => {
        asked.push(new URL(request.url).search);
        return adaptFamilyAnswer(request, HttpResponse.json({ data: rows, net_deposit: "12345.67" }), (r) => fetch(r));
      }),
    );
    renderWithClient(<HistoryView tab={2} />);
    const table = await screen.findByTestId("history-money");
    const shown = () => within(table).getAllByTestId("history-row");
    expect(shown()).toHaveLength(50);
    expect(within(table).getByTestId("net-deposit")).toHaveTextContent("฿12,345.67");
    await userEvent.click(within(table).getByRole("button", { name: th.paging.more }));
    await vi.waitFor(() => expect(shown()).toHaveLength(100));
    await userEvent.click(within(table).getByRole("button", { name: th.paging.more }));
    await vi.waitFor(() => expect(shown()).toHaveLength(120));
    expect(within(table).queryByRole("button", { name: th.paging.more })).toBeNull();
    expect(asked[0]).toBe("?type=deposit-withdraw&limit=50");
    expect(asked.slice(1).every((q) => q.startsWith("?type=deposit-withdraw&limit=50&cursor="))).toBe(true);
    expect(asked).toHaveLength(3);
  });

  it("tab 2: a backend whose every page names the same next cursor stops after one more page, without repeating rows", async () => {
    const page = (from: number) =>
      Array.from({ length: 50 }, (_, i) => ({ id: from - i, type: "deposit", status: "completed", amount: "1.00", created_at: "2026-11-17T10:00:00Z", note: null }));
    let calls = 0;
    server.use(
      http.get("*/api/customers/history", () => {
        calls++;
        return HttpResponse.json({ data: page(calls === 1 ? 900 : 850), next_cursor: "c2" });
      }),
    );
    renderWithClient(<HistoryView tab={2} />);
    const table = await screen.findByTestId("history-money");
    await userEvent.click(within(table).getByRole("button", { name: th.paging.more }));
    await vi.waitFor(() => expect(within(table).getAllByTestId("history-row")).toHaveLength(100));
    expect(within(table).queryByRole("button", { name: th.paging.more })).toBeNull();
    expect(calls).toBe(2);
  });
});
