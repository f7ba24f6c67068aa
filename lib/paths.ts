import type { Category } from "@/lib/api/contract/games";

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
  history: (tab: 0 | 1 | 2 = 0) => `/history?tab=${tab}`,
  privacy: () => "/privacy-policy",
  cheat: () => "/cheat",
  category: (c: Category) => `/${c}`,
} as const;

/** Routes that need a member session (SPEC.md §6); /cheat is handled by its page (a visitor gets the login popup). */
export const MEMBER_ONLY = ["/deposit", "/withdraw", "/history", "/referral", "/changepassword", "/auto-transfer"];

/** Routes a logged-in member is sent away from. */
export const GUEST_ONLY = ["/login", "/register", "/forgetpassword"];

export const matchesRoute = (pathname: string, list: readonly string[]) =>
  list.some((p) => pathname === p || pathname.startsWith(`${p}/`));
