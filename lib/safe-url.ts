/**
 * The one rule for every URL an operator sets that the site navigates to or links from (game hosts, the activity
 * base, LINE links, banner links, the maintenance image link): a path on this site, or an absolute `https:` URL
 * (`http:` too when the caller allows it, i.e. in demo mode). Anything else — `javascript:`, `data:`, `vbscript:`,
 * `blob:`, a protocol-relative `//host` — is refused, and so is any value a browser would read differently from how
 * it looks: control characters, tabs and newlines (the URL parser drops them, so `java\tscript:` runs), spaces,
 * backslashes (`/\host` is `//host` to a browser), credentials (`https://site@evil`).
 *
 * Used when a URL is stored (seed, database CHECK mirrors it) and again right before the browser gets it
 * (`location.replace`, `<a href>`, `window.open`), because in operator mode the URLs come from the operator's backend.
 * Returns the URL unchanged when it passes, null otherwise.
 */
export function safeUrl(value: unknown, { allowHttp = false }: { allowHttp?: boolean } = {}): string | null {
  if (typeof value !== "string" || value === "" || value.length > 2048) return null;
  // C0 controls, space, DEL, C1 controls and the backslash, anywhere.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  if (value.startsWith("/")) return value.startsWith("//") ? null : value;
  // The scheme must be written out with its two slashes: `https:evil.example` parses, but reads as a path.
  const scheme = /^(https?):\/\//i.exec(value)?.[1]?.toLowerCase();
  if (scheme !== "https" && !(scheme === "http" && allowHttp)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!url.hostname || url.username || url.password) return null;
  return value;
}

/** safeUrl as a yes/no. */
export const isSafeUrl = (value: unknown, options?: { allowHttp?: boolean }) => safeUrl(value, options) !== null;

/** Opens a site path or checked URL in a new tab without an opener; false (nothing opened) when it fails the rule. */
export function openInNewTab(url: string, options?: { allowHttp?: boolean }): boolean {
  const safe = safeUrl(url, options);
  if (safe) window.open(safe, "_blank", "noopener");
  return safe !== null;
}
