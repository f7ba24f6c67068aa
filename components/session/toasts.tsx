"use client";
import { Toaster } from "react-hot-toast";

/** Toasts at the bottom, 8 s. */
const TOAST_MS = 8_000;

export function Toasts() {
  return (
    <Toaster
      position="bottom-center"
      containerStyle={{ bottom: "calc(var(--bar-h) + 16px + env(safe-area-inset-bottom))" }}
      toastOptions={{
        duration: TOAST_MS,
        style: { background: "#1c2438", color: "#f5f7fb", border: "1px solid rgba(255,255,255,.12)", fontFamily: "inherit" },
      }}
    />
  );
}
