import type { Metadata } from "next";
import { PageShell } from "@/components/page/page-shell";
import { AccountView } from "@/components/account/account-view";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.account.title };

/**
 * /account (member-only, proxy.ts; player protection): deposit limits, the reality-check interval, time-out and
 * self-exclusion, sessions and login history, two-factor. Everything loads in the browser: the page's HTML stays small.
 */
export default function AccountPage() {
  return (
    <PageShell title={th.account.title} lead={th.account.lead}>
      <AccountView />
    </PageShell>
  );
}
