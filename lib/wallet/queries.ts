import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { HISTORY_PAGE_SIZE } from "@/lib/api/contract/constants";
import { ApiError } from "@/lib/api/errors";

/** The only source of the promotions' query key. */
const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ["promotions"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/promotions", { signal })).data,
    staleTime: 5 * 60_000,
  });

export const usePromotions = () => useQuery(promotionsQueryOptions());

/**
 * A promotion's turnover still to play, as the server words it (check-turnover's refusal `msg`), for the withdraw
 * page; null when nothing is outstanding or the check fails.
 */
export function useTurnoverNotice(): string | null {
  const q = useQuery({
    queryKey: ["customers", "turnover"] as const,
    queryFn: async ({ signal }) => {
      try {
        await api("GET /api/customers/check-turnover", { query: {}, signal });
        return null;
      } catch (e) {
        if (e instanceof ApiError && e.body.success === false && typeof e.body.msg === "string") return e.body.msg;
        throw e;
      }
    },
    retry: false,
    staleTime: 0,
  });
  return q.data ?? null;
}

/**
 * History tab 2: the member's deposits and withdrawals, HISTORY_PAGE_SIZE a page by cursor, newest first; "ดูเพิ่ม"
 * asks for the next. A page whose next cursor was already used, or that adds no row not already shown, is the last:
 * a backend that ignores the cursor never makes the list loop or repeat rows. `net` is the first page's net deposit.
 */
const moneyHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["customers", "history", "deposit-withdraw", "pages"] as const,
    queryFn: async ({ pageParam, signal }) => {
      const cursor = pageParam ?? undefined;
      const r = await api("GET /api/customers/history", { query: { type: "deposit-withdraw", limit: HISTORY_PAGE_SIZE, cursor }, signal });
      return { data: r.data, next: r.next_cursor ?? null, net: r.net_deposit ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last, all, _param, params) => {
      if (!last.next || params.includes(last.next)) return undefined;
      const shown = new Set(all.slice(0, -1).flatMap((p) => p.data.map((r) => r.id)));
      return last.data.some((r) => !shown.has(r.id)) ? last.next : undefined;
    },
    staleTime: 10_000,
  });

export const useMoneyHistory = () => useInfiniteQuery(moneyHistoryQueryOptions());

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

/**
 * History tab 1: the member's bonuses, one server page at a time (`page`, `has_more`); "load more" asks for the next.
 * A backend that does not page (no `has_more`) is read as one page.
 */
const bonusHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["customers", "history", "bonus", "pages"] as const,
    queryFn: async ({ pageParam, signal }) => {
      const r = await api("GET /api/customers/history", { query: { type: "bonus", page: pageParam }, signal });
      return { data: r.data, hasMore: r.has_more === true };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
    staleTime: 10_000,
  });

export const useBonusHistory = () => useInfiniteQuery(bonusHistoryQueryOptions());
