import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { HttpError, invalidField } from "@/server/http/errors";
import { inTx } from "./tx";
import { moneyMsg } from "./messages";

/** The header's value, checked (1-200 visible ASCII characters), or null when the caller sent none. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw invalidField("idempotency_key", moneyMsg.idempotencyKeyFormat);
  return key;
}

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Runs a money call once per (member, call, Idempotency-Key). The key row is inserted in the same transaction as the
 * call's work, so concurrent requests with one key wait on the unique index for the first to commit and then read
 * its answer: one execution. The first answer — success or a business refusal (4xx) — is stored and replayed; the
 * same key with a different body is refused with 422. Without a key, the call simply runs in a transaction.
 */
export async function idempotent<T>(
  db: DB,
  opts: { memberId: number; call: string; key: string | null; body: unknown },
  run: (tx: DB) => Promise<T>,
): Promise<T> {
  if (opts.key === null) return inTx(db, run);
  const key = opts.key;
  const hash = createHash("sha256").update(canonical(opts.body)).digest("hex");
  const outcome = await inTx(db, async (tx) => {
    const inserted = rowsOf<{ id: string | number }>(
      await tx.execute(sql`
        INSERT INTO idempotency_keys (member_id, call, key, request_hash) VALUES (${opts.memberId}, ${opts.call}, ${key}, ${hash})
        ON CONFLICT (member_id, call, key) DO NOTHING RETURNING id`),
    );
    if (!inserted[0]) {
      const [first] = rowsOf<{ request_hash: string; status: number; response: string | null }>(
        await tx.execute(sql`
          SELECT request_hash, status, response FROM idempotency_keys
          WHERE member_id = ${opts.memberId} AND call = ${opts.call} AND key = ${key}`),
      );
      if (!first || first.request_hash !== hash) {
        return { ok: false as const, error: invalidField("idempotency_key", moneyMsg.idempotencyMismatch) };
      }
      const response = JSON.parse(first.response ?? "null") as unknown;
      if (first.status === 200) return { ok: true as const, value: response as T };
      return { ok: false as const, error: new HttpError(first.status, response as Record<string, unknown>) };
    }
    const id = Number(inserted[0].id);
    try {
      const value = await inTx(tx, run); // a savepoint: a refusal undoes the call's work, not the key
      await tx.execute(sql`UPDATE idempotency_keys SET status = 200, response = ${JSON.stringify(value)} WHERE id = ${id}`);
      return { ok: true as const, value };
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) {
        await tx.execute(sql`UPDATE idempotency_keys SET status = ${e.status}, response = ${JSON.stringify(e.body)} WHERE id = ${id}`);
        return { ok: false as const, error: e };
      }
      throw e; // unexpected: nothing is stored, the key may be retried
    }
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
