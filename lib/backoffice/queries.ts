import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/** The back office's queries: each key comes only from its factory here. */
export const withdrawalQueueQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "withdrawals"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/backoffice/withdrawals", { signal })).data,
    // A queue several people work: new requests and others' decisions show up without a reload.
    refetchInterval: 15_000,
  });
