import type { Metadata } from "next";
import { ErrorView } from "@/components/layout/error-view";
import { th } from "@/lib/i18n/th";

export const metadata: Metadata = { title: th.errors.offlineTitle };
// Rendered per request like every page: its scripts need the response's CSP nonce (proxy.ts). The service worker
// stores one copy, header and page together, so the copy's nonce matches its own policy; proxy.ts renders it without
// cookies, so that copy is the visitor's page whoever was logged in when it was stored.
export const dynamic = "force-dynamic";

/** Precached by the service worker and shown for navigations while offline. */
export default function Offline() {
  return <ErrorView title={th.errors.offlineTitle} thai={th.errors.offlineBody} />;
}
