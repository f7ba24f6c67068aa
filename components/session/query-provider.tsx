"use client";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/query-client";

let browserClient: QueryClient | undefined;

/** The browser's one QueryClient (lib/query-client.ts); a fresh one for each server render. */
function clientHere(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}

/**
 * React Query's provider, and its one rule: **a layout mounts it for the pages that use it**, never a page or a
 * component. Today: app/providers.tsx for a member, on every page (the session watcher, the credit check, the header's
 * wallet); app/(register)/layout.tsx (sign-up, login and password forms); app/(site)/(member)/layout.tsx (the member's
 * pages); app/(site)/promotion/layout.tsx (the wheel, the member's bonuses) and app/game/layout.tsx (the launch). A part
 * loaded after the page (the site's popups) brings its own, so a visitor's landing and category pages load none of it:
 * at the root it would weigh on every visitor's first load. Nested providers share the browser's one client, so a
 * member's pages see one cache. In development, React Query used anywhere else fails with this rule (./query-guard.tsx).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(clientHere);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
