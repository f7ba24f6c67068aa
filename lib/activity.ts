import type { ActivityTarget } from "@/lib/api/contract/games";

/** The activity site's page for football or lottery prediction, under the site info's activity base. */
export function activityPageUrl(base: string, target: ActivityTarget): string {
  return `${base.replace(/\/+$/, "")}/${target}`;
}

/** The site's own page that mints a member's ticket and moves on to the activity site (opened in a new tab). */
export const activityLaunchPath = (target: ActivityTarget) => `/activity?target=${target}`;
