import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/** The only source of the spin wheel's query key. */
export const spinWheelQueryOptions = () =>
  queryOptions({
    queryKey: ["spin-wheel"] as const,
    queryFn: ({ signal }) => api("GET /api/spin-wheel", { signal }),
    staleTime: 30_000,
  });

/**
 * When to read the wheel again: just after the next spin time (a page left open over Bangkok midnight offers the
 * new day's spin), or never while the member may spin now.
 */
export function refetchDelay(nextSpinAt: string | null | undefined, now = Date.now()): number | false {
  if (!nextSpinAt) return false;
  const at = Date.parse(nextSpinAt);
  if (Number.isNaN(at)) return false;
  return Math.max(1_000, at - now + 1_000);
}

/** The wheel's state for a member; idle for a visitor. */
export const useSpinWheel = (loggedIn: boolean) =>
  useQuery({ ...spinWheelQueryOptions(), enabled: loggedIn, refetchInterval: (q) => refetchDelay(q.state.data?.next_spin_at) });
