import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { RouteProgress } from "@/components/layout/route-progress";
import styles from "@/components/layout/route-progress.module.css";

/* Plain anchors stand in for next/link here: the bar listens to clicks on any <a>, which is what Link renders. */
/* eslint-disable @next/next/no-html-link-for-pages */

const s = styles as Record<"bar" | "running" | "done", string>;

const nav = vi.hoisted(() => ({ pathname: "/", search: new URLSearchParams() }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => nav.search,
}));

beforeEach(() => {
  vi.useFakeTimers();
  nav.pathname = "/";
  nav.search = new URLSearchParams();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page under the bar: links of each kind. Clicks are prevented in the bubble phase, as next/link does. */
function Page() {
  return (
    <>
      <RouteProgress />
      <nav onClick={(e) => e.preventDefault()}>
        <a href="/deposit">
          <span>ฝากเงิน</span>
        </a>
        <a href="https://elsewhere.example/x">outside</a>
        <a href="/withdraw" target="_blank">
          new tab
        </a>
        <a href="/">here</a>
      </nav>
    </>
  );
}

const bar = () => screen.getByRole("progressbar", { hidden: true });
const running = () => bar().getAttribute("aria-hidden") === "false" && bar().className.includes(s.running);

describe("RouteProgress (200 ms throttle)", () => {
  it("shows the bar for an internal link only after 200 ms", () => {
    expect(s.running).toMatch(/running/); // the CSS module really gives a class to look for
    render(<Page />);
    expect(bar()).toHaveAttribute("aria-hidden", "true");
    expect(bar().className).not.toContain(s.running);

    fireEvent.click(screen.getByText("ฝากเงิน"));
    act(() => vi.advanceTimersByTime(199));
    expect(bar()).toHaveAttribute("aria-hidden", "true");
    expect(bar().className).not.toContain(s.running);

    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toHaveAttribute("aria-hidden", "false");
    expect(bar().className).toContain(s.running);
  });

  it("never shows the bar for a navigation that finishes within 200 ms", () => {
    const { rerender } = render(<Page />);
    fireEvent.click(screen.getByText("ฝากเงิน"));
    act(() => vi.advanceTimersByTime(100));
    nav.pathname = "/deposit";
    rerender(<Page />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(bar()).toHaveAttribute("aria-hidden", "true");
    expect(bar().className).not.toContain(s.running);
  });

  it("finishes and hides once the new page arrives", () => {
    const { rerender } = render(<Page />);
    fireEvent.click(screen.getByText("ฝากเงิน"));
    act(() => vi.advanceTimersByTime(200));
    expect(running()).toBe(true);

    nav.pathname = "/deposit";
    rerender(<Page />);
    expect(bar().className).toContain(s.done);
    act(() => vi.advanceTimersByTime(600));
    expect(bar()).toHaveAttribute("aria-hidden", "true");
    expect(bar().className).not.toContain(s.done);
  });

  it.each([
    ["an external link", "outside"],
    ["a new-tab link", "new tab"],
    ["a link to the current page", "here"],
  ])("ignores %s", (_label, text) => {
    render(<Page />);
    fireEvent.click(screen.getByText(text));
    act(() => vi.advanceTimersByTime(1_000));
    expect(running()).toBe(false);
  });

  it("ignores a modified click (opening in a new tab)", () => {
    render(<Page />);
    fireEvent.click(screen.getByText("ฝากเงิน"), { ctrlKey: true });
    fireEvent.click(screen.getByText("ฝากเงิน"), { metaKey: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(running()).toBe(false);
  });

  it("starts on back/forward navigation too", () => {
    render(<Page />);
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    act(() => vi.advanceTimersByTime(200));
    expect(running()).toBe(true);
  });
});
