import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { customersHistory, promotions } from "@/lib/api/contract/member-data";

/** The only source of the promotions' query key. */
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ["promotions"] as const,
    queryFn: async ({ signal }) => (await api(promotions, { signal })).data,
    staleTime: 5 * 60_000,
  });

export const usePromotions = () => useQuery(promotionsQueryOptions());

export type HistoryType = "deposit-withdraw" | "bonus";

/** The only source of the history lists' query keys. */
export const historyQueryOptions = (type: HistoryType) =>
  queryOptions({
    queryKey: ["customers", "history", type] as const,
    queryFn: async ({ signal }) => (await api(customersHistory, { query: { type }, signal })).data,
    staleTime: 10_000,
  });

export const useHistory = (type: HistoryType, enabled = true) => useQuery({ ...historyQueryOptions(type), enabled });

/** A fresh key for one attempt of a money call: a retry of the same attempt reuses it, a new attempt gets a new one. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
