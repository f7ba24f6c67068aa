"use client";
import { useEffect } from "react";
import { useUiStore } from "@/stores/ui-store";

/** Opens 'Log in to play?' as soon as the page shows (a visitor trying /cheat gets the popup). */
export function OpenLoginPrompt() {
  useEffect(() => {
    useUiStore.getState().openLoginPrompt();
  }, []);
  return null;
}
