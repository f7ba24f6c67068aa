import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { PrefetchOnIntent } from "@/components/layout/prefetch-on-intent";
import { Link } from "@/components/ui/link";

/* eslint-disable @next/next/no-html-link-for-pages */

const router = vi.hoisted(() => ({ prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
/** next/link as a plain anchor that shows the prefetch it was given. */
vi.mock("next/link", () => ({
  default: ({ prefetch, href, children }: { prefetch?: boolean | null; href: string; children: React.ReactNode }) => (
    <a href={href} data-prefetch={String(prefetch)}>
      {children}
    </a>
  ),
}));

beforeEach(() => {
  router.prefetch.mockReset();
  window.history.replaceState(null, "", "/");
});

function Page() {
  return (
    <>
      <PrefetchOnIntent />
      <a href="/deposit?from=home#top">
        <span>ฝากเงิน</span>
      </a>
      <a href="/withdraw">ถอนเงิน</a>
      <a href="https://elsewhere.example/x">outside</a>
      <a href="/history" target="_blank">new tab</a>
      <a href="/api/customers/history.csv" download>
        csv
      </a>
      <a href="/api/customers/profile">api</a>
      <a href="/">here</a>
      <p>no link</p>
    </>
  );
}

describe("PrefetchOnIntent", () => {
  it("prefetches a page's route once when a pointer comes over its link, whichever child it enters", () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText("ฝากเงิน"));
    fireEvent.pointerOver(screen.getByText("ฝากเงิน").parentElement!);
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith("/deposit?from=home");
  });

  it("prefetches on keyboard focus and again after the pointer has left and come back", () => {
    render(<Page />);
    fireEvent.focusIn(screen.getByText("ถอนเงิน"));
    fireEvent.pointerOver(screen.getByText("no link"));
    fireEvent.pointerOver(screen.getByText("ถอนเงิน"));
    expect(router.prefetch.mock.calls).toEqual([["/withdraw"], ["/withdraw"]]);
  });

  it("leaves other origins, new tabs, downloads, API answers and the page itself alone", () => {
    render(<Page />);
    for (const text of ["outside", "new tab", "csv", "api", "here", "no link"]) fireEvent.pointerOver(screen.getByText(text));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

describe("Link", () => {
  it("tells next/link not to prefetch on screen, unless a caller asks", () => {
    render(
      <>
        <Link href="/deposit">ฝากเงิน</Link>
        <Link href="/withdraw" prefetch>
          ถอนเงิน
        </Link>
      </>,
    );
    expect(screen.getByRole("link", { name: "ฝากเงิน" }).dataset.prefetch).toBe("false");
    expect(screen.getByRole("link", { name: "ถอนเงิน" }).dataset.prefetch).toBe("true");
  });
});
