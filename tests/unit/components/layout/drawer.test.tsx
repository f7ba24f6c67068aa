import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { Drawer } from "@/components/layout/drawer";
import { th } from "@/lib/i18n/th";
import { useUiStore } from "@/stores/ui-store";
import { renderWithClient } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

afterEach(() => useUiStore.getState().closeAll());

describe("member drawer", () => {
  it("links to /changepassword with the key icon", () => {
    useUiStore.getState().openDrawer();
    renderWithClient(<Drawer lineUrl="https://line.example/x" />);
    const link = screen.getByRole("link", { name: th.nav.changePassword });
    expect(link).toHaveAttribute("href", "/changepassword");
    expect(link.querySelector("svg")).not.toBeNull();
  });

  it("leads to /account and, one tap away, its self-exclusion section (issue 16)", () => {
    useUiStore.getState().openDrawer();
    renderWithClient(<Drawer lineUrl="https://line.example/x" />);
    expect(screen.getByRole("link", { name: th.safetyLinks.account })).toHaveAttribute("href", "/account");
    expect(screen.getByRole("link", { name: th.safetyLinks.exclusion })).toHaveAttribute("href", "/account#exclusion");
  });
});

describe("the member pages' drawer (member-only.tsx)", () => {
  it("draws nothing until the menu opens it, then the dialog, and keeps it drawn once closed", async () => {
    const { Drawer: LaterDrawer } = await import("@/components/layout/member-only");
    renderWithClient(<LaterDrawer lineUrl="https://line.example/x" />);
    // Its code is loaded (as when the page goes idle) and React has settled: still nothing drawn.
    await act(async () => {
      await import("@/components/layout/drawer");
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByTestId("drawer")).toBeNull();
    act(() => useUiStore.getState().openDrawer());
    expect(await screen.findByTestId("drawer")).toBeInTheDocument();
    act(() => useUiStore.getState().closeDrawer());
    expect(screen.getByTestId("drawer")).toBeInTheDocument();
  });
});
