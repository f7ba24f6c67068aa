"use client";
import "@/lib/zod-jitless";
import { Fragment, type ReactNode } from "react";
import dynamic from "next/dynamic";

import { ChunkReloadGuard } from "@/components/session/chunk-reload-guard";
import { RouteProgress } from "@/components/layout/route-progress";
import { PrefetchOnIntent } from "@/components/layout/prefetch-on-intent";
import { RegisterWorkerWhenIdle } from "@/components/session/register-worker";

/**
 * Development only: React Query used where no layout mounted its provider fails with the rule's text
 * (components/session/query-provider.tsx), not React Query's bare "No QueryClient set". Production loads none of it.
 */
const QueryGuard =
  process.env.NODE_ENV === "development" ? dynamic(() => import("@/components/session/query-guard").then((m) => m.QueryGuard)) : Fragment;
/** A member's pages all use React Query (credit, profile, session): its provider, in a chunk visitors never load. */
const MemberQueries = dynamic(() => import("@/components/session/query-provider").then((m) => m.QueryProvider));
/** Loaded after hydration: toasts only follow an action, and toast() calls made before it mounts are kept. */
const Toasts = dynamic(() => import("@/components/session/toasts").then((m) => m.Toasts), { ssr: false });
/** Only members need it (and the API client it brings). */
const SessionWatcher = dynamic(() => import("@/components/session/session-watcher").then((m) => m.SessionWatcher), {
  ssr: false,
});
/** The credit check: polls the profile while a check runs, whichever refresh icon started it. */
const CreditCheckDriver = dynamic(() => import("@/components/wallet/credit-check-driver").then((m) => m.CreditCheckDriver), {
  ssr: false,
});

export function Providers({ loggedIn, swEnabled, children }: { loggedIn: boolean; swEnabled: boolean; children: ReactNode }) {
  return (
    <QueryGuard>
      {/* The worker is registered only once the page is idle, so its precaching never competes with the first paint;
          pages are personal once logged in, so none is cached on navigation. */}
      {swEnabled && <RegisterWorkerWhenIdle />}
      <RouteProgress />
      <PrefetchOnIntent />
      {loggedIn ? (
        <MemberQueries>
          {children}
          <SessionWatcher loggedIn />
          <CreditCheckDriver />
        </MemberQueries>
      ) : (
        children
      )}
      <ChunkReloadGuard />
      <Toasts />
    </QueryGuard>
  );
}
