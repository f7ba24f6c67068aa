import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { http, HttpResponse } from "msw";
import { AuthenticateView } from "@/components/auth/authenticate-view";
import { th } from "@/lib/i18n/th";
import { useSessionStore } from "@/stores/session-store";
import AuthenticatePage, { metadata } from "@/app/(register)/authenticate/page";
import * as authentication from "@/app/(register)/authentication/page";
import { server } from "../../../msw/server";
import { fixtureLoginCode, fixtureProfile } from "../../../msw/fixtures";
import { recordRequests, renderWithClient } from "../helpers";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
  router.replace.mockReset();
  router.refresh.mockReset();
  server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })));
});
afterEach(() => {
  requests.stop();
  useSessionStore.getState().reset();
  window.history.replaceState(null, "", "/");
});

function open(code: string | null) {
  window.history.replaceState(null, "", code ? `/authenticate?code=${code}` : "/authenticate");
  renderWithClient(
    <StrictMode>
      <AuthenticateView code={code} />
    </StrictMode>,
  );
}

describe("/authenticate", () => {
  it("exchanges the code once, drops it from the address bar, and goes home logged in", async () => {
    open(fixtureLoginCode);
    expect(screen.getByRole("status")).toHaveTextContent("กำลังเข้าสู่ระบบ…");
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/authenticate");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    expect(router.refresh).toHaveBeenCalled();
    expect(await requests.bodiesTo("/api/authenticate")).toEqual([{ code: fixtureLoginCode }]);
    expect(useSessionStore.getState().loggedIn).toBe(true);
    expect(Number(localStorage.getItem("tokenExpiration"))).toBeGreaterThan(Date.now());
  });

  it("says the link is invalid, with a way to /login, when the code is refused", async () => {
    open("an-unknown-code-0123456789");
    expect(await screen.findByRole("alert")).toHaveTextContent(th.accounts.loginCodeInvalid);
    expect(screen.getByRole("link", { name: th.authenticate.toLogin })).toHaveAttribute("href", "/login");
    expect(window.location.search).toBe("");
    expect(router.replace).not.toHaveBeenCalled();
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });

  it("a code can be used only once", async () => {
    open(fixtureLoginCode);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
    const again = await fetch(new URL("/api/authenticate", window.location.href), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: fixtureLoginCode }),
    });
    expect(again.status).toBe(422);
  });

  it("without a code says so and calls nothing", async () => {
    open(null);
    expect(screen.getByRole("alert")).toHaveTextContent(th.accounts.loginCodeInvalid);
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.seen).toHaveLength(0);
  });

  it("a too-short code is refused without a call", async () => {
    open("short");
    expect(await screen.findByRole("alert")).toHaveTextContent(th.accounts.loginCodeInvalid);
    expect(requests.to("/api/authenticate")).toHaveLength(0);
  });

  it("shows the network message when the API cannot be reached", async () => {
    server.use(http.post("*/api/authenticate", () => HttpResponse.error()));
    open(fixtureLoginCode);
    expect(await screen.findByRole("alert")).toHaveTextContent(th.api.network);
  });

  it("both routes are the same page, sending no Referer", () => {
    expect(metadata.referrer).toBe("no-referrer");
    expect(authentication.default).toBe(AuthenticatePage);
    expect(authentication.metadata).toBe(metadata);
  });
});
