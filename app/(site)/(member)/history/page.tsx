import type { Metadata } from "next";
import { PageShell } from "@/components/page/page-shell";
import { HistoryView, type HistoryTab } from "@/components/wallet/history-view";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.history.title };

/** /history?tab=0|1|2 (member-only, proxy.ts); anything else shows tab 0. */
export default async function HistoryPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const raw = (await searchParams).tab;
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  const tab: HistoryTab = n === 1 || n === 2 ? n : 0;
  return (
    <PageShell title={th.history.title}>
      <HistoryView tab={tab} />
    </PageShell>
  );
}
