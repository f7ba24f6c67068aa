import type { ReactNode } from "react";
import { QueryProvider } from "@/components/session/query-provider";

/**
 * A member's pages. The guard: proxy.ts sends a visitor to /login?redirect=… before any of these renders (every page
 * here is in MEMBER_ONLY, lib/paths.ts — a unit test holds that), and the API checks the session on every call. They
 * all read the member's data through React Query (its rule: components/session/query-provider.tsx).
 */
export default function MemberLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
