import type { Metadata } from "next";
import { PageShell, Card } from "@/components/page/page-shell";
import { TransferAccount } from "@/components/wallet/transfer-account";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.deposit.title };

/** Deposit: the account to transfer to, under the pre-deposit warning. (The automatic flow comes with the wallet.) */
export default function DepositPage() {
  return (
    <PageShell title={th.deposit.title} lead={th.deposit.lead}>
      <Card>
        <TransferAccount />
      </Card>
      <p>{th.deposit.pending}</p>
    </PageShell>
  );
}
