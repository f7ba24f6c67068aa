import type { Metadata } from "next";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { PageShell, Card } from "@/components/page/page-shell";
import { FormulaTruth, RtpTable } from "@/components/games/rtp-table";
import { OpenLoginPrompt } from "@/components/auth/open-login-prompt";
import { pageSession } from "../../_data/page-session";
import { loadRtp } from "../../_data/games";

export const metadata: Metadata = { title: th.formula.title };

/** The RTP table's rows a page (`?rtp=` continues after the last one shown). */
const RTP_ROWS = 50;

/** The honest slot-formula page (docs/product.md#deliberate-deviations). A visitor gets the login popup instead. */
export default async function CheatPage({ searchParams }: { searchParams: Promise<{ rtp?: string | string[] }> }) {
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
  const raw = (await searchParams).rtp;
  const from = (Array.isArray(raw) ? raw[0] : raw) || null;
  const rtp = await loadRtp(RTP_ROWS, from ?? undefined);
  return (
    <PageShell title={th.formula.title} lead={th.formula.lead}>
      <Card>
        <FormulaTruth />
      </Card>
      <Card>
        <RtpTable games={rtp.games} paging={{ path: paths.cheat(), next: rtp.next, from }} />
      </Card>
    </PageShell>
  );
}
