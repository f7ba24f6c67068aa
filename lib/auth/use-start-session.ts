"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { profileQueryOptions } from "@/lib/customers/queries";
import { useSessionStore } from "@/stores/session-store";
import { storeExpiry } from "./session-storage";

/**
 * After a call that issued a full session (the BFF has set the HttpOnly cookie): store the expiry, mark the
 * session store logged in and start loading the profile. Never throws.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (expiresIn: number) => {
      useSessionStore.getState().loggedInUntil(storeExpiry(expiresIn));
      await queryClient.prefetchQuery(profileQueryOptions());
    },
    [queryClient],
  );
}
