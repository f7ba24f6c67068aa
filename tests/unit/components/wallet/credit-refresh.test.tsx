import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { CreditRefresh } from "@/components/wallet/credit-refresh";
import { th } from "@/lib/i18n/th";
import { useSessionStore } from "@/stores/session-store";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { recordRequests, renderWithClient } from "../helpers";

let log: ReturnType<typeof recordRequests>;
beforeEach(() => {
  useSessionStore.getState().loggedInUntil(Date.now() + 3_600_000);
  log = recordRequests();
});
afterEach(() => {
  log.stop();
  useSessionStore.getState().reset();
});

describe("the credit refresh icon", () => {
  it("asks the API to fetch the provider balance, then reads the profile", async () => {
    let checked = false;
    server.use(
      http.get("*/api/customers/check-credit", () => {
        checked = true;
        return HttpResponse.json({ credit_success: true });
      }),
      http.get("*/api/customers/profile", () =>
        HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: checked ? "99.00" : fixtureProfile.ufabet_credit } }),
      ),
    );
    const { client } = renderWithClient(<CreditRefresh />);
    await waitFor(() => expect(log.to("/api/customers/profile")).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: th.labels.refreshCredit }));
    await waitFor(() => expect(log.to("/api/customers/profile")).toHaveLength(2));
    const paths = log.seen.map((r) => new URL(r.url).pathname);
    expect(paths.indexOf("/api/customers/check-credit")).toBeLessThan(paths.lastIndexOf("/api/customers/profile"));
    await waitFor(() => expect(client.getQueryData<{ ufabet_credit: number }>(["customers", "profile"])?.ufabet_credit).toBe(99));
  });

  it("still reads the profile when the check fails", async () => {
    server.use(
      http.get("*/api/customers/check-credit", () => HttpResponse.json({ success: false, msg: "x" }, { status: 502 })),
      http.get("*/api/customers/profile", () => HttpResponse.json({ data: fixtureProfile })),
    );
    renderWithClient(<CreditRefresh />);
    await waitFor(() => expect(log.to("/api/customers/profile")).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: th.labels.refreshCredit }));
    await waitFor(() => expect(log.to("/api/customers/profile")).toHaveLength(2));
  });
});
