import "server-only";
import type { DB } from "@/server/db/types";
import { gameProvider } from "@/server/provider";

/**
 * Runs in the transaction that makes a member active (the end of registration): opens the member's account at the
 * game provider, where their credit will live. The built-in provider joins the transaction, so a
 * failed opening undoes the activation; launching a game also opens a missing account (server/games/launch.ts).
 */
export async function onMemberActivated(tx: DB, memberId: number): Promise<void> {
  await gameProvider(tx).createAccount(memberId);
}
