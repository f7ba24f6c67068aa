import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { spinWheel } from "@/lib/api/contract/spin-wheel";

/** The only source of the spin wheel's query key. */
export const spinWheelQueryOptions = () =>
  queryOptions({
    queryKey: ["spin-wheel"] as const,
    queryFn: ({ signal }) => api(spinWheel, { signal }),
    staleTime: 30_000,
  });

/** The wheel's state for a member; idle for a visitor. */
export const useSpinWheel = (loggedIn: boolean) => useQuery({ ...spinWheelQueryOptions(), enabled: loggedIn });
