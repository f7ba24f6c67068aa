"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { api } from "@/lib/api/client";
import { login } from "@/lib/api/contract/auth";
import { profileQueryOptions } from "@/lib/customers/queries";
import { deviceInfo } from "@/lib/device";
import { lookupIp } from "@/lib/ip";
import { useSessionStore } from "@/stores/session-store";
import { safeReturnTarget } from "./return-target";
import { storeExpiry } from "./session-storage";

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
      const { ip } = await lookupIp(session.ip);
      session.setIp(ip);
      return api(login, { body: { ...values, ip, device: deviceInfo(navigator.userAgent) } });
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
