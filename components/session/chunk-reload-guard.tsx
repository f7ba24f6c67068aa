"use client";
import { useEffect } from "react";
import { claimChunkReload, isChunkLoadError } from "@/lib/chunk-reload";

/** A failed chunk load (a deploy replaced the files) reloads the page, at most once per 60 s. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      let allowed = false;
      try {
        allowed = claimChunkReload(sessionStorage);
      } catch {
        allowed = false;
      }
      if (allowed) window.location.reload();
    };
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
