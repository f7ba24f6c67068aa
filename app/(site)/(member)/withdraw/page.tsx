import type { Metadata } from "next";
import { FormNotice } from "@/components/forms/form-notice";
import { PageShell } from "@/components/page/page-shell";
import { WithdrawFlow } from "@/components/wallet/withdraw-flow";
import { noticeFrom } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.withdraw.title };

/** Withdraw (member-only, proxy.ts): the registered account, the amount, then WithdrawProcess. */
export default async function WithdrawPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <PageShell title={th.withdraw.title} lead={th.withdraw.lead}>
      <FormNotice notice={noticeFrom(await searchParams)} />
      <WithdrawFlow />
    </PageShell>
  );
}
