import "server-only";
import { promotions, type Promotion } from "@/lib/api/contract/member-data";
import { serverApi } from "@/server/api/server-client";

/** The active promotions (`GET /api/promotions`); `failed` when the backend could not answer (logged). */
export async function loadPromotions(): Promise<{ promotions: Promotion[]; failed: boolean }> {
  try {
    const { data } = await serverApi()(promotions);
    return { promotions: data, failed: false };
  } catch (e: unknown) {
    console.error("[promotions] unavailable", e);
    return { promotions: [], failed: true };
  }
}
