import { api } from "@/lib/api/client";
import type { ActivityTarget } from "@/lib/api/contract/games";

/**
 * The launch calls, made directly rather than through React Query: a 401 here is the launch page's to show (its log-in
 * prompt), not the session watcher's to turn into a logout; and the activity page has no query cache at all.
 */

/** A game's launch URL from the backend (the page checks it against the URL rule before leaving for it). */
export async function launchUrl(host: number, game: number | undefined): Promise<string> {
  return (await api("POST /api/games/launch", { body: { host, game } })).url;
}

/** The football or lotto prediction site's URL with a one-time ticket for the member. */
export async function activityUrl(target: ActivityTarget): Promise<string> {
  return (await api("POST /api/activity/ticket", { body: { target } })).url;
}
