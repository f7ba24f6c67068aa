"use client";
import { useEffect } from "react";

type Registrar = { register: () => Promise<unknown> } | undefined;

/**
 * Registers the worker and never throws: a failed registration (a private window, a blocked or broken worker script,
 * the library reading `registration.waiting` of nothing) is logged, not left as an uncaught error. The site works
 * without a worker; only offline and install miss it.
 */
export async function registerWorker(serwist: Registrar): Promise<boolean> {
  if (!serwist || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return false;
  try {
    await serwist.register();
    return true;
  } catch (error) {
    console.warn("service worker not registered:", error);
    return false;
  }
}

/**
 * Registers the service worker (/sw.js) a few seconds after the page went idle (the worker precaches the app's
 * files). @serwist/window is fetched only then, in its own chunk: nothing of it is in a page's first load.
 */
export function RegisterWorkerWhenIdle({ delayMs = 3_000 }: { delayMs?: number }) {
  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    const start = async () => {
      if (!("serviceWorker" in navigator)) return;
      const { Serwist } = await import("@serwist/window");
      if (cancelled) return;
      await registerWorker(new Serwist("/sw.js", { scope: "/", type: "module" }));
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const handle = idle(() => {
      timer = window.setTimeout(() => void start().catch((e: unknown) => console.warn("service worker not registered:", e)), delayMs);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      (window.cancelIdleCallback ?? window.clearTimeout)(handle);
    };
  }, [delayMs]);
  return null;
}
