import type { Metadata } from "next";
import { PageShell } from "@/components/page/page-shell";
import { ReferralView } from "@/components/referral/referral-view";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.referralPage.title };

/** /referral (member-only, proxy.ts): everything loads in the browser, so the page's HTML stays small. */
export default function ReferralPage() {
  return (
    <PageShell title={th.referralPage.title} lead={th.referralPage.lead}>
      <ReferralView />
    </PageShell>
  );
}
