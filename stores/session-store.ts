import { create } from "zustand";

interface SessionState {
  /** A member session exists (from the server's render, then kept in step by login and logout). */
  loggedIn: boolean;
  /** When the session ends, ms since epoch; null when unknown. */
  expiresAt: number | null;
  /** The client IP the last lookup found, the lookup's fallback. */
  ip: string;
  /** Set when the API said "Unauthenticated." — the session watcher logs out. */
  expired: boolean;
  hydrate: (loggedIn: boolean) => void;
  loggedInUntil: (expiresAt: number) => void;
  markExpired: () => void;
  reset: () => void;
  setIp: (ip: string) => void;
}

const initial = { loggedIn: false, expiresAt: null, ip: "", expired: false };

export const useSessionStore = create<SessionState>()((set) => ({
  ...initial,
  hydrate: (loggedIn) => set({ loggedIn }),
  loggedInUntil: (expiresAt) => set({ loggedIn: true, expiresAt, expired: false }),
  markExpired: () => set((s) => (s.loggedIn ? { expired: true } : s)),
  reset: () => set((s) => ({ ...initial, ip: s.ip })),
  setIp: (ip) => set({ ip }),
}));
