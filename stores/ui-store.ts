import { create } from "zustand";

interface UiState {
  drawerOpen: boolean;
  loginPromptOpen: boolean;
  /** The full-screen loading spinner (SPEC.md's overlay). */
  overlay: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  openLoginPrompt: () => void;
  closeLoginPrompt: () => void;
  setOverlay: (on: boolean) => void;
  closeAll: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  drawerOpen: false,
  loginPromptOpen: false,
  overlay: false,
  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
  openLoginPrompt: () => set({ loginPromptOpen: true }),
  closeLoginPrompt: () => set({ loginPromptOpen: false }),
  setOverlay: (overlay) => set({ overlay }),
  closeAll: () => set({ drawerOpen: false, loginPromptOpen: false, overlay: false }),
}));
