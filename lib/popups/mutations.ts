import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerKeys } from "@/lib/customers/queries";
import { markRead } from "./queries";

/** A notification popup closed: marked read (a failure is only logged), then the profile's events are read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => client.invalidateQueries({ queryKey: customerKeys.profile }),
  });
}
