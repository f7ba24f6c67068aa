import type { ReactNode } from "react";
import { QueryProvider } from "@/components/session/query-provider";

/** /promotion: the spin wheel (a visitor's too) and the member's bonuses use React Query (its rule: query-provider.tsx). */
export default function PromotionLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
