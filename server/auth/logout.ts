import "server-only";
import type { DB } from "@/server/db/types";
import { endPlay } from "@/server/games/end-play";
import { lockMember } from "@/server/wallet/locks";
import { inTx } from "@/server/wallet/tx";
import { revokeSession, type Session } from "./sessions";

/**
 * POST /api/logout: ends this session and, in the same transaction, the member's play — a game tab left open on
 * this or another device takes no further bet, and a launch link not yet opened no longer works.
 */
export async function logout(db: DB, session: Session): Promise<void> {
  await inTx(db, async (tx) => {
    await lockMember(tx, session.memberId);
    await revokeSession(tx, session.id);
    await endPlay(tx, session.memberId, { reason: "logout" });
  });
}
