import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { customerKeys } from "@/lib/customers/queries";
import { apiText } from "@/lib/i18n/th/api";
import type { DepositBox } from "./deposit-box";
import { newIdempotencyKey } from "./queries";

export interface DepositInput {
  method: "bank" | "qr";
  amount: number;
  promotion_id: number | null;
  ip: string;
}

/**
 * Opens a deposit — a bank transfer to the operator's account or a payment-gateway QR — under a fresh Idempotency-Key
 * per attempt, and answers the box to show. An answer without one is a refusal in its own words. After it the
 * profile is read again: an opened deposit shows there, and a refusal may mean one is already open (another tab, another
 * device).
 */
export function useOpenDeposit() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: customerKeys.profile });
  return useMutation({
    mutationFn: async ({ method, ...body }: DepositInput): Promise<DepositBox> => {
      const headers = { "Idempotency-Key": newIdempotencyKey() };
      if (method === "qr") {
        const res = await api("POST /api/requests/deposit/payment-gateway", { body, headers });
        if (!res.data) throw new ApiError(200, { msg: res.msg ?? apiText.unexpected });
        return { kind: "qr", ...res.data };
      }
      const res = await api("POST /api/requests/deposit/prepare", { body, headers });
      if (!res.data) throw new ApiError(200, { msg: res.msg ?? apiText.unexpected });
      return { kind: "bank", ...res.data };
    },
    onSuccess: () => void refresh(),
    onError: (error) => {
      if (error instanceof ApiError && error.body.success === false) void refresh();
    },
  });
}

/** Cancels the open deposit `id`; the profile is read again whatever the answer. */
export function useCancelDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api("POST /api/requests/deposit/{id}/cancel", { params: { id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: customerKeys.profile }),
  });
}

/** Asks for a withdrawal under a fresh Idempotency-Key; once it is taken, the profile (credit, pending request) is read again. */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; amount: number; totp?: string }) =>
      api("POST /api/requests/withdraw", { body, headers: { "Idempotency-Key": newIdempotencyKey() } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: customerKeys.profile }),
  });
}
