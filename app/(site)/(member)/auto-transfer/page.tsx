import type { Metadata } from "next";
import { PageShell } from "@/components/page/page-shell";
import { AutoTransferView } from "@/components/wallet/auto-transfer-view";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.sitePages.autoTransfer.title };

/** /auto-transfer (member-only, proxy.ts): what ฝากออโต้ means here — the two accounts, the matching, the times. */
export default function AutoTransferPage() {
  return (
    <PageShell title={th.sitePages.autoTransfer.title} lead={th.sitePages.autoTransfer.lead}>
      <AutoTransferView />
    </PageShell>
  );
}
