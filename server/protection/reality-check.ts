import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { unauthenticated } from "@/server/http/errors";
import type { Session } from "@/server/auth/sessions";
import { gameProvider } from "@/server/provider";
import { toBaht } from "@/server/wallet/tx";
import { log } from "@/server/observability/log";

/**
 * GET /api/customers/reality-check: the member's interval (stored server-side, so it follows them to every device),
 * when this session began and the server's time now (so a client counts from the server's clock, not its own), and the
 * session so far: deposits completed and withdrawals asked (pending or paid) since it began, and the stakes and wins
 * the game provider reports for that time (null when it does not answer).
 */
export async function realityCheck(db: DB, session: Session) {
  const [row] = rowsOf<{ minutes: number; started: unknown; now: unknown; deposits: unknown; withdrawals: unknown }>(
    await db.execute(sql`
      SELECT m.reality_check_minutes AS minutes, s.created_at AS started, now() AS now,
        (SELECT coalesce(sum(amount_satang), 0) FROM money_requests
         WHERE member_id = m.id AND type = 'deposit' AND status = 'completed' AND settled_at >= s.created_at) AS deposits,
        (SELECT coalesce(sum(amount_satang), 0) FROM money_requests
         WHERE member_id = m.id AND type = 'withdraw' AND status IN ('pending', 'completed') AND created_at >= s.created_at) AS withdrawals
      FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.id = ${session.id}`),
  );
  if (!row) throw unauthenticated();
  const started = new Date(row.started as string);
  const now = new Date(row.now as string);
  const play = await playSince(db, session.memberId, started, now);
  return {
    success: true,
    data: {
      interval_minutes: Number(row.minutes),
      session_started_at: started.toISOString(),
      server_time: now.toISOString(),
      session: {
        deposits: toBaht(Number(row.deposits)),
        withdrawals: toBaht(Number(row.withdrawals)),
        stakes: play && toBaht(play.stakes),
        wins: play && toBaht(play.wins),
      },
    },
  };
}

/** Stakes and wins at the game provider over [from, to] in satang; null when it does not answer. */
async function playSince(db: DB, memberId: number, from: Date, to: Date): Promise<{ stakes: number; wins: number } | null> {
  const provider = gameProvider(db);
  // [from, to): a round settled in the statement's very millisecond counts on the next read.
  const until = new Date(to.getTime() + 1);
  try {
    const [stakes, net] = await Promise.all([provider.turnover(memberId, from, until), provider.winLoss(memberId, from, until)]);
    return { stakes, wins: stakes - net };
  } catch (e) {
    log.warn({ err: e }, "reality-check: the provider's stakes and wins are unavailable");
    return null;
  }
}

/** PUT /api/customers/reality-check {interval_minutes}: 0, 15, 30 or 60. */
export async function setRealityCheck(db: DB, session: Session, minutes: number) {
  await db.execute(sql`UPDATE members SET reality_check_minutes = ${minutes} WHERE id = ${session.memberId}`);
  return realityCheck(db, session);
}
