import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { MemberStrip } from "@/components/layout/member-strip";
import { BalanceCard } from "@/components/wallet/balance-card";
import type { Wallet } from "@/lib/customers/wallet";
import { server } from "../../../msw/server";
import { fixtureProfile } from "../../../msw/fixtures";
import { asLoggedInMember, renderWithClient } from "../helpers";

asLoggedInMember();

/** What the page was rendered with (app/_data/wallet.ts): the member's figures a moment before the poll. */
const rendered: Wallet = { phone: "0812345678", name: "สมชาย ใจดี", credit: 1250, bonusTotal: 300, bonusPending: 40 };

describe("the member's figures from the page's own render", () => {
  it("show the rendered credit, phone and bonuses before the profile answers, never ฿0.00, then the profile's", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get("*/api/customers/profile", async () => {
        await answered;
        await delay(10);
        return HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: "1300.50", bonus_total: "350.00", bonus_pending: "0.00" } });
      }),
    );
    renderWithClient(
      <>
        <MemberStrip variant="bar" wallet={rendered} />
        <BalanceCard wallet={rendered} />
      </>,
    );
    const strip = screen.getByTestId("member-strip-bar");
    expect(within(strip).getByTestId("credit")).toHaveTextContent("฿1,250.00");
    expect(strip).toHaveTextContent("081-234-5678");
    expect(screen.getByTestId("balance")).toHaveTextContent("฿1,250.00");
    expect(screen.getByTestId("balance-card")).toHaveTextContent("081-234-5678 · สมชาย ใจดี");
    expect(screen.getByTestId("strip-bonus-total")).toHaveTextContent("฿300.00");
    expect(screen.getByTestId("strip-bonus-pending")).toHaveTextContent("฿40.00");

    answer();
    await waitFor(() => expect(screen.getByTestId("balance")).toHaveTextContent("฿1,300.50"));
    expect(within(strip).getByTestId("credit")).toHaveTextContent("฿1,300.50");
    expect(screen.getByTestId("balance-card")).toHaveTextContent(`081-234-5678 · ${fixtureProfile.name}`);
    expect(screen.getByTestId("strip-bonus-total")).toHaveTextContent("฿350.00");
    expect(screen.getByTestId("strip-bonus-pending")).toHaveTextContent("฿0.00");
  });

  it("without rendered figures (the API did not answer the page), the parts wait for the profile as before", async () => {
    server.use(http.get("*/api/customers/profile", () => HttpResponse.json({ data: { ...fixtureProfile, ufabet_credit: "75.25" } })));
    renderWithClient(<BalanceCard wallet={null} />);
    expect(screen.getByTestId("balance-card")).not.toHaveTextContent("081-234-5678");
    await waitFor(() => expect(screen.getByTestId("balance")).toHaveTextContent("฿75.25"));
  });
});
