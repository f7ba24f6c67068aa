import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { games, providerAccounts, providerTransactions, slotRounds } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { DEMO_BETS_SATANG } from "@/lib/demo-provider/contract";
import { draw, outcomeTable, reelsFor, type SymbolName, type Volatility } from "../slot-math";

/** The bets the demo slot takes: 1, 5, 10, 50 and 100 baht. */
export const BETS_SATANG = DEMO_BETS_SATANG;
/** A spin takes this long at least, checked here whatever the browser does (no turbo, no auto-play). */
export const SPIN_CYCLE_MS = 2_500;
/** Games without a published RTP (tables, sports, …) play the demo slot on this table. */
export const DEFAULT_RTP = 96;
export const DEFAULT_VOLATILITY: Volatility = "medium";

export interface SpinResult {
  roundId: number;
  reels: SymbolName[];
  multiplier: number;
  betSatang: number;
  winSatang: number;
  balanceSatang: number;
  /** The same spin id was sent before: this is its first answer, nothing moved. */
  replayed: boolean;
}

export type SpinRefusalCode = "too_soon" | "insufficient_funds" | "invalid_bet" | "no_account";

export class SpinRefusal extends Error {
  constructor(
    readonly code: SpinRefusalCode,
    /** For too_soon: milliseconds until the next spin may start. */
    readonly retryAfterMs = 0,
  ) {
    super(code);
    this.name = "SpinRefusal";
  }
}

/** A uniform number in [0, 1) from the CSPRNG, 48 bits. */
export const secureUniform = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

export interface SpinInput {
  memberId: number;
  gameId: number;
  betSatang: number;
  /** The browser's id for this spin (a retry sends the same one). */
  spinKey: string;
}

/**
 * One spin, in one transaction: the account row is locked, then the cycle and the balance are checked, the
 * outcome is drawn from the game's table (its published RTP and volatility), the bet is debited and the win
 * credited in one UPDATE, and the round and its ledger row are recorded.
 */
export async function spin(
  db: DB,
  input: SpinInput,
  uniform: () => number = secureUniform,
  /** Demo mode's `npm run simulate -- play` only: spins back to back, without the 2.5 s cycle. */
  { cycle = true }: { cycle?: boolean } = {},
): Promise<SpinResult> {
  const { memberId, gameId, betSatang, spinKey } = input;
  if (!(BETS_SATANG as readonly number[]).includes(betSatang)) throw new SpinRefusal("invalid_bet");
  const [game] = await db
    .select({ rtp: games.rtp, volatility: games.volatility })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.active, true)))
    .limit(1);
  if (!game) throw new SpinRefusal("invalid_bet");
  const rtp = game.rtp ?? DEFAULT_RTP;
  const volatility = game.volatility ?? DEFAULT_VOLATILITY;

  return db.transaction(async (tx) => {
    const [account] = rowsOf<{ balance: string | number; since_ms: string | number | null }>(
      await tx.execute(sql`
        SELECT balance_satang AS balance,
               extract(epoch FROM (clock_timestamp() - last_spin_at)) * 1000 AS since_ms
        FROM provider_accounts WHERE member_id = ${memberId} FOR UPDATE`),
    );
    if (!account) throw new SpinRefusal("no_account");

    const [earlier] = await tx
      .select()
      .from(slotRounds)
      .where(and(eq(slotRounds.memberId, memberId), eq(slotRounds.spinKey, spinKey)))
      .limit(1);
    if (earlier) {
      return {
        roundId: earlier.id,
        reels: earlier.reels as SymbolName[],
        multiplier: earlier.multiplier,
        betSatang: earlier.betSatang,
        winSatang: earlier.winSatang,
        balanceSatang: earlier.balanceAfterSatang,
        replayed: true,
      };
    }

    const since = account.since_ms === null ? null : Number(account.since_ms);
    if (cycle && since !== null && since < SPIN_CYCLE_MS) throw new SpinRefusal("too_soon", Math.ceil(SPIN_CYCLE_MS - Math.max(0, since)));
    if (Number(account.balance) < betSatang) throw new SpinRefusal("insufficient_funds");

    const outcome = draw(outcomeTable(rtp, volatility), uniform());
    const reels = reelsFor(outcome, uniform);
    const winSatang = Math.round(betSatang * outcome.multiplier);
    const delta = winSatang - betSatang;

    const [after] = await tx
      .update(providerAccounts)
      .set({
        balanceSatang: sql`${providerAccounts.balanceSatang} + ${delta}`,
        wageredSatang: sql`${providerAccounts.wageredSatang} + ${betSatang}`,
        lastSpinAt: sql`clock_timestamp()`,
      })
      .where(eq(providerAccounts.memberId, memberId))
      .returning({ balance: providerAccounts.balanceSatang });
    const balanceSatang = after!.balance;
    const [round] = await tx
      .insert(slotRounds)
      .values({
        memberId,
        gameId,
        spinKey,
        betSatang,
        winSatang,
        multiplier: outcome.multiplier,
        reels,
        rtp,
        volatility,
        balanceAfterSatang: balanceSatang,
      })
      .returning({ id: slotRounds.id });
    await tx.insert(providerTransactions).values({
      memberId,
      kind: "spin",
      amountSatang: delta,
      balanceAfterSatang: balanceSatang,
      idempotencyKey: `spin:${memberId}:${spinKey}`,
      roundId: round!.id,
    });
    return { roundId: round!.id, reels, multiplier: outcome.multiplier, betSatang, winSatang, balanceSatang, replayed: false };
  });
}
