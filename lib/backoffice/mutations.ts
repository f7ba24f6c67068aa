import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Body } from "@/lib/api/contract/define";
import type {
  backofficeChangePayoutRules,
  backofficeChangeStaff,
  backofficeCreateBanner,
  backofficeCreatePromotion,
  backofficeCreateStaff,
  backofficeRequestAdjustment,
  backofficeSetMaintenance,
  backofficeSetup,
  backofficeSignIn,
} from "@/lib/api/contract/backoffice";
import { ApiError, errorBodyOf } from "@/lib/api/errors";
import {
  adjustmentsQueryOptions,
  bannersQueryOptions,
  memberQueryOptions,
  noticesQueryOptions,
  payoutRulesQueryOptions,
  promotionsQueryOptions,
  reviewQueueQueryOptions,
  riskFlagsQueryOptions,
  staffQueryOptions,
  withdrawalQueueQueryOptions,
} from "./queries";

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
/** A content change: the list it touches is read again whatever the answer. */
function useContentMutation<V, R>(key: readonly unknown[], mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export const useCreatePromotion = () =>
  useContentMutation(promotionsQueryOptions().queryKey, (body: Body<typeof backofficeCreatePromotion>) => api("POST /api/backoffice/promotions", { body }));

export const useEditPromotion = () =>
  useContentMutation(promotionsQueryOptions().queryKey, ({ id, name, note }: { id: number; name: string; note: string }) =>
    api("PATCH /api/backoffice/promotions/{id}", { params: { id }, body: { name, note } }),
  );

export const usePromotionActive = () =>
  useContentMutation(promotionsQueryOptions().queryKey, ({ id, active }: { id: number; active: boolean }) =>
    api("POST /api/backoffice/promotions/{id}/active", { params: { id }, body: { active } }),
  );

export const useCreateBanner = () =>
  useContentMutation(bannersQueryOptions().queryKey, (body: Body<typeof backofficeCreateBanner>) => api("POST /api/backoffice/banners", { body }));

export const useEditBanner = () =>
  useContentMutation(bannersQueryOptions().queryKey, ({ id, ...body }: Body<typeof backofficeCreateBanner> & { id: number }) =>
    api("PATCH /api/backoffice/banners/{id}", { params: { id }, body }),
  );

export const useMoveBanner = () =>
  useContentMutation(bannersQueryOptions().queryKey, ({ id, direction }: { id: number; direction: "up" | "down" }) =>
    api("POST /api/backoffice/banners/{id}/move", { params: { id }, body: { direction } }),
  );

export const useBannerActive = () =>
  useContentMutation(bannersQueryOptions().queryKey, ({ id, active }: { id: number; active: boolean }) =>
    api("POST /api/backoffice/banners/{id}/active", { params: { id }, body: { active } }),
  );

/** Uploads a picture as the request's body (the API takes the bytes, not JSON): its public path. */
export function useUploadMedia() {
  return useMutation({
    mutationFn: async (file: File): Promise<{ path: string }> => {
      const res = await fetch("/api/backoffice/media", { method: "POST", body: file, headers: { "content-type": file.type || "application/octet-stream" } });
      const json: unknown = await res.json().catch(() => ({}));
      if (!res.ok) throw new ApiError(res.status, errorBodyOf(json));
      return json as { path: string };
    },
  });
}

export function usePreviewHtml() {
  return useMutation({ mutationFn: (html: string) => api("POST /api/backoffice/notices/preview", { body: { html } }) });
}

export const useAddNews = () =>
  useContentMutation(noticesQueryOptions().queryKey, (body: { title: string; html: string }) => api("POST /api/backoffice/news", { body }));

export const useRemoveNews = () =>
  useContentMutation(noticesQueryOptions().queryKey, (id: number) => api("DELETE /api/backoffice/news/{id}", { params: { id } }));

export const useSetMaintenance = () =>
  useContentMutation(noticesQueryOptions().queryKey, (body: Body<typeof backofficeSetMaintenance>) => api("PUT /api/backoffice/maintenance", { body }));

export const useClearMaintenance = () => useContentMutation(noticesQueryOptions().queryKey, () => api("DELETE /api/backoffice/maintenance"));
/** Closes a risk flag with the reviewer's reason; the list is read again whatever the answer. */
export function useCloseRiskFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api("POST /api/backoffice/risk-flags/{id}/close", { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: riskFlagsQueryOptions().queryKey }),
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

/** Adjusts a member's credit (posted at once, or pending a second person); the list is read again whatever the answer. */
export function useRequestAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof backofficeRequestAdjustment>) => api("POST /api/backoffice/adjustments", { body }),
    onSettled: () => client.invalidateQueries({ queryKey: adjustmentsQueryOptions().queryKey }),
  });
}

/** Approves (posts) a pending adjustment; the list is read again whatever the answer. */
export function useApproveAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api("POST /api/backoffice/adjustments/{id}/approve", { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adjustmentsQueryOptions().queryKey }),
  });
}

/** Rejects a pending adjustment with a reason; the list is read again whatever the answer. */
export function useRejectAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api("POST /api/backoffice/adjustments/{id}/reject", { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: adjustmentsQueryOptions().queryKey }),
  });
}
