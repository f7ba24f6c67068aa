import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Body } from "@/lib/api/contract/define";
import type { backofficeSignIn } from "@/lib/api/contract/backoffice";
import { reviewQueueQueryOptions, riskFlagsQueryOptions, withdrawalQueueQueryOptions } from "./queries";

/** Username, password and the authenticator's code → the staff session's cookie. */
export function useStaffSignIn() {
  return useMutation({ mutationFn: (body: Body<typeof backofficeSignIn>) => api("POST /api/backoffice/sign-in", { body }) });
}

export function useStaffSignOut() {
  return useMutation({ mutationFn: () => api("POST /api/backoffice/sign-out") });
}

/** Approves (pays) a withdrawal; the queue is read again whatever the answer (someone else may have decided it). */
export function useApproveWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reference }: { id: number; reference?: string }) =>
      api("POST /api/backoffice/withdrawals/{id}/approve", { params: { id }, body: { reference } }),
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalQueueQueryOptions().queryKey }),
  });
}

/** Rejects a withdrawal with the reason the member reads; the queue is read again whatever the answer. */
export function useRejectWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api("POST /api/backoffice/withdrawals/{id}/reject", { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalQueueQueryOptions().queryKey }),
  });
}

/** Credits an unmatched line to a deposit; the list is read again whatever the answer. */
export function useMatchReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, depositId }: { id: number; depositId: number }) =>
      api("POST /api/backoffice/reviews/{id}/match", { params: { id }, body: { deposit_id: depositId } }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueueQueryOptions().queryKey }),
  });
}

/** Closes an unmatched line (refunded, or not ours) with a reason; the list is read again whatever the answer. */
export function useCloseReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution, reason }: { id: number; resolution: "refunded" | "not_ours"; reason: string }) =>
      api("POST /api/backoffice/reviews/{id}/close", { params: { id }, body: { resolution, reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueueQueryOptions().queryKey }),
  });
}

/** Closes a risk flag with the reviewer's reason; the list is read again whatever the answer. */
export function useCloseRiskFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api("POST /api/backoffice/risk-flags/{id}/close", { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: riskFlagsQueryOptions().queryKey }),
  });
}
