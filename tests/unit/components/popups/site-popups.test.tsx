import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { SitePopups } from "@/components/popups/site-popups";
import { useSessionStore } from "@/stores/session-store";
import { MAINTENANCE_COOKIE, SEEN_NEWS_KEY } from "@/lib/popups/storage";
import { actAsMember, resetMockBackend } from "../../../msw/handlers";
import { fixtureMember, fixtureSiteInfo } from "../../../msw/fixtures";
import { MOCK_MAINTENANCE, notifyMock, setMockMaintenance, setMockNews } from "../../../msw/messages";
import { recordRequests, renderWithClient } from "../helpers";

const info = fixtureSiteInfo;
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  resetMockBackend();
  localStorage.clear();
  Cookies.remove(MAINTENANCE_COOKIE, { path: "/" });
  useSessionStore.setState({ loggedIn: false });
  requests = recordRequests();
});
afterEach(() => {
  requests.stop();
  actAsMember(null);
  vi.restoreAllMocks();
});

describe("SitePopups", () => {
  it("shows the maintenance popup; closing with the box ticked stores false for 3600 s on path /", async () => {
    setMockMaintenance({ ...MOCK_MAINTENANCE, img: "https://cdn.example/m.png", img_url: "https://line.example/promo" });
    const set = vi.spyOn(Cookies, "set");
    renderWithClient(<SitePopups info={info} />);
    const popup = await screen.findByTestId("maintenance-popup");
    expect(screen.getByTestId("maintenance-content").innerHTML).toBe(MOCK_MAINTENANCE.content);
    expect(popup.querySelector('a[href="https://line.example/promo"] img')).not.toBeNull();
    expect(screen.getByRole("link", { name: info.name })).toHaveAttribute("href", info.line);
    await userEvent.click(screen.getByLabelText("ไม่ต้องแสดงข้อความนี้อีก"));
    const before = Date.now();
    await userEvent.click(screen.getAllByRole("button", { name: "ปิด" })[1]!);
    await waitFor(() => expect(screen.queryByTestId("maintenance-popup")).toBeNull());
    expect(set).toHaveBeenCalledWith(MAINTENANCE_COOKIE, "false", expect.objectContaining({ path: "/" }));
    const expires = (set.mock.calls[0]![2] as { expires: Date }).expires.getTime();
    expect(Math.round((expires - before) / 1000)).toBeGreaterThanOrEqual(3599);
    expect(Math.round((expires - before) / 1000)).toBeLessThanOrEqual(3601);
    expect(Cookies.get(MAINTENANCE_COOKIE)).toBe("false");
  });

  it("closing without the box stores nothing; with the cookie false the call is not made", async () => {
    setMockMaintenance(MOCK_MAINTENANCE);
    const first = renderWithClient(<SitePopups info={info} />);
    await screen.findByTestId("maintenance-popup");
    await userEvent.click(screen.getAllByRole("button", { name: "ปิด" })[0]!);
    await waitFor(() => expect(screen.queryByTestId("maintenance-popup")).toBeNull());
    expect(Cookies.get(MAINTENANCE_COOKIE)).toBeUndefined();
    first.unmount();

    Cookies.set(MAINTENANCE_COOKIE, "false", { path: "/" });
    const before = requests.to("/api/maintenance").length;
    renderWithClient(<SitePopups info={info} />);
    await waitFor(() => expect(requests.to("/api/news/popup").length).toBeGreaterThan(0));
    expect(requests.to("/api/maintenance").length).toBe(before);
    expect(screen.queryByTestId("maintenance-popup")).toBeNull();
  });

  it("only logs a failed maintenance call", async () => {
    const { server } = await import("../../../msw/server");
    const { http, HttpResponse } = await import("msw");
    server.use(http.get("*/api/maintenance", () => HttpResponse.json({ message: "x" }, { status: 500 })));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    setMockNews([{ id: 4, title: "โปรวันนี้", content: "<p>ฝาก 100 รับ 200</p>" }]);
    renderWithClient(<SitePopups info={info} />);
    await screen.findByTestId("news-popup");
    expect(warn).toHaveBeenCalled();
  });

  it("shows each news item once per browser, one at a time", async () => {
    setMockNews([
      { id: 7, title: "ข่าวหนึ่ง", content: "<p>หนึ่ง</p>" },
      { id: 8, title: "ข่าวสอง", content: "<p>สอง</p>" },
    ]);
    const first = renderWithClient(<SitePopups info={info} />);
    expect(await screen.findByRole("heading", { name: "ข่าวหนึ่ง" })).toBeVisible();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    await userEvent.click(screen.getAllByRole("button", { name: "ปิด" })[1]!);
    expect(await screen.findByRole("heading", { name: "ข่าวสอง" })).toBeVisible();
    await userEvent.click(screen.getAllByRole("button", { name: "ปิด" })[1]!);
    await waitFor(() => expect(screen.queryByTestId("news-popup")).toBeNull());
    expect(JSON.parse(localStorage.getItem(SEEN_NEWS_KEY)!)).toEqual([7, 8]);
    first.unmount();

    renderWithClient(<SitePopups info={info} />);
    await waitFor(() => expect(requests.to("/api/news/popup").length).toBe(2));
    expect(screen.queryByTestId("news-popup")).toBeNull();
  });

  it("shows a member's notification after maintenance and before news; submit marks it read", async () => {
    actAsMember(fixtureMember.phone);
    useSessionStore.setState({ loggedIn: true });
    setMockMaintenance(MOCK_MAINTENANCE);
    setMockNews([{ id: 1, title: "ข่าว", content: "ข่าว" }]);
    const id = notifyMock(fixtureMember.phone, "ยอดฝาก 500 บาทเข้าแล้ว");
    renderWithClient(<SitePopups info={info} />);

    await screen.findByTestId("maintenance-popup");
    expect(screen.queryByTestId("notification-popup")).toBeNull();
    await userEvent.click(screen.getAllByRole("button", { name: "ปิด" })[1]!);

    const note = await screen.findByTestId("notification-popup");
    expect(screen.getByRole("heading", { name: "การแจ้งเตือน" })).toBeVisible();
    expect(screen.getByTestId("notification-message")).toHaveTextContent("ยอดฝาก 500 บาทเข้าแล้ว");
    expect(screen.getByRole("link", { name: /แอดไลน์ VIP/ })).toHaveAttribute("href", info.vip_line);
    expect(screen.queryByTestId("news-popup")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "ตกลง" }));
    await waitFor(() => expect(requests.to(`/api/customers/notifications/${id}/read`)).toHaveLength(1));
    expect(note).not.toBeInTheDocument();

    expect(await screen.findByTestId("news-popup")).toBeVisible();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});
