import type { Metadata } from "next";
import { FormNotice } from "@/components/forms/form-notice";
import { PageShell } from "@/components/page/page-shell";
import { DepositFlow } from "@/components/wallet/deposit-flow";
import { noticeFrom } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.deposit.title };

/** Deposit (member-only, proxy.ts): warning → form → transfer or QR box → the watch's outcome → home. */
export default async function DepositPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <PageShell title={th.deposit.title} lead={th.deposit.lead}>
      <FormNotice notice={noticeFrom(await searchParams)} />
      <DepositFlow />
    </PageShell>
  );
}
