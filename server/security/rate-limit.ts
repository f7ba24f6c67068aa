import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { rateEvents } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";

/** At most `max` events per `windowSeconds` (sliding window) for `key`. */
export interface Rule {
  key: string;
  max: number;
  windowSeconds: number;
}

export type Verdict = { ok: true } | { ok: false; retryAfter: number };

/** Events are pruned after a day, so no window may be longer. */
const RETENTION_SECONDS = 86_400;

/**
 * One limit: `await limit(tx, key, { max, windowSeconds })`. Must run inside a transaction (the advisory lock is
 * held until it ends); when allowed, the event is recorded in that transaction.
 */
export function limit(tx: DB, key: string, opts: Omit<Rule, "key">): Promise<Verdict> {
  return limitAll(tx, [{ key, ...opts }]);
}

/**
 * Several limits, atomically: every key is locked, every rule checked, and only if all pass is one event recorded
 * per distinct key. A refusal records nothing and reports the longest wait. Must run inside a transaction.
 */
export async function limitAll(tx: DB, rules: Rule[]): Promise<Verdict> {
  const verdict = await check(tx, rules);
  if (verdict.ok) await record(tx, rules);
  return verdict;
}

/**
 * For limits that count failures only (logins): records the events now, so parallel attempts cannot all slip
 * through before any failure lands, and returns their ids; the caller gives them back with `forgive` on success.
 */
export async function limitProvisionally(tx: DB, rules: Rule[]): Promise<{ ok: true; ids: number[] } | { ok: false; retryAfter: number }> {
  const verdict = await check(tx, rules);
  if (!verdict.ok) return verdict;
  return { ok: true, ids: await record(tx, rules) };
}

/** Takes back provisional events (the attempt they stood for turned out not to count). */
export async function forgive(db: DB, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

async function check(tx: DB, rules: Rule[]): Promise<Verdict> {
  const keys = [...new Set(rules.map((r) => r.key))].sort(); // one lock order everywhere: no deadlocks
  for (const key of keys) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    await tx.execute(
      sql`DELETE FROM rate_events WHERE key = ${key} AND at < now() - make_interval(secs => ${RETENTION_SECONDS})`,
    );
  }
  let wait = 0;
  for (const rule of rules) {
    if (rule.windowSeconds > RETENTION_SECONDS) throw new Error(`rate limit window over a day: ${rule.key}`);
    // The max-th newest event in the window: while it exists the rule is full, until it leaves the window.
    const [full] = rowsOf<{ wait: number }>(
      await tx.execute(sql`
        SELECT ceil(extract(epoch FROM at + make_interval(secs => ${rule.windowSeconds}) - now()))::int AS wait
        FROM rate_events
        WHERE key = ${rule.key} AND at > now() - make_interval(secs => ${rule.windowSeconds})
        ORDER BY at DESC
        OFFSET ${rule.max - 1} LIMIT 1`),
    );
    if (full) wait = Math.max(wait, full.wait, 1);
  }
  return wait > 0 ? { ok: false, retryAfter: wait } : { ok: true };
}

async function record(tx: DB, rules: Rule[]): Promise<number[]> {
  const keys = [...new Set(rules.map((r) => r.key))];
  const rows = await tx.insert(rateEvents).values(keys.map((key) => ({ key }))).returning({ id: rateEvents.id });
  return rows.map((r) => r.id);
}
