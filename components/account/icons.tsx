import { Icon, type IconProps as P } from "@/components/ui/icons";

/** /account's own stroke icons, in the frame of components/ui/icons.tsx (kept apart: those ship on every page). */

export const WalletIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 7.5h14.5a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2v-11a2 2 0 0 1 2-2H16" />
    <path d="M20.5 12h-4a1.8 1.8 0 0 0 0 3.6h4" />
  </Icon>
);
export const HourglassIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6.5 3.5h11M6.5 20.5h11" />
    <path d="M7.5 3.5c0 4.5 4.5 5.5 4.5 8.5s-4.5 4-4.5 8.5M16.5 3.5c0 4.5-4.5 5.5-4.5 8.5s4.5 4 4.5 8.5" />
  </Icon>
);
export const PauseIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10 9v6M14 9v6" />
  </Icon>
);
export const DevicesIcon = (p: P) => (
  <Icon {...p}>
    <rect x="2.5" y="4.5" width="14" height="10" rx="1.8" />
    <path d="M6.5 18.5h6" />
    <rect x="15.5" y="9.5" width="6" height="10.5" rx="1.6" />
  </Icon>
);
export const DesktopIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="4.5" width="18" height="12" rx="2" />
    <path d="M8.5 20h7M12 16.5V20" />
  </Icon>
);
export const MobileIcon = (p: P) => (
  <Icon {...p}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </Icon>
);
export const ShieldKeyIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3.5l7 2.8v5.2c0 4.3-2.9 7.7-7 9-4.1-1.3-7-4.7-7-9V6.3z" />
    <circle cx="12" cy="10.5" r="2" />
    <path d="M12 12.5v3.5" />
  </Icon>
);
export const CopyIcon = (p: P) => (
  <Icon {...p}>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
  </Icon>
);
export const DownloadIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />
  </Icon>
);
