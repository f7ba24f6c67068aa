import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Body } from "@/lib/api/contract/define";
import type { registerBankAccount, registerPassword } from "@/lib/api/contract/register";

/**
 * Sign-up's steps after the phone (lib/register/send-otp.ts): each answers in the registration session's cookie, so
 * nothing is cached; an ended registration session is a 401 the step turns back into step 1.
 */

/** Step 2: the SMS code; answers how long the registration session lasts. */
export function useConfirmRegisterOtp() {
  return useMutation({
    mutationFn: async (body: { phone: string; otp: string }) => (await api("POST /api/register/otp", { body })).expires_in,
  });
}

/** Step 3: the password. */
export function useSetRegisterPassword() {
  return useMutation({ mutationFn: (body: Body<typeof registerPassword>) => api("POST /api/register/password", { body }) });
}

/** Step 4: the bank account; the member's session starts with its answer (how long it lasts). */
export function useRegisterBankAccount() {
  return useMutation({
    mutationFn: async (body: Body<typeof registerBankAccount>) => (await api("POST /api/register/bank-account", { body })).expires_in,
  });
}
