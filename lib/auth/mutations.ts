import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/** /authenticate: a one-time login code exchanged for a session; answers how long the session lasts. */
export function useAuthenticate() {
  return useMutation({
    mutationFn: async (code: string) => (await api("POST /api/authenticate", { body: { code } })).expires_in,
  });
}
