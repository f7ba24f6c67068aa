// Shared GOLDMOON emblem markup for the art scripts (same shapes as components/brand/logo.tsx). Not run directly.

/** Emblem in a 40×40 box; `id` prefixes the gradient ids so several emblems can share one document. */
export function emblemSvg(id = "gm-emb"): string {
  return `<defs>
<linearGradient id="${id}-g" x1="8" y1="6" x2="28" y2="38" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff4c8"/><stop offset=".4" stop-color="#f7d774"/><stop offset="1" stop-color="#d99a1e"/></linearGradient>
<linearGradient id="${id}-s" x1="24" y1="4" x2="36" y2="16" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fffbe8"/><stop offset="1" stop-color="#f7d774"/></linearGradient>
</defs>
<path fill="url(#${id}-g)" d="M17.6 5.02A16.5 16.5 0 1 0 34.73 24.45 13 13 0 0 1 17.6 5.02Z"/>
<path fill="#9a5c08" opacity=".4" d="M9.32 7.79A16.5 16.5 0 1 0 32.21 30.68 16.2 16.2 0 0 1 9.32 7.79Z"/>
<path fill="url(#${id}-s)" d="M30 3.5Q30.7 9.3 36.5 10 30.7 10.7 30 16.5 29.3 10.7 23.5 10 29.3 9.3 30 3.5Z"/>
<circle cx="36" cy="18.5" r="1.3" fill="#f7d774"/>`;
}
