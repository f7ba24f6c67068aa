import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { api } from "@/lib/api/client";
import type { SpinResult } from "@/lib/api/contract/spin-wheel";
import { ApiError } from "@/lib/api/errors";
import { customerKeys } from "@/lib/customers/queries";
import { newIdempotencyKey } from "@/lib/wallet/queries";
import { spinWheelQueryOptions } from "./queries";

/**
 * Today's spin. One Idempotency-Key per spin: a network failure retries with the same key (the server replays its
 * draw), any answer ends it. A refusal reads the wheel again (it may have been spun elsewhere).
 */
export function useSpin() {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      return api("POST /api/spin-wheel/spin", { headers: { "Idempotency-Key": key.current } });
    },
    onSuccess: () => {
      key.current = null;
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status !== 0) key.current = null;
      void client.invalidateQueries({ queryKey: spinWheelQueryOptions().queryKey });
    },
  });
}

/**
 * Once the wheel has stopped on a spin's prize: the wheel's data shows today's spin, and the member's bonus list and
 * profile sums are read again (the prize is a claimable bonus now).
 */
export function useSpunPrize(): (result: SpinResult) => void {
  const client = useQueryClient();
  return useCallback(
    (result: SpinResult) => {
      client.setQueryData(spinWheelQueryOptions().queryKey, (old) =>
        old ? { ...old, can_spin: false, next_spin_at: result.next_spin_at, today: result } : old,
      );
      void client.invalidateQueries({ queryKey: customerKeys.all });
    },
    [client],
  );
}
