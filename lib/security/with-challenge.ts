import { ApiError } from "@/lib/api/errors";
import { solve, type Solution } from "./pow";

/**
 * Sends an OTP request; when the API answers 429 with a challenge (SMS sends are piling up site-wide), solves it
 * and sends once more with the solution. Any other failure, or a second refusal, is the caller's to show.
 */
export async function withChallenge<T>(send: (challenge?: Solution) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const challenge = error instanceof ApiError && error.status === 429 ? error.body.challenge : undefined;
    if (!challenge) throw error;
    return send(await solve(challenge));
  }
}
