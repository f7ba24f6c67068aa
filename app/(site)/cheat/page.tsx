import type { Metadata } from "next";
import { customersProduct, type Game } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { serverApi } from "@/server/api/server-client";
import { PageShell, Card } from "@/components/page/page-shell";
import { FormulaTruth, RtpTable } from "@/components/games/rtp-table";
import { OpenLoginPrompt } from "@/components/auth/open-login-prompt";
import { pageSession } from "../../_data/page-session";

export const metadata: Metadata = { title: th.formula.title };

const SLOT_CATEGORIES = ["slot", "slot-itp", "hack-slot"] as const;

/** The honest slot-formula page (DESIGN.md §6.4). A visitor gets the login popup instead (SPEC.md §2). */
export default async function CheatPage() {
  const { loggedIn } = await pageSession();
  if (!loggedIn) {
    return (
      <PageShell title={th.formula.title} lead={th.formula.visitor}>
        <Card>
          <FormulaTruth />
        </Card>
        <OpenLoginPrompt />
      </PageShell>
    );
  }
  const api = serverApi();
  const lists = await Promise.all(
    SLOT_CATEGORIES.map((product) =>
      api(customersProduct, { params: { product } })
        .then((r) => r.data)
        .catch(() => [] as Game[]),
    ),
  );
  const games = [...new Map(lists.flat().map((g) => [g.id, g])).values()];
  return (
    <PageShell title={th.formula.title} lead={th.formula.lead}>
      <Card>
        <FormulaTruth />
      </Card>
      <Card>
        <RtpTable games={games} />
        <p>{th.formula.advice}</p>
      </Card>
    </PageShell>
  );
}
