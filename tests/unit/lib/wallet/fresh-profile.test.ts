// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { profileQueryOptions } from "@/lib/customers/queries";
import { makeQueryClient } from "@/lib/query-client";
import { creditCheck } from "@/lib/wallet/use-credit-check";
import { REREADS, refreshMember } from "@/lib/wallet/use-fresh-profile";
import { useCreditCheckStore } from "@/stores/credit-check-store";
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

  it("reads again while the provider's balance is being fetched, and hands over to the credit check's poll only when it takes too long", async () => {
    let reads = 0;
    let checkingReads = 2;
    server.use(
      http.get("*/api/customers/check-credit", () => HttpResponse.json({ credit_success: true })),
      http.get("*/api/customers/profile", () => {
        reads++;
        const checking = checkingReads-- > 0 ? 1 : 0;
        return HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: checking ? "200.00" : "190.00", credit_checking: checking } });
      }),
    );
    const profile = await refreshMember(makeQueryClient());
    expect(profile.ufabet_credit).toBe(190);
    expect(reads).toBe(3);
    expect(useCreditCheckStore.getState().credit.status).toBe("idle");

    // Still fetching after every re-read: the credit check polls on.
    checkingReads = Infinity;
    reads = 0;
    const stale = await refreshMember(makeQueryClient());
    expect(stale.ufabet_credit).toBe(200);
    expect(reads).toBe(1 + REREADS);
    expect(useCreditCheckStore.getState().credit.status).toBe("checking");
  });
});

