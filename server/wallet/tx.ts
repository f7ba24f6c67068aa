import "server-only";
import type { DB } from "@/server/db/types";

/**
 * An error whose transaction keeps what it wrote before the throw: a counted wrong second-factor code must stay
 * counted while the call is refused. Throw one only before any other write of the transaction (that would be kept too).
 */
export interface KeepsWrites {
  readonly keepsWrites: true;
}

const keepsWrites = (e: unknown): e is KeepsWrites => typeof e === "object" && e !== null && (e as Partial<KeepsWrites>).keepsWrites === true;

/**
 * Runs `run` in a transaction (a savepoint when `db` already is one), typed as the common DB base. A KeepsWrites
 * error commits the transaction (releases the savepoint), then goes on up; any other error rolls it back.
 */
export async function inTx<T>(db: DB, run: (tx: DB) => Promise<T>): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    try {
      return { ok: true as const, value: await run(tx as unknown as DB) };
    } catch (e) {
      if (keepsWrites(e)) return { ok: false as const, error: e };
      throw e;
    }
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** Integer satang from baht as the contract parsed it (at most 2 decimals). */
export const toSatang = (baht: number) => Math.round(baht * 100);
/** Baht for the API: a number with 2 decimals. */
export const toBaht = (satang: number) => Math.round(satang) / 100;
/** "1,250.00" for messages. */
export const bahtText = (satang: number) =>
  (satang / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
