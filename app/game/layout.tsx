import type { ReactNode } from "react";
import { QueryProvider } from "@/components/session/query-provider";

/** /game: the launch keeps the profile it reads in React Query's cache (its rule: components/session/query-provider.tsx). */
export default function GameLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
