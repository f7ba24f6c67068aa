import "server-only";
import { cache } from "react";
import { ApiError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/format";
import { th } from "@/lib/i18n/th";
import { serverApi } from "@/server/api/server-client";
import type { PlayBlock } from "@/components/games/play-blocked";
import { pageSession } from "./page-session";
import { accountPath } from "@/lib/protection/paths";
import { log } from "@/server/observability/log";

export interface ExclusionNow {
  kind: "timeout" | "self_exclusion";
  endsAt: string | null;
  /** The API's own Thai sentence, with the end date. */
  msg: string;
  /** What the lobby's play buttons say instead of failing on click. */
  play: PlayBlock;
}

/**
 * The member's time-out or self-exclusion in force (GET /api/customers/self-exclusion), once per request; null for a
 * visitor, a member without one, or a backend that does not know the call (an operator's: no protection to show).
 */
export const loadExclusion = cache(async (): Promise<ExclusionNow | null> => {
  const { loggedIn, token } = await pageSession();
  if (!loggedIn || !token) return null;
  try {
    const { data } = await serverApi(token)("GET /api/customers/self-exclusion");
    if (!data) return null;
    const until = data.ends_at ? formatDateTime(data.ends_at) : null;
    const text = !until ? th.playBlocked.forever : data.kind === "timeout" ? th.playBlocked.timeout(until) : th.playBlocked.selfExcluded(until);
    return { kind: data.kind, endsAt: data.ends_at, msg: data.msg, play: { text, href: accountPath("exclusion"), link: th.playBlocked.details } };
  } catch (e) {
    // 401: the page's own session check handles it; 404/405/501: a backend without player protection.
    if (!(e instanceof ApiError) || ![401, 404, 405, 501].includes(e.status)) log.warn({ err: e }, "protection: the exclusion is unavailable");
    return null;
  }
});
