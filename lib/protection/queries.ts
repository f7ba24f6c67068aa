import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { REALITY_CHECK_CHOICES } from "@/lib/api/contract/protection";
import { writeAcknowledged } from "./reality-check";

/** Player protection's queries: each key comes only from its factory here. */
export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: ["protection", "limits"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/customers/limits", { signal })).data,
    staleTime: 10_000,
  });

export const exclusionQueryOptions = () =>
  queryOptions({
    queryKey: ["protection", "exclusion"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/customers/self-exclusion", { signal })).data,
    staleTime: 10_000,
  });

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ["protection", "sessions"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/customers/sessions", { signal })).data,
    staleTime: 10_000,
  });

export const loginHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ["protection", "login-history"] as const,
    queryFn: async ({ signal }) => (await api("GET /api/customers/login-history", { signal })).data,
    staleTime: 10_000,
  });

export { twoFactorQueryOptions } from "./two-factor";

/**
 * The reality check's settings and the session's start by the server's clock, with when this device sent the request
 * and got the answer (lib/protection/reality-check.ts measures the device's offset from them).
 */
export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: ["protection", "reality-check"] as const,
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const { data } = await api("GET /api/customers/reality-check", { signal });
      return { ...data, sentAt, receivedAt: Date.now() };
    },
    staleTime: 5 * 60_000,
  });

/** The session's figures for the reminder's dialog, read apart from the query (its clock offset stays as measured). */
export async function readRealityFigures() {
  return (await api("GET /api/customers/reality-check")).data.session ?? null;
}

/**
 * PUT /api/customers/reality-check: the new interval, as the query's data (with the round trip's times). The reminder
 * counts again from now (an acknowledgement at the server's time), so choosing 15 minutes an hour into a session does
 * not remind at once.
 */
export async function saveRealityInterval(minutes: (typeof REALITY_CHECK_CHOICES)[number]) {
  const sentAt = Date.now();
  const { data } = await api("PUT /api/customers/reality-check", { body: { interval_minutes: minutes } });
  writeAcknowledged(data.session_started_at, Date.parse(data.server_time), typeof window === "undefined" ? undefined : window.localStorage);
  return { ...data, sentAt, receivedAt: Date.now() };
}
