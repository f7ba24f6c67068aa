import "server-only";
import type { DB } from "@/server/db/client";

/** Runs `run` in a transaction (a savepoint when `db` already is one), typed as the common DB base. */
export function inTx<T>(db: DB, run: (tx: DB) => Promise<T>): Promise<T> {
  return db.transaction((tx) => run(tx as unknown as DB));
}

/** Integer satang from baht as the contract parsed it (at most 2 decimals). */
export const toSatang = (baht: number) => Math.round(baht * 100);
/** Baht for the API: a number with 2 decimals. */
export const toBaht = (satang: number) => Math.round(satang) / 100;
/** "1,250.00" for messages. */
export const bahtText = (satang: number) =>
  (satang / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
