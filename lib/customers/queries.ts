import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "@/lib/api/client";
import { useSessionStore } from "@/stores/session-store";
import { walletOf, type Wallet } from "./wallet";

/** The member's keys: everything under `all` is the member's own data (profile, bonuses, history, turnover). */
export const customerKeys = {
  all: ["customers"] as const,
  profile: ["customers", "profile"] as const,
  bonuses: ["customers", "bonuses"] as const,
};

/** The only source of the profile's query key. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.profile,
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

/** The member's first page of bonuses (/promotion): the claimable ones are offered there. */
export const bonusesQueryOptions = () =>
  queryOptions({
    queryKey: [...customerKeys.bonuses, 1] as const,
    queryFn: async ({ signal }) => api("GET /api/customers/bonuses", { query: { page: 1 }, signal }),
  });

/**
 * Reads the profile past the query cache — an ended session is the caller's to show (the launch page's log-in prompt),
 * not the cache's to turn into a logout — and keeps the answer in the cache.
 */
export function useReadProfileNow(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    client.setQueryData(customerKeys.profile, (await api("GET /api/customers/profile")).data);
  }, [client]);
}

/** Asks for the profile again (a deposit that expired or settled, a refusal that may mean one is open elsewhere). */
export function useRefreshProfile(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: customerKeys.profile }), [client]);
}
