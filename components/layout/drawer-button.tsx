"use client";
import { th } from "@/lib/i18n/th";
import { useUiStore } from "@/stores/ui-store";
import { MenuIcon } from "@/components/ui/icons";

export function DrawerButton({ className }: { className?: string }) {
  const open = useUiStore((s) => s.openDrawer);
  return (
    <button type="button" className={className} onClick={open} aria-label={th.nav.menu} aria-haspopup="dialog">
      <MenuIcon />
    </button>
  );
}
