import type { Metadata } from "next";
import { FormNotice } from "@/components/forms/form-notice";
import { PageShell } from "@/components/page/page-shell";
import { DepositBlocked } from "@/components/protection/deposit-blocked";
import { DepositFlow } from "@/components/wallet/deposit-flow";
import { noticeFrom } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { loadExclusion } from "../../../_data/protection";
import { accountPath } from "@/lib/protection/paths";

export const metadata: Metadata = { title: th.deposit.title };

/**
 * Deposit (member-only, proxy.ts): warning → form → transfer or QR box → the watch's outcome → home. A member timed
 * out or self-excluded is told why and until when instead.
 */
export default async function DepositPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [query, exclusion] = await Promise.all([searchParams, loadExclusion()]);
  return (
    <PageShell title={th.deposit.title} lead={th.deposit.lead}>
      {exclusion ? (
        <DepositBlocked
          title={th.playBlocked.depositTitle}
          msg={exclusion.msg}
          text={{ stillOpen: th.playBlocked.withdrawStillOpen, withdraw: th.nav.withdraw, history: th.nav.depositWithdrawData, details: th.playBlocked.details }}
          links={{ withdraw: paths.withdraw(), history: paths.history(2), details: accountPath("exclusion") }}
        />
      ) : (
        <>
          <FormNotice notice={noticeFrom(query)} />
          <DepositFlow />
        </>
      )}
    </PageShell>
  );
}
