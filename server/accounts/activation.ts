import "server-only";
import type { DB } from "@/server/db/client";

/**
 * Runs in the transaction that makes a member active (the end of registration).
 *
 * TODO(games): create the member's account at the game provider (GameProvider.createAccount) here, or queue a job
 * for it. Deliberately does nothing yet.
 */
export async function onMemberActivated(_tx: DB, _memberId: number): Promise<void> {}
