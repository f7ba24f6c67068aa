import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/**
 * Demo mode only: the newest code the demo SMS outbox holds for a phone. `sentAt` is part of the key so each new
 * send reads the outbox again. The only source of this query's key.
 */
export const demoOutboxQueryOptions = (phone: string, sentAt: number) =>
  queryOptions({
    queryKey: ["demo", "outbox", phone, sentAt] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api("GET /api/demo/outbox", { query: { phone }, signal });
      const latest = [...data].filter((m) => m.code).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      return latest?.code ?? null;
    },
    staleTime: Infinity,
    retry: false,
    // The server writes the SMS just after it answers the send (known and unknown phones answer in the same time), so
    // the first read may still find the previous code: read again for a few seconds and show the newest.
    refetchInterval: (query) => (query.state.dataUpdateCount < 6 ? 700 : false),
  });
