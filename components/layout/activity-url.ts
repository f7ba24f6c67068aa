import type { SiteInfo } from "@/lib/api/contract/site";
import { activityLaunchPath, activityPageUrl } from "@/lib/activity";

/**
 * Where an activity button goes. A visitor gets the plain activity page; a member gets the site's /activity tab,
 * which mints a single-use ticket and moves on (no session token in any URL: docs/product.md#deliberate-deviations).
 */
export function activityUrl(info: { activity?: SiteInfo["activity"] }, target: "football" | "lotto", member = false): string | null {
  if (member) return activityLaunchPath(target);
  // No activity site set (or its address failed the URL rule and was emptied): the button has nowhere to go.
  return info.activity ? activityPageUrl(info.activity, target) : null;
}
