import type { SiteInfo } from "@/lib/api/contract/site";

/**
 * The external activity site (football and lottery prediction). No session token ever goes in this URL
 * (DESIGN.md §6.2); a member's single-use ticket is added when the games issue mints them.
 */
export function activityUrl(info: SiteInfo, target: "football" | "lotto"): string {
  const base = info.activity.replace(/\/+$/, "");
  return `${base}/${target}`;
}
