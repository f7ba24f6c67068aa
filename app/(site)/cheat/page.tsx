import type { Metadata } from "next";
import { th } from "@/lib/i18n/th";
import { PageShell, Card } from "@/components/page/page-shell";
import { FormulaTruth, RtpTable } from "@/components/games/rtp-table";
import { OpenLoginPrompt } from "@/components/auth/open-login-prompt";
import { pageSession } from "../../_data/page-session";
import { loadSlotGames } from "../../_data/games";

export const metadata: Metadata = { title: th.formula.title };

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
  const games = await loadSlotGames();
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
