"use client";
import { QueryClientContext, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** What a component using React Query outside the provider's layouts hits in development (the rule is in ./query-provider.tsx). */
export const OUTSIDE_PROVIDER =
  "React Query is used outside its provider. The rule: a layout mounts <QueryProvider> (components/session/query-provider.tsx) " +
  "for the pages that use it — app/providers.tsx for a member on every page, app/(register)/layout.tsx, " +
  "app/(site)/(member)/layout.tsx, app/(site)/promotion/layout.tsx and app/game/layout.tsx; a part loaded after the page " +
  "(the site's popups) brings its own. Mount it in the layout of the page that needs it, never in a page or a component.";

/** Stands where no provider is: any use of the client throws OUTSIDE_PROVIDER instead of React Query's bare message. */
const missing = new Proxy({} as QueryClient, {
  get() {
    throw new Error(OUTSIDE_PROVIDER);
  },
});

/** Development only (app/providers.tsx): around the whole app, under every real provider. */
export function QueryGuard({ children }: { children: ReactNode }) {
  return <QueryClientContext.Provider value={missing}>{children}</QueryClientContext.Provider>;
}
