import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { makeQueryClient } from "@/lib/query-client";
import { useSessionStore } from "@/stores/session-store";
import { actAsMember } from "../../msw/handlers";
import { server } from "../../msw/server";

/** Renders inside a fresh QueryClient, as the app's providers do. */
export function renderWithClient(ui: ReactElement) {
  const client = makeQueryClient();
  const utils = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { client, ...utils };
}

/**
 * The file's tests run as the QA fixture member with a live session (the session store logged in, MSW answering as
 * that member); after each, the store is reset and spies restored. Call at the top level of a test file.
 */
export function asLoggedInMember() {
  beforeEach(() => {
    useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
    actAsMember();
  });
  afterEach(() => {
    useSessionStore.getState().reset();
    vi.restoreAllMocks();
  });
}

/** Every request MSW sees, cloned before anyone reads its body. Call in beforeEach; stop() in afterEach. */
export function recordRequests() {
  const seen: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    seen.push(request.clone());
  };
  server.events.on("request:start", record);
  return {
    seen,
    to: (path: string) => seen.filter((r) => new URL(r.url).pathname === path),
    bodiesTo: (path: string) => Promise.all(seen.filter((r) => new URL(r.url).pathname === path).map((r) => r.clone().json())),
    stop: () => server.events.removeListener("request:start", record),
  };
}

/**
 * Every form on screen (or `within`) posts to `action`: a form sent before the page's script takes it over must never be a GET,
 * which would put its fields (a password, an OTP, an amount) in the address.
 */
export function expectFormsPostTo(action: string, within: ParentNode = document) {
  const forms = [...within.querySelectorAll("form")];
  expect(forms.length).toBeGreaterThan(0);
  for (const form of forms) {
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", action);
  }
}
