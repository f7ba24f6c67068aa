import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { members } from "@/server/db/schema";
import { gameProvider } from "@/server/provider";
import { withAccount } from "@/server/games/launch";
import { refusal, unauthenticated } from "@/server/api/http-error";
import { th } from "@/lib/i18n/th";

/**
 * GET /api/customers/check-credit (SPEC.md §4 credit check, DESIGN.md §5): marks credit_checking, fetches the
 * balance from the game provider, stores it as the member's credit and clears the mark. Each check takes a number
 * (credit_check_seq); only the latest check may store its answer and clear the mark, so when several instances
 * check at once an older, slower answer never overwrites a newer one, and the profile keeps showing "checking"
 * until the latest lands.
 */
export async function checkCredit(db: DB, memberId: number): Promise<{ credit_success: boolean }> {
  const [mark] = await db
    .update(members)
    .set({ creditChecking: 1, creditCheckSeq: sql`${members.creditCheckSeq} + 1` })
    .where(eq(members.id, memberId))
    .returning({ seq: members.creditCheckSeq });
  if (!mark) throw unauthenticated();
  const mine = and(eq(members.id, memberId), eq(members.creditCheckSeq, mark.seq));

  let balance: number;
  try {
    const provider = gameProvider(db);
    balance = await withAccount(provider, memberId, () => provider.balance(memberId));
  } catch (e) {
    await db.update(members).set({ creditChecking: 0 }).where(mine);
    console.error("[credit] balance fetch failed", e);
    throw refusal(th.credit.fetchFailed, 502);
  }
  await db.update(members).set({ creditSatang: balance, creditChecking: 0 }).where(mine);
  return { credit_success: true };
}
