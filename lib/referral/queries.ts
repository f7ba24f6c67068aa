import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { useSessionStore } from "@/stores/session-store";

/** The only source of the referral query keys. */
export const referralKeys = {
  all: ["customers", "referral"] as const,
  summary: ["customers", "referral", "summary"] as const,
  members: (level: number) => ["customers", "referral", "members", level] as const,
  income: ["customers", "referral", "income"] as const,
};

const referralQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.summary,
    queryFn: async ({ signal }) => api("GET /api/customers/referral", { signal }),
    staleTime: 15_000,
  });

/** The member's referral summary (key, counts per level, earnings, rates, overview); idle for visitors. */
export function useReferral() {
  const loggedIn = useSessionStore((s) => s.loggedIn);
  return useQuery({ ...referralQueryOptions(), enabled: loggedIn });
}

/** The friends of one level, a server page at a time ("load more"). */
export function useReferralMembers(level: 1 | 2 | 3) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: referralKeys.members(level),
      queryFn: async ({ pageParam, signal }) => api("GET /api/customers/referral/members", { query: { level, page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last, _all, page) => (last.has_more ? page + 1 : undefined),
      staleTime: 15_000,
    }),
  );
}

/** The commission per day, newest first, a server page at a time. */
export function useReferralIncome() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: referralKeys.income,
      queryFn: async ({ pageParam, signal }) => api("GET /api/customers/referral/income", { query: { page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last, _all, page) => (last.has_more ? page + 1 : undefined),
      staleTime: 15_000,
    }),
  );
}
