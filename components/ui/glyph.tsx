import type { CSSProperties } from "react";
import type { GlyphName } from "./glyph-names";
import s from "./glyph.module.css";

export type { GlyphName };

/**
 * The site's icon: an empty element that CSS paints in currentColor through a mask on one sprite
 * (scripts/art/make-glyphs.mjs draws the icons and writes the sprite, the stylesheet and the names). Decorative: the
 * control it sits in carries the words. `size` in px (22 unless told); a stylesheet may still move or colour it.
 */
export function Glyph({ name, size = 22, className }: { name: GlyphName; size?: number; className?: string }) {
  return (
    <i
      className={className ? `${s[name]} ${className}` : s[name]}
      style={size === 22 ? undefined : ({ "--glyph-size": `${size}px` } as CSSProperties)}
    />
  );
}
