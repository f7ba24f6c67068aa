import s from "./glyph.module.css";

/** The icons.tsx icons that glyph.module.css carries (scripts/art/make-glyphs.mjs lists them). */
export type GlyphName =
  | "ball"
  | "ticket"
  | "chat"
  | "gift"
  | "user"
  | "login"
  | "star"
  | "gamepad"
  | "deposit"
  | "withdraw"
  | "bolt"
  | "clock"
  | "shield"
  | "history"
  | "users"
  | "info"
  | "menu";

const SIZE = { 20: s.s20, 22: undefined, 24: s.s24, 26: s.s26 };

/**
 * An icon of icons.tsx drawn by CSS (a mask painted in currentColor): an empty element in the page, where the inline
 * <svg> of a server component is written twice (markup and RSC payload). For the site's chrome and landing; a
 * client component's icons are not in the payload and can stay icons.tsx's. Decorative, like those.
 */
export function Glyph({ name, size = 22 }: { name: GlyphName; size?: keyof typeof SIZE }) {
  const sized = SIZE[size];
  return <i className={sized ? `${s[name]} ${sized}` : s[name]} />;
}
