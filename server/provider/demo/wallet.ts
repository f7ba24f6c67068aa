import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { providerAccounts, providerTransactions } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/errors";
import { rowsOf } from "@/server/db/rows";
import { ProviderError, type Transfer } from "../types";

/** One transfer at most: 10 million baht, far above any real one; keeps every sum inside a safe integer. */
const MAX_TRANSFER_SATANG = 1_000_000_000;

/** Opens the account with a zero balance, or leaves the existing one alone. */
export async function createAccount(db: DB, memberId: number): Promise<void> {
  await db.insert(providerAccounts).values({ memberId }).onConflictDoNothing();
}

export async function balanceOf(db: DB, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: providerAccounts.balanceSatang })
    .from(providerAccounts)
    .where(eq(providerAccounts.memberId, memberId))
    .limit(1);
  if (!row) throw new ProviderError("no_account");
  return row.balance;
}

/** wageredOf as an SQL expression (NULL without an account), for a statement that reads it with other things. */
export const wageredSql = (memberId: SQL) => sql`(SELECT wagered_satang FROM provider_accounts WHERE member_id = ${memberId})`;

export async function wageredOf(db: DB, memberId: number): Promise<number> {
  const [row] = await db
    .select({ wagered: providerAccounts.wageredSatang })
    .from(providerAccounts)
    .where(eq(providerAccounts.memberId, memberId))
    .limit(1);
  if (!row) throw new ProviderError("no_account");
  return row.wagered;
}

/**
 * Moves money in or out of a provider account, once per idempotency key. The account row is locked first, so
 * transfers of one member run one after another on every instance: the key check then sees any transfer that
 * committed while this one waited, and the balance check sees the balance it leaves. The CHECK constraint
 * (balance ≥ 0) is the last line.
 */
export async function transfer(
  db: DB,
  memberId: number,
  direction: "in" | "out",
  satang: number,
  idempotencyKey: string,
): Promise<Transfer> {
  if (!Number.isSafeInteger(satang) || satang <= 0 || satang > MAX_TRANSFER_SATANG) throw new ProviderError("invalid_amount");
  if (idempotencyKey.length < 1 || idempotencyKey.length > 200) throw new ProviderError("idempotency_conflict", "bad idempotency key");
  const kind = direction === "in" ? "transfer_in" : "transfer_out";
  const delta = direction === "in" ? satang : -satang;
  try {
    return await db.transaction(async (tx) => {
      const locked = rowsOf<{ balance: string | number }>(
        await tx.execute(
          sql`SELECT balance_satang AS balance FROM provider_accounts WHERE member_id = ${memberId} FOR UPDATE`,
        ),
      );
      const first = await findByKey(tx, idempotencyKey);
      if (first) return replayOf(first, memberId, kind, delta);
      if (locked.length === 0) throw new ProviderError("no_account");
      if (Number(locked[0]!.balance) + delta < 0) throw new ProviderError("insufficient_funds");
      const [account] = await tx
        .update(providerAccounts)
        .set({ balanceSatang: sql`${providerAccounts.balanceSatang} + ${delta}` })
        .where(eq(providerAccounts.memberId, memberId))
        .returning({ balance: providerAccounts.balanceSatang });
      const [row] = await tx
        .insert(providerTransactions)
        .values({ memberId, kind, amountSatang: delta, balanceAfterSatang: account!.balance, idempotencyKey })
        .returning({ id: providerTransactions.id });
      return { id: row!.id, balanceSatang: account!.balance, replayed: false };
    });
  } catch (e) {
    // The same key used at the same moment for another member's account (no shared lock): the first one won.
    if (isUniqueViolation(e)) {
      const first = await findByKey(db, idempotencyKey);
      if (first) return replayOf(first, memberId, kind, delta);
    }
    throw e;
  }
}

type TxRow = typeof providerTransactions.$inferSelect;

async function findByKey(db: DB, key: string): Promise<TxRow | undefined> {
  const [row] = await db.select().from(providerTransactions).where(eq(providerTransactions.idempotencyKey, key)).limit(1);
  return row;
}

function replayOf(first: TxRow, memberId: number, kind: TxRow["kind"], delta: number): Transfer {
  if (first.memberId !== memberId || first.kind !== kind || first.amountSatang !== delta) {
    throw new ProviderError("idempotency_conflict", "this idempotency key was used for another transfer");
  }
  return { id: first.id, balanceSatang: first.balanceAfterSatang, replayed: true };
}

/** winLossOf as an SQL expression over a member id expression, for a statement that reads it with other things. */
export const winLossSql = (memberId: SQL, from: Date, to: Date) => sql`
  (SELECT COALESCE(SUM(bet_satang - win_satang), 0) FROM slot_rounds
   WHERE member_id = ${memberId} AND created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()})`;

/** Stakes minus wins over [from, to) from the demo slot's rounds (0 for a member with no rounds or no account). */
export async function winLossOf(db: DB, memberId: number, from: Date, to: Date): Promise<number> {
  const [row] = rowsOf<{ net: string | number }>(await db.execute(sql`SELECT ${winLossSql(sql`${memberId}`, from, to)} AS net`));
  return Number(row!.net);
}

/** Stakes over [from, to) from the demo slot's rounds (0 for a member with no rounds or no account). */
export async function turnoverOf(db: DB, memberId: number, from: Date, to: Date): Promise<number> {
  const [row] = rowsOf<{ staked: string | number }>(
    await db.execute(sql`
      SELECT COALESCE(SUM(bet_satang), 0) AS staked FROM slot_rounds
      WHERE member_id = ${memberId} AND created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}`),
  );
  return Number(row!.staked);
}
