"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { api } from "@/lib/api/client";
import { login } from "@/lib/api/contract/auth";
import { profileQueryOptions } from "@/lib/customers/queries";
import { lookupIp } from "@/lib/ip";
import { useSessionStore } from "@/stores/session-store";
import { safeReturnTarget } from "./return-target";
import { storeExpiry } from "./session-storage";

/** SPEC.md §3's device info, or none when its chunk cannot load (the field is optional; the login still goes). */
async function loadDeviceInfo() {
  try {
    const { deviceInfo } = await import("@/lib/device");
    return deviceInfo(navigator.userAgent);
  } catch {
    return undefined;
  }
}

export interface LoginValues {
  phone: string;
  password: string;
}

/**
 * SPEC.md §4 login: look up the IP (5 s, falls back), log in, store the expiry, load the profile and go to the
 * return target (or / when the profile cannot be loaded).
 */
export function useLogin(redirect: string | null) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (values: LoginValues) => {
      const session = useSessionStore.getState();
      // The user-agent parser (ua-parser-js) loads with the IP lookup, not with the page: the form needs it only here.
      const [{ ip }, device] = await Promise.all([lookupIp(session.ip), loadDeviceInfo()]);
      session.setIp(ip);
      return api(login, { body: { ...values, ip, device } });
    },
    onSuccess: async ({ expires_in }) => {
      useSessionStore.getState().loggedInUntil(storeExpiry(expires_in));
      let target = safeReturnTarget(redirect);
      try {
        await queryClient.fetchQuery(profileQueryOptions());
      } catch {
        target = "/";
      }
      router.replace(target);
      router.refresh();
    },
  });
}
