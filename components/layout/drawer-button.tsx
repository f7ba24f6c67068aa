"use client";
import { navText } from "@/lib/i18n/th/nav";
import { useUiStore } from "@/stores/ui-store";
import { MenuIcon } from "@/components/ui/icons";

export function DrawerButton({ className }: { className?: string }) {
  const open = useUiStore((s) => s.openDrawer);
  return (
    <button type="button" className={className} onClick={open} aria-label={navText.menu} aria-haspopup="dialog">
      <MenuIcon />
    </button>
  );
}
