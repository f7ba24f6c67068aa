"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/lib/api/client";
import { profileQueryOptions } from "@/lib/customers/queries";
import { lookupIp } from "@/lib/ip";
import { onFirstInput } from "@/lib/first-input";
import { loadOnce } from "@/lib/load-once";
import { useSessionStore } from "@/stores/session-store";
import { safeReturnTarget } from "./return-target";
import { storeExpiry } from "./session-storage";

/**
 * The user-agent parser (ua-parser-js) is not in the page's first load: it loads at the first tap or key press on the
 * page, long before anyone has typed a phone and a password.
 */
const loadDeviceModule = loadOnce(() => import("@/lib/device"));

/**
 * The device info sent with the login, waited for no longer than the IP lookup plus a moment: a parser that has not
 * loaded by then (a very slow network) never holds the login back; the API reads the device off the user agent.
 */
async function deviceInfoBy(ipLookup: Promise<unknown>) {
  const info = loadDeviceModule().then(
    ({ deviceInfo }) => deviceInfo(navigator.userAgent),
    () => undefined,
  );
  const late = ipLookup.then(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 300)));
  return Promise.race([info, late]);
}

export interface LoginValues {
  phone: string;
  password: string;
}

/**
 * Login (docs/product.md): look up the IP (5 s, falls back), log in, store the expiry, load the profile and go to the
 * return target (or / when the profile cannot be loaded).
 */
export function useLogin(redirect: string | null) {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => onFirstInput(() => void loadDeviceModule().catch(() => undefined)), []);
  return useMutation({
    mutationFn: async (values: LoginValues) => {
      const session = useSessionStore.getState();
      const ipLookup = lookupIp(session.ip);
      const [{ ip }, device] = await Promise.all([ipLookup, deviceInfoBy(ipLookup)]);
      session.setIp(ip);
      return api("POST /api/login", { body: { ...values, ip, device } });
    },
    onSuccess: async ({ expires_in }) => {
      useSessionStore.getState().loggedInUntil(storeExpiry(expires_in));
      let target = safeReturnTarget(redirect);
      // The member's page is fetched while the profile loads: links prefetch only on intent (components/ui/link.tsx),
      // so nothing else has.
      router.prefetch(target);
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
