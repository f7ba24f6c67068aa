import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";

/**
 * One spin of the demo slot (its provider's own API, the cookie session of the game's tab). A spin that reached the
 * server a moment early (network jitter, a 429) is sent once more, with the same id, after the wait it asks for.
 */
export async function demoSpinOnce(body: { game: string; bet_satang: number; spin_id: string }) {
  try {
    return await api("POST /demo-provider/api/spin", { body });
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) {
      await new Promise<void>((resolve) => setTimeout(resolve, (e.retryAfter ?? 1) * 1000));
      return api("POST /demo-provider/api/spin", { body });
    }
    throw e;
  }
}
