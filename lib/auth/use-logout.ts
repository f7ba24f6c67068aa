"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { api } from "@/lib/api/client";
import { paths } from "@/lib/paths";
import { useSessionStore } from "@/stores/session-store";
import { useUiStore } from "@/stores/ui-store";
import { clearStoredSession } from "./session-storage";

/**
 * Logout (docs/product.md): close the overlay, end the session on the server (which clears the HttpOnly cookie), clear
 * stored expiry, user and cache, then go to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    useUiStore.getState().closeAll();
    await api("POST /api/logout").catch(() => undefined);
    clearStoredSession();
    useSessionStore.getState().reset();
    queryClient.clear();
    router.replace(paths.login());
    router.refresh();
  }, [queryClient, router]);
}
