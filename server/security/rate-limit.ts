import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rateEvents } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";

/**
 * At most `max` events per `windowSeconds` (sliding window) for `key`; or, with `backoff`, an exponential delay:
 * after `free` events in the window, each next one waits `baseSeconds × 2^(events − free)` (at most `maxSeconds`)
 * after the latest. A `peek` rule is checked like the others but records no event (a send that costs nothing is
 * refused where a real one would be, without spending the budget real ones share).
 */
export type Rule = { key: string; windowSeconds: number; peek?: boolean } & (
  | { max: number; backoff?: never }
  | { backoff: { free: number; baseSeconds: number; maxSeconds: number }; max?: never }
);

export type Verdict = { ok: true } | { ok: false; retryAfter: number };

/** Events are pruned after a day, so no window may be longer. */
const RETENTION_SECONDS = 86_400;

/**
 * One limit: `await limit(tx, key, { max, windowSeconds })`. Must run inside a transaction (the advisory lock is
 * held until it ends); when allowed, the event is recorded in that transaction.
 */
export function limit(tx: DB, key: string, opts: { max: number; windowSeconds: number }): Promise<Verdict> {
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

/** Forgets every event of these keys, and of every key starting with one of `prefixes` (a lock lifted). */
export async function clearKeys(db: DB, keys: string[], prefixes: string[] = []): Promise<void> {
  for (const key of keys) await db.execute(sql`DELETE FROM rate_events WHERE key = ${key}`);
  for (const prefix of prefixes) {
    await db.execute(sql`DELETE FROM rate_events WHERE starts_with(key, ${prefix})`);
  }
}

/** How many events `key` holds in the last `windowSeconds`. */
export async function countRecent(db: DB, key: string, windowSeconds: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM rate_events WHERE key = ${key} AND at > now() - make_interval(secs => ${windowSeconds})`),
  );
  return row?.n ?? 0;
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
    if (rule.backoff) {
      wait = Math.max(wait, await backoffWait(tx, rule.key, rule.windowSeconds, rule.backoff));
      continue;
    }
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

/** Seconds until a backoff rule lets the next event through (0: now). */
async function backoffWait(tx: DB, key: string, windowSeconds: number, b: NonNullable<Rule["backoff"]>): Promise<number> {
  const [row] = rowsOf<{ n: number; since: number | null }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n, extract(epoch FROM now() - max(at))::float8 AS since
      FROM rate_events WHERE key = ${key} AND at > now() - make_interval(secs => ${windowSeconds})`),
  );
  if (!row || row.n < b.free || row.since === null) return 0;
  const delay = Math.min(b.baseSeconds * 2 ** (row.n - b.free), b.maxSeconds);
  const left = delay - Number(row.since);
  return left > 0 ? Math.max(1, Math.ceil(left)) : 0;
}

async function record(tx: DB, rules: Rule[]): Promise<number[]> {
  const keys = [...new Set(rules.filter((r) => !r.peek).map((r) => r.key))];
  if (keys.length === 0) return [];
  const rows = await tx.insert(rateEvents).values(keys.map((key) => ({ key }))).returning({ id: rateEvents.id });
  return rows.map((r) => r.id);
}
