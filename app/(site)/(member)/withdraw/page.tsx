import type { Metadata } from "next";
import { PageShell } from "@/components/page/page-shell";
import { WithdrawFlow } from "@/components/wallet/withdraw-flow";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.withdraw.title };

/** Withdraw (member-only, proxy.ts): the registered account, the amount, then WithdrawProcess. */
export default function WithdrawPage() {
  return (
    <PageShell title={th.withdraw.title} lead={th.withdraw.lead}>
      <WithdrawFlow />
    </PageShell>
  );
}
