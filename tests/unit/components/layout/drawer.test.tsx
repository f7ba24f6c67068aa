import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { Drawer } from "@/components/layout/drawer";
import { th } from "@/lib/i18n/th";
import { useSessionStore } from "@/stores/session-store";
import { useUiStore } from "@/stores/ui-store";
import { actAsMember } from "../../../msw/handlers";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { recordRequests, renderWithClient } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

afterEach(() => useUiStore.getState().closeAll());

describe("member drawer", () => {
  it("links to /changepassword with the key icon", () => {
    useUiStore.getState().openDrawer();
    renderWithClient(<Drawer lineUrl="https://line.example/x" />);
    const link = screen.getByRole("link", { name: th.nav.changePassword });
    expect(link).toHaveAttribute("href", "/changepassword");
    expect(link.querySelector("i")?.className).toMatch(/key/);
  });

  it("leads to /account and, one tap away, its self-exclusion section", () => {
    useUiStore.getState().openDrawer();
    renderWithClient(<Drawer lineUrl="https://line.example/x" />);
    expect(screen.getByRole("link", { name: th.safetyLinks.account })).toHaveAttribute("href", "/account");
    expect(screen.getByRole("link", { name: th.safetyLinks.exclusion })).toHaveAttribute("href", "/account#exclusion");
  });
});

describe("opening the drawer (the member's info)", () => {
  beforeEach(() => {
    useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
    actAsMember();
  });
  afterEach(() => useSessionStore.getState().reset());

  it("refreshes the credit from the game provider each time, the icon spinning meanwhile", async () => {
    const log = recordRequests();
    let credit = "200.20";
    server.use(
      http.get("*/api/customers/check-credit", () => {
        credit = credit === "200.20" ? "140.20" : "90.00";
        return HttpResponse.json({ credit_success: true });
      }),
      http.get("*/api/customers/profile", () => HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: credit } })),
    );
    const { client } = renderWithClient(<Drawer lineUrl="https://line.example/x" />);
    client.setQueryData(["customers", "profile"], { ...fixtureProfile, ufabet_credit: 200.2 });
    expect(log.to("/api/customers/check-credit")).toHaveLength(0);

    act(() => useUiStore.getState().openDrawer());
    const figure = screen.getByTestId("drawer-credit");
    const icon = screen.getByRole("button", { name: th.labels.refreshCredit });
    expect(figure).toHaveAttribute("aria-busy", "true");
    expect(icon).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(figure).toHaveTextContent("฿140.20"));
    await waitFor(() => expect(icon).toHaveAttribute("aria-busy", "false"));
    expect(figure).toHaveAttribute("aria-busy", "false");

    act(() => useUiStore.getState().closeDrawer());
    act(() => useUiStore.getState().openDrawer());
    await waitFor(() => expect(figure).toHaveTextContent("฿90.00"));
    expect(log.to("/api/customers/check-credit")).toHaveLength(2);
    log.stop();
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
