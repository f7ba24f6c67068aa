import type { ReactNode } from "react";

/** The demo slot's symbols, drawn by us (viewBox 64×64). Names match server/provider/slot-math.ts. */
export const SYMBOL_NAMES = ["cherry", "lemon", "bell", "star", "seven", "moon", "gem"] as const;
export type SymbolName = (typeof SYMBOL_NAMES)[number];

const SYMBOL_LABEL: Record<SymbolName, string> = {
  cherry: "เชอร์รี่",
  lemon: "มะนาว",
  bell: "ระฆัง",
  star: "ดาว",
  seven: "เลขเจ็ด",
  moon: "พระจันทร์",
  gem: "อัญมณี",
};

const art: Record<SymbolName, ReactNode> = {
  cherry: (
    <>
      <defs>
        <radialGradient id="dp-cherry" cx=".35" cy=".3" r=".8">
          <stop offset="0" stopColor="#ff9aa8" />
          <stop offset=".45" stopColor="#f0284a" />
          <stop offset="1" stopColor="#8a0822" />
        </radialGradient>
      </defs>
      <path d="M22 34C24 22 30 14 38 9M42 31C41 22 40 15 38 9" fill="none" stroke="#3fbf5a" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M38 9c6-3 13-1 16 4-7 2-12 1-16-4Z" fill="#56d96d" />
      <circle cx="21" cy="44" r="12" fill="url(#dp-cherry)" />
      <circle cx="43" cy="41" r="12" fill="url(#dp-cherry)" />
      <ellipse cx="17" cy="39" rx="3.2" ry="2.2" fill="#fff" opacity=".55" />
      <ellipse cx="39" cy="36" rx="3.2" ry="2.2" fill="#fff" opacity=".55" />
    </>
  ),
  lemon: (
    <>
      <defs>
        <radialGradient id="dp-lemon" cx=".35" cy=".3" r=".85">
          <stop offset="0" stopColor="#fffbc2" />
          <stop offset=".5" stopColor="#ffe03a" />
          <stop offset="1" stopColor="#d9a400" />
        </radialGradient>
      </defs>
      <path d="M8 34c0-13 11-22 24-22s24 9 24 22-11 20-24 20S8 47 8 34Z" fill="url(#dp-lemon)" transform="rotate(-18 32 34)" />
      <path d="M50 21l6-5M14 47l-6 5" stroke="#c99700" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="24" cy="26" rx="7" ry="3.5" fill="#fff" opacity=".45" transform="rotate(-25 24 26)" />
    </>
  ),
  bell: (
    <>
      <defs>
        <linearGradient id="dp-bell" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b0" />
          <stop offset=".45" stopColor="#f7c948" />
          <stop offset="1" stopColor="#c27c0e" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="9" r="4" fill="#c27c0e" />
      <path d="M32 11c-11 0-17 9-17 20 0 8-3 12-7 15v4h48v-4c-4-3-7-7-7-15 0-11-6-20-17-20Z" fill="url(#dp-bell)" />
      <circle cx="32" cy="54" r="6" fill="#a8650a" />
      <path d="M22 24c2-5 5-7 9-8" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".55" fill="none" />
    </>
  ),
  star: (
    <>
      <defs>
        <linearGradient id="dp-star" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff6c9" />
          <stop offset=".5" stopColor="#ffc93a" />
          <stop offset="1" stopColor="#ff8a00" />
        </linearGradient>
      </defs>
      <path d="M32 4l8.2 17.6 19.3 2.3-14.2 13.2 3.8 19.1L32 46.7 14.9 56.2l3.8-19.1L4.5 23.9l19.3-2.3Z" fill="url(#dp-star)" stroke="#b85c00" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M32 14l4.6 10 10.8 1.3" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".6" fill="none" />
    </>
  ),
  seven: (
    <>
      <defs>
        <linearGradient id="dp-seven" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6b8b" />
          <stop offset=".55" stopColor="#e0103f" />
          <stop offset="1" stopColor="#7d0020" />
        </linearGradient>
      </defs>
      <path d="M12 8h42v9L33 58H19l20-38H21v6h-9Z" fill="url(#dp-seven)" stroke="#f7d774" strokeWidth="3" strokeLinejoin="round" />
      <path d="M16 12h32" stroke="#fff" strokeWidth="2" opacity=".5" strokeLinecap="round" />
    </>
  ),
  moon: (
    <>
      <defs>
        <linearGradient id="dp-moon" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff4c8" />
          <stop offset=".45" stopColor="#f7d774" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
      </defs>
      <path d="M28 6a26 26 0 1 0 28 31A21 21 0 0 1 28 6Z" fill="url(#dp-moon)" />
      <path d="M47 5q1 8 9 9-8 1-9 9-1-8-9-9 8-1 9-9Z" fill="#fffbe8" />
      <circle cx="22" cy="40" r="3" fill="#c98a12" opacity=".45" />
      <circle cx="32" cy="49" r="2" fill="#c98a12" opacity=".45" />
    </>
  ),
  gem: (
    <>
      <defs>
        <linearGradient id="dp-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b6fbff" />
          <stop offset=".5" stopColor="#36c6ff" />
          <stop offset="1" stopColor="#7a3cff" />
        </linearGradient>
      </defs>
      <path d="M16 10h32l12 16-28 32L4 26Z" fill="url(#dp-gem)" />
      <path d="M4 26h56M16 10l8 16 8-16 8 16 8-16M24 26l8 32 8-32" fill="none" stroke="#fff" strokeWidth="1.5" opacity=".55" strokeLinejoin="round" />
    </>
  ),
};

export function SlotSymbol({ name, size }: { name: SymbolName; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={SYMBOL_LABEL[name]} focusable="false">
      {art[name]}
    </svg>
  );
}

export const isSymbolName = (s: string): s is SymbolName => (SYMBOL_NAMES as readonly string[]).includes(s);
