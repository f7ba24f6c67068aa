import "server-only";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { gameProvider } from "@/server/provider";
import { withAccount } from "@/server/games/launch";
import { PROVIDER_FLOAT, memberWallet, post, type AccountRef } from "./ledger";

/** Money arriving in the member's wallet from a counter-account (the operator bank for a deposit, promotion_expense for a bonus). */
export interface Inflow {
  kind: string;
  reference: string;
  from: AccountRef;
  satang: number;
}

/**
 * Credit for a member that goes straight on into their game-provider account: a completed deposit (deposits.ts) and
 * a claimed bonus (bonuses.ts) both take this one path. Inside the caller's transaction, which already holds the
 * member's lock (locks.ts step 2), in the lock order: the provider account first (transferIn with the idempotency
 * key `key`: a replay moves nothing), then the ledger — each inflow into the member wallet, then member wallet →
 * provider float (reference `{key}:to-provider`). Finally the member row: the credit the provider reported and the
 * turnover requirement, if any (a new one starts from the stakes already placed, or adds to one not yet met);
 * `firstDeposit` also sets first_deposit_at.
 */
export async function creditIntoProvider(
  tx: DB,
  memberId: number,
  opts: { key: string; inflows: Inflow[]; turnoverSatang: number; firstDeposit?: boolean },
): Promise<{ balanceSatang: number }> {
  const credit = opts.inflows.reduce((s, i) => s + i.satang, 0);
  const provider = gameProvider(tx);
  const moved = await withAccount(provider, memberId, () => provider.transferIn(memberId, credit, opts.key));
  for (const i of opts.inflows) {
    await post(tx, {
      kind: i.kind,
      reference: i.reference,
      entries: [
        { account: i.from, satang: -i.satang },
        { account: memberWallet(memberId), satang: i.satang },
      ],
    });
  }
  await post(tx, {
    kind: "transfer_to_provider",
    reference: `${opts.key}:to-provider`,
    entries: [
      { account: memberWallet(memberId), satang: -credit },
      { account: PROVIDER_FLOAT, satang: credit },
    ],
  });
  const turnover = opts.turnoverSatang;
  const wagered = turnover > 0 ? await provider.wagered(memberId) : 0;
  await tx.execute(sql`
    UPDATE members SET credit_satang = ${moved.balanceSatang},
      first_deposit_at = ${opts.firstDeposit ? sql`COALESCE(first_deposit_at, now())` : sql`first_deposit_at`},
      turnover_required_satang = CASE WHEN ${turnover} = 0 THEN turnover_required_satang
                                      WHEN turnover_target_satang > ${wagered} THEN turnover_required_satang + ${turnover}
                                      ELSE ${turnover} END,
      turnover_target_satang = CASE WHEN ${turnover} = 0 THEN turnover_target_satang
                                    ELSE GREATEST(turnover_target_satang, ${wagered}) + ${turnover} END
    WHERE id = ${memberId}`);
  return { balanceSatang: moved.balanceSatang };
}
