import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { customerKeys } from "./queries";

/**
 * Claims a bonus (a promotion's, the wheel's prize, a commission day: POST /api/customers/get-bonus/{id}); whatever
 * the answer, the member's data is read again (the profile's credit and bonus figures, the bonus lists).
 */
export function useClaimBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api("POST /api/customers/get-bonus/{id}", { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
