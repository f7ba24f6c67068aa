import type { Metadata } from "next";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/session/query-provider";
import { backofficeText } from "@/lib/i18n/th/backoffice";

export const metadata: Metadata = { title: { default: backofficeText.brand, template: `%s | ${backofficeText.brand}` }, robots: { index: false, follow: false } };

/** The back office: staff only, its own pages and styles; the member site's pages never load any of it. */
export default function BackofficeLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
