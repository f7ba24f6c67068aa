import type { Metadata } from "next";
import { PageShell } from "@/components/page/page-shell";
import { AffiliateView } from "@/components/referral/affiliate-view";
import { th } from "@/lib/i18n/th";
import { AFFILIATE_TABS, type AffiliateTab } from "@/lib/paths";

export const metadata: Metadata = { title: th.referralPage.affiliateTitle };

/** /affiliate?tab=overview|members|income (member-only, proxy.ts); anything else shows the overview. */
export default async function AffiliatePage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const raw = (await searchParams).tab;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const tab: AffiliateTab = AFFILIATE_TABS.find((k) => k === value) ?? "overview";
  return (
    <PageShell title={th.referralPage.affiliateTitle} lead={th.referralPage.affiliateLead}>
      <AffiliateView tab={tab} />
    </PageShell>
  );
}
