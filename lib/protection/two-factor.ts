import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/**
 * Whether two-factor is on (GET /api/customers/2fa). Its own module: the withdraw page reads it to ask for the code
 * and takes nothing else of player protection's queries.
 */
export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: ["protection", "2fa"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/customers/2fa", { signal })).data,
    staleTime: 10_000,
  });
