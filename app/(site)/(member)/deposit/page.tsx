import type { Metadata } from "next";
import { PageShell } from "@/components/page/page-shell";
import { DepositFlow } from "@/components/wallet/deposit-flow";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.deposit.title };

/** Deposit (member-only, proxy.ts): warning → form → transfer or QR box → the watch's outcome → home. */
export default function DepositPage() {
  return (
    <PageShell title={th.deposit.title} lead={th.deposit.lead}>
      <DepositFlow />
    </PageShell>
  );
}
