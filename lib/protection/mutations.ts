import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type Answer } from "@/lib/api/client";
import type { Body } from "@/lib/api/contract/define";
import type { customersSetLimits, customersSelfExclude, customersSecondFactorDisable } from "@/lib/api/contract/protection";
import type { REALITY_CHECK_CHOICES } from "@/lib/api/contract/constants";
import { exclusionQueryOptions, limitsQueryOptions, realityCheckQueryOptions, saveRealityInterval, sessionsQueryOptions, twoFactorQueryOptions } from "./queries";

/** New deposit limits (only the periods changed); the answer is the limits' new state, shown at once. */
export function useSetLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof customersSetLimits>) => api("PUT /api/customers/limits", { body }),
    onSuccess: (res) => client.setQueryData(limitsQueryOptions().queryKey, res.data),
  });
}

/** A self-exclusion, confirmed with the password: shown at once, and the member's other devices are signed out by it. */
export function useSelfExclude() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof customersSelfExclude>) => api("POST /api/customers/self-exclusion", { body }),
    onSuccess: (res) => {
      const now: Answer<"GET /api/customers/self-exclusion">["data"] = { ...res.data, msg: res.msg };
      client.setQueryData(exclusionQueryOptions().queryKey, now);
      void client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    },
  });
}

/** Ends one other device's session, or `"others"`: all but this one; the list is read again whatever the answer. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: number | "others") =>
      target === "others" ? api("DELETE /api/customers/sessions") : api("DELETE /api/customers/sessions/{id}", { params: { id: target } }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

/** The reality check's new interval (saveRealityInterval), shown at once. */
export function useSetRealityInterval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: (typeof REALITY_CHECK_CHOICES)[number]) => saveRealityInterval(minutes),
    onSuccess: (data) => client.setQueryData(realityCheckQueryOptions().queryKey, data),
  });
}

/** Two-factor's first step: a new secret and its QR, to be confirmed with a code (useEnableTwoFactor). */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: async () => (await api("POST /api/customers/2fa/setup")).data });
}

/** Turns two-factor on with the app's code; answers the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await api("POST /api/customers/2fa/enable", { body: { code } })).data.recovery_codes,
    onSuccess: () => void client.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}

/** Turns two-factor off with the password and a code. */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof customersSecondFactorDisable>) => api("POST /api/customers/2fa/disable", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
