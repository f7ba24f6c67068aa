import { useEffect } from "react";
import { create } from "zustand";

interface UiState {
  drawerOpen: boolean;
  loginPromptOpen: boolean;
  /** The full-screen loading spinner. */
  overlay: boolean;
  /** The page's own dialogs open now, or about to open: the site's message popups wait until there are none. */
  popupHolds: number;
  openDrawer: () => void;
  closeDrawer: () => void;
  openLoginPrompt: () => void;
  closeLoginPrompt: () => void;
  setOverlay: (on: boolean) => void;
  closeAll: () => void;
  /** Holds the site's popups back; the returned function lets them go (once). */
  holdPopups: () => () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  drawerOpen: false,
  loginPromptOpen: false,
  overlay: false,
  popupHolds: 0,
  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
  openLoginPrompt: () => set({ loginPromptOpen: true }),
  closeLoginPrompt: () => set({ loginPromptOpen: false }),
  setOverlay: (overlay) => set({ overlay }),
  closeAll: () => set({ drawerOpen: false, loginPromptOpen: false, overlay: false }),
  holdPopups: () => {
    set((s) => ({ popupHolds: s.popupHolds + 1 }));
    let held = true;
    return () => {
      if (held) set((s) => ({ popupHolds: s.popupHolds - 1 }));
      held = false;
    };
  },
}));

/** One dialog at a time: while `active`, the site's message popups (news, notifications, maintenance) wait. */
export function useHoldPopups(active: boolean) {
  useEffect(() => (active ? useUiStore.getState().holdPopups() : undefined), [active]);
}
