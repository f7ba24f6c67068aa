import type { Metadata } from "next";
import { ErrorView } from "@/components/layout/error-view";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.errors.offlineTitle };
export const dynamic = "force-static";

/** Precached by the service worker and shown for navigations while offline. */
export default function Offline() {
  return <ErrorView title={th.errors.offlineTitle} thai={th.errors.offlineBody} />;
}
