import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ProviderFrame } from "@/components/demo-provider/provider-frame";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = {
  title: { absolute: th.demoProvider.name, template: `%s · ${th.demoProvider.name}` },
  referrer: "no-referrer",
  robots: { index: false },
};

/** The built-in demo game provider: its own look, no member-site chrome. */
export default function DemoProviderLayout({ children }: { children: ReactNode }) {
  return <ProviderFrame>{children}</ProviderFrame>;
}
