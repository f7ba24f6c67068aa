import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { useSessionStore } from "@/stores/session-store";
import { walletOf, type Wallet } from "./wallet";

/** The only source of the profile's query key. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["customers", "profile"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/customers/profile", { signal })).data,
    staleTime: 15_000,
  });

/** The member's profile; idle for visitors. */
export function useProfile() {
  const loggedIn = useSessionStore((s) => s.loggedIn);
  return useQuery({ ...profileQueryOptions(), enabled: loggedIn });
}

/** The wallet's figures: the profile's once it has answered, until then `rendered`, the page's own (app/_data/wallet.ts). */
export function useWallet(rendered: Wallet | null): Wallet | null {
  const { data } = useProfile();
  return data ? walletOf(data) : rendered;
}
