import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/** The back office's queries: each key comes only from its factory here. */
export const withdrawalQueueQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "withdrawals"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/backoffice/withdrawals", { signal })).data,
    // A queue several people work: new requests and others' decisions show up without a reload, and on every visit.
    refetchInterval: 15_000,
    staleTime: 0,
  });

/** The unmatched bank lines and gateway events, with their candidate deposits. */
export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "reviews"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/backoffice/reviews", { signal })).data,
    refetchInterval: 30_000,
    staleTime: 0,
  });

export interface AuditFilter {
  action: string;
  staff: string;
}

/** The audit log, 50 rows a page, newest first; the next page is read after the last row's id. */
export const auditQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ["backoffice", "audit", filter] as const,
    queryFn: ({ signal, pageParam }) =>
      api("GET /api/backoffice/audit", {
        signal,
        query: { action: filter.action || undefined, staff: filter.staff || undefined, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** Every staff account (owners only). */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "staff"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/backoffice/staff", { signal })).data,
  });

/** The owner's automatic-payout rules. */
export const payoutRulesQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "payout-rules"] as const,
    queryFn: ({ signal }) => api("GET /api/backoffice/payout-rules", { signal }),
  });

/** Every promotion with its figures (baht), the terms members read and how many deposits chose it. */
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "promotions"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/backoffice/promotions", { signal })).data,
  });

/** Every banner in the landing's order, the disabled ones too. */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "banners"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/backoffice/banners", { signal })).data,
  });

/** The popup news and the maintenance notice. */
export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "notices"] as const,
    queryFn: ({ signal }) => api("GET /api/backoffice/notices", { signal }),
  });

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The dashboard's figures for a period of Bangkok days (empty: today). */
export const reportQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ["backoffice", "report", period] as const,
    queryFn: ({ signal }) => api("GET /api/backoffice/reports", { signal, query: { from: period.from || undefined, to: period.to || undefined } }),
    // Today's figures and the queues move while the page is open.
    refetchInterval: 60_000,
  });

/** The open risk flags, newest first. */
export const riskFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "risk-flags"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/backoffice/risk-flags", { signal })).data,
    // The scan raises flags every minute.
    refetchInterval: 60_000,
  });

/** Members matching the search words (20 at most); nothing is asked until there are words. */
export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["backoffice", "members", "search", q] as const,
    queryFn: async ({ signal }) => (await api("GET /api/backoffice/members", { signal, query: { q } })).data,
    enabled: q.trim().length > 0,
  });

/** One member's page: profile, credit, first pages of requests and ledger lines, sessions, notes and the rest. */
export const memberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["backoffice", "members", id] as const,
    queryFn: ({ signal }) => api("GET /api/backoffice/members/{id}", { signal, params: { id } }),
  });

/** The pages after the member page's first one of requests or ledger lines, from `after` (its next_cursor). */
export const memberHistoryQueryOptions = (id: number, kind: "requests" | "ledger", after: number) =>
  infiniteQueryOptions({
    queryKey: ["backoffice", "members", id, kind, after] as const,
    queryFn: ({ signal, pageParam }) => api("GET /api/backoffice/members/{id}/history", { signal, params: { id }, query: { kind, cursor: pageParam } }),
    initialPageParam: after,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** Credit adjustments: the pending ones first, then the latest decided; with the four-eyes threshold (baht). */
export const adjustmentsQueryOptions = () =>
  queryOptions({
    queryKey: ["backoffice", "adjustments"] as const,
    queryFn: ({ signal }) => api("GET /api/backoffice/adjustments", { signal }),
    // Pending ones wait for a second person: others' requests and decisions show up without a reload.
    refetchInterval: 15_000,
    staleTime: 0,
  });
