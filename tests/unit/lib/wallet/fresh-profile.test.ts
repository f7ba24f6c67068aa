import { afterEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { profileQueryOptions } from "@/lib/customers/queries";
import { makeQueryClient } from "@/lib/query-client";
import { creditCheck } from "@/lib/wallet/use-credit-check";
import { refreshMember } from "@/lib/wallet/use-fresh-profile";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";

afterEach(() => creditCheck.reset());

describe("refreshMember (deposit, withdraw and the member's info as they open)", () => {
  it("reads the profile after check-credit, not a read already under way from before it", async () => {
    // The provider's balance becomes the credit when check-credit has answered; a read sent before it sees the old one.
    let checked = false;
    let releaseEarly!: () => void;
    const early = new Promise<void>((resolve) => (releaseEarly = resolve));
    server.use(
      http.get("*/api/customers/check-credit", () => {
        checked = true;
        return HttpResponse.json({ credit_success: true });
      }),
      http.get("*/api/customers/profile", async () => {
        const credit = checked ? "190.00" : "200.00";
        if (!checked) await early; // the page's first read lands late, after check-credit
        return HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: credit, credit_checking: 0 } });
      }),
    );
    const client = makeQueryClient();
    const first = client.fetchQuery(profileQueryOptions()).catch(() => null);
    await new Promise((r) => setTimeout(r, 10)); // the first read is on the wire
    const refreshed = refreshMember(client);
    await new Promise((r) => setTimeout(r, 10));
    releaseEarly();
    expect((await refreshed).ufabet_credit).toBe(190);
    expect(client.getQueryData(profileQueryOptions().queryKey)?.ufabet_credit).toBe(190);
    await first;
  });
});
