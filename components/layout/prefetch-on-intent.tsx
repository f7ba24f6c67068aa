"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Prefetches a link's route when the member shows intent (a pointer over it, a touch starting on it, keyboard focus),
 * in place of next/link's prefetch of every link on screen (components/ui/link.tsx). A touch starts 100-300 ms before
 * its tap, a hover more. Only same-origin pages: not API answers, not links that open elsewhere or download.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    let last: Element | null = null;
    const onIntent = (e: Event) => {
      const a = (e.target as Element | null)?.closest?.("a[href]");
      if (a === last) return;
      last = a ?? null;
      if (!(a instanceof HTMLAnchorElement) || a.target || a.hasAttribute("download")) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin || /^\/(api|demo-provider\/api)\//.test(url.pathname)) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      router.prefetch(url.pathname + url.search);
    };
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [router]);
  return null;
}
