import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/lib/api/client";
import { firstMessage } from "@/lib/api/errors";
import { customerKeys } from "@/lib/customers/queries";
import { referralKeys } from "./queries";

/**
 * Claims a commission day (it is a bonus: POST /api/customers/get-bonus/{id}); the server's msg is kept for a dialog,
 * then the referral summary, the income and the profile are read again.
 */
export function useClaimCommission() {
  const client = useQueryClient();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const claim = useMutation({
    mutationFn: (id: number) => api("POST /api/customers/get-bonus/{id}", { params: { id } }),
    onSuccess: (res) => setAnswer({ ok: true, text: res.msg ?? "" }),
    onError: (error) => setAnswer({ ok: false, text: firstMessage(error) }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: referralKeys.all }),
        client.invalidateQueries({ queryKey: customerKeys.profile }),
        client.invalidateQueries({ queryKey: customerKeys.bonuses }),
      ]),
  });
  return { claim, answer, dismiss: () => setAnswer(null) };
}
