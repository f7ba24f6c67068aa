import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { gameProvider } from "@/server/provider";
import { withAccount } from "@/server/games/launch";
import { refusal, unauthenticated } from "@/server/http/errors";
import { moneyMsg } from "@/server/wallet/messages";
import { turnoverState } from "@/server/wallet/promotions";

/**
 * GET /api/customers/check-turnover (docs/product.md, flows), run by the site after each credit check:
 * - no promotion turnover outstanding → `credit_success: false` (nothing to re-read);
 * - the turnover has just been met → the requirement is cleared and `credit_success: true` (the site re-reads the
 *   profile; withdrawals are open again);
 * - not met yet → `success: false` with the progress in `msg`, which the site shows as a warning.
 */
export async function checkTurnover(db: DB, memberId: number): Promise<{ credit_success: boolean; success: boolean }> {
  const [m] = rowsOf<{ target: string | number; required: string | number }>(
    await db.execute(sql`
      SELECT turnover_target_satang AS target, turnover_required_satang AS required FROM members WHERE id = ${memberId}`),
  );
  if (!m) throw unauthenticated();
  const target = Number(m.target);
  if (target === 0) return { credit_success: false, success: true };
  const provider = gameProvider(db);
  const wagered = await withAccount(provider, memberId, () => provider.wagered(memberId));
  const state = turnoverState(target, Number(m.required), wagered);
  if (!state.met) throw refusal(moneyMsg.turnoverProgress(...state.figures));
  await db.execute(sql`
    UPDATE members SET turnover_target_satang = 0, turnover_required_satang = 0
    WHERE id = ${memberId} AND turnover_target_satang = ${target}`);
  return { credit_success: true, success: true };
}
