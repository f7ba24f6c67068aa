import type { Category } from "@/lib/api/contract/games";

/** The affiliate area's tabs (/affiliate?tab=…). */
export const AFFILIATE_TABS = ["overview", "members", "income"] as const;
export type AffiliateTab = (typeof AFFILIATE_TABS)[number];

/** Every internal link, typed: no string literals for routes elsewhere. */
export const paths = {
  home: () => "/",
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login"),
  register: () => "/register",
  forgetPassword: () => "/forgetpassword",
  changePassword: () => "/changepassword",
  deposit: () => "/deposit",
  withdraw: () => "/withdraw",
  promotion: () => "/promotion",
  referral: () => "/referral",
  affiliate: (tab: AffiliateTab = "overview") => `/affiliate?tab=${tab}`,
  history: (tab: 0 | 1 | 2 = 0) => `/history?tab=${tab}`,
  privacy: () => "/privacy-policy",
  cheat: () => "/cheat",
  category: (c: Category) => `/${c}`,
  /**
   * Where the forms post when the page's JavaScript has not taken them over yet (app/form/*): always POST, so what
   * was typed travels in the body, never in an address. The query names only where to go back to.
   */
  forms: {
    login: (redirect?: string | null) => (redirect ? `/form/login?redirect=${encodeURIComponent(redirect)}` : "/form/login"),
    changePassword: () => "/form/change-password",
    /** Multi-step and money forms: nothing is done, the member is sent back to `page` and asked to wait. */
    wait: (page?: string) => (page ? `/form/wait?to=${encodeURIComponent(page)}` : "/form/wait"),
  },
} as const;

/** Member-only routes (docs/product.md); /cheat is handled by its page (a visitor gets the login popup). */
export const MEMBER_ONLY = ["/deposit", "/withdraw", "/history", "/referral", "/affiliate", "/changepassword", "/auto-transfer", "/account"];

/** Routes a logged-in member is sent away from. */
export const GUEST_ONLY = ["/login", "/register", "/forgetpassword"];

export const matchesRoute = (pathname: string, list: readonly string[]) =>
  list.some((p) => pathname === p || pathname.startsWith(`${p}/`));
