// Every page route of the site, for whom it renders: the one list the bench's page weights (pages.ts) and the HTML
// budget guard (e2e/html-budget.spec.ts) walk. The guard also checks that every app/**/page.tsx is on it.
import { CATEGORY_ROUTES } from "../../lib/games/categories";

export type Who = "visitor" | "member";

export interface PageRoute {
  path: string;
  /** Who gets the page: a member-only page sends a visitor to /login, a guest-only page sends a member home. */
  who: readonly Who[];
  /** The status the page answers with (200 unless said). */
  status?: number;
  /**
   * The page's server-rendered "ดูเพิ่ม" link leads to the next page of its list (`?cursor=`, `?rtp=`, `?from=`): that page is
   * weighed too when the list is long enough to have one.
   */
  more?: true;
}

const both: readonly Who[] = ["visitor", "member"];
const visitor: readonly Who[] = ["visitor"];
const member: readonly Who[] = ["member"];

/** The limit every page's HTML stays under, as served (UTF-8, before compression): 64 KB. */
export const HTML_BUDGET = 64 * 1024;

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: "/", who: both },
  ...CATEGORY_ROUTES.map((c) => ({ path: `/${c}`, who: both, more: true as const })),
  { path: "/cheat", who: both, more: true },
  { path: "/promotion", who: both, more: true },
  { path: "/privacy-policy", who: both },
  { path: "/deposit", who: member },
  { path: "/withdraw", who: member },
  { path: "/history?tab=0", who: member },
  { path: "/history?tab=1", who: member },
  { path: "/history?tab=2", who: member },
  { path: "/referral", who: member },
  { path: "/affiliate?tab=overview", who: member },
  { path: "/affiliate?tab=members", who: member },
  { path: "/affiliate?tab=income", who: member },
  { path: "/auto-transfer", who: member },
  { path: "/changepassword", who: member },
  { path: "/account", who: member },
  { path: "/login", who: visitor },
  { path: "/register", who: visitor },
  { path: "/forgetpassword", who: visitor },
  { path: "/authenticate?code=not-a-code", who: both },
  { path: "/authentication?code=not-a-code", who: both },
  { path: "/game?g=1", who: both },
  { path: "/activity?target=football", who: both },
  { path: "/offline", who: both },
  { path: "/no-such-page", who: both, status: 404 },
  { path: "/demo-provider/link-invalid", who: both },
  { path: "/demo-provider/link-invalid?ended=self_exclusion", who: both },
  // Where the slot's page sends a player without the provider's own session cookie (a game launch opens the slot).
  { path: "/demo-provider/session-ended", who: both },
  { path: "/demo-provider/play/moon-dragon", who: both, status: 307 },
];

/**
 * Where a page's server-rendered "ดูเพิ่ม" link (a category's `data-testid="more"`, the RTP table's "rtp-more")
 * leads, as a path on the site, or null when the page has none (a short list).
 */
export function moreLinkOf(html: string, pagePath: string): string | null {
  const tag = /<a\b[^>]*\bdata-testid="(?:rtp-)?more"[^>]*>/.exec(html)?.[0];
  const href = tag && /\bhref="([^"]+)"/.exec(tag)?.[1];
  if (!href) return null;
  const url = new URL(href.replaceAll("&amp;", "&"), `http://site${pagePath}`);
  return url.pathname + url.search;
}
