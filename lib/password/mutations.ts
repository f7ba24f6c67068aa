import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Body } from "@/lib/api/contract/define";
import type { customersUpdatePassword } from "@/lib/api/contract/customers";
import { withChallenge } from "@/lib/security/with-challenge";

type Who = { phone: string; ufabet_username: string };

/** A member's new password (the old one with it); the caller ends the session after it, as the API has. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: Body<typeof customersUpdatePassword>) => api("POST /api/customers/update-password", { body }) });
}

/**
 * A forgotten password, step 1 (and "ส่งรหัสอีกครั้ง"): an SMS code to the member's phone, solving the proof of work
 * if the API asks for one; each answer carries a fresh token for the steps after it.
 */
export function useStartPasswordReset() {
  return useMutation({
    mutationFn: (who: Who) => withChallenge((challenge) => api("POST /api/reset-password/start", { body: { ...who, challenge } })),
  });
}

/** Step 2: the SMS code, checked with the token from step 1. */
export function useConfirmResetOtp() {
  return useMutation({
    mutationFn: (body: Who & { token: string; otp: string }) => api("POST /api/reset-password/confirm-otp", { body }),
  });
}

/** Step 3: the new password, with the token and the code. */
export function useConfirmResetPassword() {
  return useMutation({
    mutationFn: (body: Who & { token: string; otp: string; password: string; password_confirmation: string }) =>
      api("POST /api/reset-password/confirm-password", { body }),
  });
}
