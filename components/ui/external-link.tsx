import type { ReactNode } from "react";
import { safeUrl } from "@/lib/safe-url";

/**
 * A link off the site (LINE, the activity site) in a new tab, without opener or referrer. The URL goes through the
 * URL rule once more (lib/safe-url.ts) whatever the caller passes, so no script-running scheme can become an href;
 * whether http: is acceptable was decided where the links were loaded (app/_data/site-shell.ts, by mode). Without a
 * URL (none set, or one that failed the rule and was emptied) the content stays, inert: no href, nothing to follow.
 */
export function ExternalLink({ href, className, children }: { href: string | null | undefined; className?: string; children: ReactNode }) {
  const safe = safeUrl(href, { allowHttp: true });
  if (!safe) {
    return (
      <a className={className} aria-disabled="true">
        {children}
      </a>
    );
  }
  return (
    <a className={className} href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
