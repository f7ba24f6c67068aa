"use client";
import { useEffect } from "react";

/** Registers the service worker a few seconds after the page went idle (the worker precaches the app's files). */
export function RegisterWorkerWhenIdle({ delayMs = 3_000 }: { delayMs?: number }) {
  useEffect(() => {
    let timer: number | undefined;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const handle = idle(() => {
      timer = window.setTimeout(() => void window.serwist?.register(), delayMs);
    });
    return () => {
      window.clearTimeout(timer);
      (window.cancelIdleCallback ?? window.clearTimeout)(handle);
    };
  }, [delayMs]);
  return null;
}
