/**
 * The page of this site a DOM event's target leads to, when it is inside a link the app router would follow: same
 * origin, same tab, not a download, not the page already shown. Null otherwise. The route progress bar (clicks) and
 * the prefetch on intent (pointer, touch, focus) read links by this one rule.
 */
export function siteLinkTarget(target: EventTarget | null): URL | null {
  const a = (target as Element | null)?.closest?.("a[href]");
  if (!(a instanceof HTMLAnchorElement) || a.target === "_blank" || a.hasAttribute("download")) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}
