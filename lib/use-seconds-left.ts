"use client";
import { useCallback, useSyncExternalStore } from "react";

/** Whole seconds until `deadline` (ms since epoch), rounded up; 0 once it has passed or when there is none. */
export function secondsUntil(deadline: number | null, now = Date.now()): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A live countdown to a deadline (the OTP resend wait, a 429's Retry-After). It ticks only while the deadline is
 * ahead, and re-renders once per second.
 */
export function useSecondsLeft(deadline: number | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (deadline === null || deadline <= Date.now()) return () => undefined;
      const timer = setInterval(() => {
        onChange();
        if (deadline <= Date.now()) clearInterval(timer);
      }, 250);
      return () => clearInterval(timer);
    },
    [deadline],
  );
  return useSyncExternalStore(
    subscribe,
    () => secondsUntil(deadline),
    () => 0,
  );
}

/** The deadline `seconds` from now (ms since epoch). */
export function deadlineIn(seconds: number, now = Date.now()): number {
  return now + seconds * 1000;
}
