import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/server/boot/database";
import { contentVersion } from "@/server/db/schema";

/**
 * The pages' shared cache for what every visitor sees alike — site info, banners, game hosts, hot games, a category's
 * games — so a page render reads none of it from the API. Nothing per member is kept here (server-client.ts decides
 * what may be shared).
 *
 * How long an entry holds:
 * - the embedded API: until `content_version` moves. Triggers bump it in the same statement as any write to those
 *   tables (drizzle/0012_content_version.sql; 0013 adds operator_accounts and promotions, for the profile poll's
 *   static parts), whoever writes — the ops commands, the seed, another instance on the same
 *   PostgreSQL — and it is read at most once per VERSION_CHECK_MS, one query shared by every request in that window;
 * - an operator's backend: OPERATOR_TTL_MS, as we cannot know when the operator changes them.
 * A failed answer is never kept.
 */
const VERSION_CHECK_MS = 100;
const OPERATOR_TTL_MS = 30_000;
/** A bound on the entries (a category's pages × cursors): the oldest go first. */
const MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  /** The content version it was read at (embedded API), or when it expires (operator's backend). */
  stamp: number;
}

const g = globalThis as unknown as {
  __sharedCache?: Map<string, Entry>;
  __contentVersion?: { at: number; value: Promise<number> };
};
const entries = (g.__sharedCache ??= new Map());

/** The current content version, read at most once per VERSION_CHECK_MS. */
function currentVersion(now: number): Promise<number> {
  const last = g.__contentVersion;
  if (last && now - last.at < VERSION_CHECK_MS) return last.value;
  const value = db()
    .then((d) => d.select({ v: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)))
    .then((rows) => rows[0]?.v ?? 0);
  g.__contentVersion = { at: now, value };
  value.catch(() => {
    if (g.__contentVersion?.value === value) g.__contentVersion = undefined;
  });
  return value;
}

/** `load()`'s answer for `key`, shared across requests while it holds. */
export async function shared<T>(key: string, embedded: boolean, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const stamp = embedded ? await currentVersion(now) : now;
  const hit = entries.get(key);
  if (hit && (embedded ? hit.stamp === stamp : hit.stamp > now)) return hit.value as Promise<T>;

  const value = load();
  const entry: Entry = { value, stamp: embedded ? stamp : now + OPERATOR_TTL_MS };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** For tests: forget everything. */
export function clearSharedCache(): void {
  entries.clear();
  g.__contentVersion = undefined;
}
