import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Body } from "@/lib/api/contract/define";
import type { backofficeChangePayoutRules, backofficeChangeStaff, backofficeCreateStaff, backofficeSetup, backofficeSignIn } from "@/lib/api/contract/backoffice";
import { payoutRulesQueryOptions, reviewQueueQueryOptions, staffQueryOptions, withdrawalQueueQueryOptions } from "./queries";

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

/** Creates a staff account; answers its setup link's code. */
export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof backofficeCreateStaff>) => api("POST /api/backoffice/staff", { body }),
    onSettled: () => client.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}

/** Disables, enables or resets another account with a reason (a reset answers a new setup link's code). */
export function useChangeStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & Body<typeof backofficeChangeStaff>) => api("POST /api/backoffice/staff/{id}/change", { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}

/** What a setup link is for: the account and the TOTP secret to scan. */
export function useInspectSetup() {
  return useMutation({ mutationFn: (code: string) => api("POST /api/backoffice/setup/inspect", { body: { code } }) });
}

/** Finishes a setup link: password and a current code → signed in. */
export function useCompleteSetup() {
  return useMutation({ mutationFn: (body: Body<typeof backofficeSetup>) => api("POST /api/backoffice/setup", { body }) });
}

/** Sets the automatic-payout rules. */
export function useChangePayoutRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof backofficeChangePayoutRules>) => api("POST /api/backoffice/payout-rules", { body }),
    onSettled: () => client.invalidateQueries({ queryKey: payoutRulesQueryOptions().queryKey }),
  });
}
