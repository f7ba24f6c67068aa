"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { siteLinkTarget } from "@/lib/site-link";

/**
 * Prefetches a link's route when the member shows intent (a pointer over it, a touch starting on it, keyboard focus),
 * in place of next/link's prefetch of every link on screen (components/ui/link.tsx). A touch starts 100-300 ms before
 * its tap, a hover more. Only the links lib/site-link.ts reads as this site's pages, and not API answers.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    let last: Element | null = null;
    const onIntent = (e: Event) => {
      // A pointer moving inside one link reports each child it enters: the link is read once per visit.
      const link = (e.target as Element | null)?.closest?.("a[href]") ?? null;
      if (link === last) return;
      last = link;
      const url = siteLinkTarget(e.target);
      if (url && !/^\/(api|demo-provider\/api)\//.test(url.pathname)) router.prefetch(url.pathname + url.search);
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
