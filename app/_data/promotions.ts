import "server-only";
import type { Promotion } from "@/lib/api/contract/member-data";
import { serverApi } from "@/server/api/server-client";
import { pageSession } from "./page-session";
import { log } from "@/server/observability/log";

/**
 * The active promotions (`GET /api/promotions`); `failed` when the backend could not answer (logged). Asked with the
 * member's bearer when there is one: a family backend's list is the member's own `promotion_ids`.
 */
export async function loadPromotions(): Promise<{ promotions: Promotion[]; failed: boolean }> {
  // Read before the try: reading cookies is what marks the page dynamic, and that signal must reach Next, not the log.
  const { token } = await pageSession();
  try {
    const { data } = await serverApi(token)("GET /api/promotions");
    return { promotions: data, failed: false };
  } catch (e: unknown) {
    log.warn({ err: e }, "promotions: unavailable");
    return { promotions: [], failed: true };
  }
}
