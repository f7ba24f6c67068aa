import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Body } from "@/lib/api/contract/define";
import type { backofficeSignIn } from "@/lib/api/contract/backoffice";
import { memberQueryOptions, reviewQueueQueryOptions, withdrawalQueueQueryOptions } from "./queries";

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

/** After a member action the member's page is read again, whatever the answer. */
function useMemberAction<V>(id: number, run: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: memberQueryOptions(id).queryKey }) });
}

/** Ends one of the member's sessions. */
export const useEndMemberSession = (id: number) =>
  useMemberAction(id, (sessionId: number) => api("POST /api/backoffice/members/{id}/sessions/{session_id}/end", { params: { id, session_id: sessionId } }));

/** Ends every session of the member. */
export const useEndMemberSessions = (id: number) => useMemberAction(id, () => api("POST /api/backoffice/members/{id}/sessions/end", { params: { id } }));

/** An internal note on the member. */
export const useAddMemberNote = (id: number) => useMemberAction(id, (body: string) => api("POST /api/backoffice/members/{id}/notes", { params: { id }, body: { body } }));

/** Suspends the member with a reason. */
export const useSuspendMember = (id: number) =>
  useMemberAction(id, (reason: string) => api("POST /api/backoffice/members/{id}/suspend", { params: { id }, body: { reason } }));

/** Lifts the member's suspension with a reason. */
export const useUnsuspendMember = (id: number) =>
  useMemberAction(id, (reason: string) => api("POST /api/backoffice/members/{id}/unsuspend", { params: { id }, body: { reason } }));

/** Turns the member's two-factor off with a reason. */
export const useResetMemberTwoFactor = (id: number) =>
  useMemberAction(id, (reason: string) => api("POST /api/backoffice/members/{id}/reset-2fa", { params: { id }, body: { reason } }));

/** A notification to the member. */
export const useNotifyMember = (id: number) =>
  useMemberAction(id, (message: string) => api("POST /api/backoffice/members/{id}/notify", { params: { id }, body: { message } }));

/** Lifts the member's time-out (an owner, with a reason). */
export const useLiftMemberTimeout = (id: number) =>
  useMemberAction(id, (reason: string) => api("POST /api/backoffice/members/{id}/lift-timeout", { params: { id }, body: { reason } }));
