"use client";
import { navText } from "@/lib/i18n/th/nav";
import { useUiStore } from "@/stores/ui-store";
import { Glyph } from "@/components/ui/glyph";

export function DrawerButton({ className }: { className?: string }) {
  const open = useUiStore((s) => s.openDrawer);
  return (
    <button type="button" className={className} onClick={open} aria-label={navText.menu} aria-haspopup="dialog">
      <Glyph name="menu" />
    </button>
  );
}
