"use client";
import { useEffect } from "react";
import { toast } from "@/lib/toast";
import { readExpiry } from "@/lib/auth/session-storage";
import { useLogout } from "@/lib/auth/use-logout";
import { authText } from "@/lib/i18n/th/auth";
import { useSessionStore } from "@/stores/session-store";
import { RealityCheckLater } from "@/components/protection/reality-check-later";

const MAX_TIMER = 2_147_483_647;

/**
 * A missing or expired session at start logs out; so does the session running out while the page is
 * open, and any "Unauthenticated." answer. It also brings the reality check, once the page is idle: this
 * chunk is a member's only, so a visitor never loads it.
 */
export function SessionWatcher({ loggedIn }: { loggedIn: boolean }) {
  const logout = useLogout();
  const expired = useSessionStore((s) => s.expired);
  const storeLoggedIn = useSessionStore((s) => s.loggedIn);
  const expiresAt = useSessionStore((s) => s.expiresAt);

  useEffect(() => {
    const at = readExpiry();
    if (loggedIn && at !== null && at <= Date.now()) {
      void logout();
      return;
    }
    if (loggedIn) useSessionStore.getState().loggedInUntil(at ?? Date.now() + MAX_TIMER);
    else if (useSessionStore.getState().loggedIn) useSessionStore.getState().reset();
  }, [loggedIn, logout]);

  useEffect(() => {
    if (!storeLoggedIn || expiresAt === null) return;
    const timer = setTimeout(() => useSessionStore.getState().markExpired(), Math.min(MAX_TIMER, Math.max(0, expiresAt - Date.now())));
    return () => clearTimeout(timer);
  }, [storeLoggedIn, expiresAt]);

  useEffect(() => {
    if (!expired) return;
    toast.error(authText.sessionExpired, { id: "session-expired" });
    void logout();
  }, [expired, logout]);

  return loggedIn && storeLoggedIn ? <RealityCheckLater /> : null;
}
